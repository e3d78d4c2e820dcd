import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseFeedConfig } from './config.ts';
import { startFeed } from './start-feed.ts';

export { startFeed } from './start-feed.ts';
export type { TFeedProcessOptions, TRunningFeed } from './start-feed.ts';
export { createFeedState } from './feed-state.ts';

/** True when this file is the process's entry (`node --import tsx apps/odds-feed/src/main.ts`), not an import. */
const isEntry = () => {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return realpathSync(entry) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
};

async function main(): Promise<void> {
  const config = parseFeedConfig(process.env);
  if (!config.ok) {
    console.error(`odds feed: bad environment\n  ${config.problems.join('\n  ')}`);
    process.exit(1);
  }
  const feed = await startFeed(config.options);
  console.log(
    `odds feed listening on ${feed.url} (seed ${config.options.seed}, speed ×${config.options.speed})`,
  );
  const stop = () => void feed.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (isEntry()) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
