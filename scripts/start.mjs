// `npm start`: builds the player site when it is missing or older than its sources, then starts one
// process serving the API and the site, on the embedded database unless DATABASE_URL is set.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 24 || (major === 24 && minor < 7)) {
  process.stderr.write(
    `OpenLobby needs Node.js 24.7 or later (this is ${process.version}).\n` +
      'Install it, for example with: npm i -g --prefix /usr/local node@24\n',
  );
  process.exit(1);
}

const root = path.resolve(import.meta.dirname ?? '.', '..');
function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

// Each site is built when it is missing or older than its sources (or the packages it uses).
const shared = Math.max(
  ...['packages/contracts', 'packages/i18n'].map((d) => newestMtime(path.join(root, d))),
);
for (const site of ['web', 'admin']) {
  const dist = path.join(root, `apps/${site}/dist/index.html`);
  const sources = Math.max(shared, newestMtime(path.join(root, `apps/${site}`)));
  if (existsSync(dist) && sources <= statSync(dist).mtimeMs) continue;
  process.stdout.write(`Building the ${site === 'web' ? 'player site' : 'back office'}…\n`);
  const built = spawnSync('npm', ['run', 'build', '-w', `@openlobby/${site}`], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

// The demo runs as development, so the SMS and mail outbox calls are open; production sets NODE_ENV.
const env = { ...process.env, SEED_DEMO: process.env.SEED_DEMO ?? 'true' };
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
