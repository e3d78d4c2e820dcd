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
const SITES = { web: 'index.html', admin: 'index.html', 'house-web': 'slot/index.html' };
const SITE_NAMES = { web: 'player site', admin: 'back office', 'house-web': 'house game pages' };
for (const [site, entry] of Object.entries(SITES)) {
  const dist = path.join(root, `apps/${site}/dist/${entry}`);
  const sources = Math.max(shared, newestMtime(path.join(root, `apps/${site}`)));
  if (existsSync(dist) && sources <= statSync(dist).mtimeMs) continue;
  process.stdout.write(`Building the ${SITE_NAMES[site]}…\n`);
  const built = spawnSync('npm', ['run', 'build', '-w', `@openlobby/${site}`], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

// The demo runs as development, so the SMS and mail outbox calls are open. Under
// NODE_ENV=production nothing of the demo is added: no seed (the server refuses SEED_DEMO there),
// no simulator; the server says how to create the first operator when there is none.
const production = process.env.NODE_ENV === 'production';
const env = production ? { ...process.env } : { ...process.env, SEED_DEMO: process.env.SEED_DEMO ?? 'true' };

// The external vendor simulator (a transfer-wallet vendor) runs beside the server in development,
// its wallet journal next to the embedded database, unless VENDOR_SIM_URL points at one already.
const children = [];
if (!production && !process.env.VENDOR_SIM_URL) {
  const simPort = String(Number(process.env.SIM_PORT ?? Number(process.env.PORT ?? 3000) + 900));
  const dataDir = path.resolve(root, `${process.env.DATA_DIR ?? './data/pglite'}-vendor-sim`);
  const sim = spawn(process.execPath, ['--import', 'tsx', 'apps/vendor-sim/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      SIM_PORT: simPort,
      SIM_DATA_DIR: dataDir,
      SIM_SECRET: env.VENDOR_SIM_SECRET ?? 'dev-vendor-secret',
    },
  });
  children.push(sim);
  env.VENDOR_SIM_URL = `http://127.0.0.1:${simPort}`;
}
// The odds feed (a simulated sports data provider for the house sportsbook) runs beside it the same
// way, unless ODDS_FEED_URL points at one already; the server gets its URL and shared key.
if (!production && !process.env.ODDS_FEED_URL) {
  const feedPort = String(Number(process.env.FEED_PORT ?? Number(process.env.PORT ?? 3000) + 1100));
  const feedKey = process.env.ODDS_FEED_KEY ?? 'dev-feed-key';
  const feed = spawn(process.execPath, ['--import', 'tsx', 'apps/odds-feed/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, FEED_PORT: feedPort, FEED_KEY: feedKey },
  });
  children.push(feed);
  env.ODDS_FEED_URL = `http://127.0.0.1:${feedPort}`;
  env.ODDS_FEED_KEY = feedKey;
}
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env,
});
children.push(server);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => children.forEach((child) => child.kill(signal)));
server.on('exit', (code) => {
  children.forEach((child) => child.kill('SIGTERM'));
  process.exit(code ?? 0);
});
