import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseSimConfig } from './config.ts';
import { startSimulator } from './start-simulator.ts';

export { startSimulator } from './start-simulator.ts';
export type { TRunningSimulator, TSimulatorOptions } from './start-simulator.ts';
export { signAnswer, signRequest, verifySignature, SIGNATURE_HEADER } from './signature.ts';

/** True when this file is the process's entry (`node --import tsx apps/vendor-sim/src/main.ts`), not an import. */
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
  const config = parseSimConfig(process.env);
  if (!config.ok) {
    console.error(`vendor simulator: bad environment\n  ${config.problems.join('\n  ')}`);
    process.exit(1);
  }
  const sim = await startSimulator(config.options);
  console.log(`vendor simulator listening on ${sim.url}`);
  const stop = () => void sim.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (isEntry()) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
