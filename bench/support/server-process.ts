import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../../apps/server/test/free-port.ts';
import { createScratchPostgres } from '../../apps/server/test/test-database.ts';

/** A fresh PostgreSQL database for one run, beside DATABASE_URL's. */
export const createScratchDatabase = () => createScratchPostgres('ol_bank');

/**
 * `kill` is SIGKILL (the crash test's point). With BENCH_PROFILE set it is SIGTERM, so a server run
 * with `NODE_OPTIONS=--cpu-prof` shuts down cleanly and writes its CPU profile.
 */
export type TServer = { address: string; port: number; pid: number; kill: () => void };

/**
 * Starts the real server (`apps/server/src/main.ts`) as a child process and waits until it is ready
 * (it throws if the process ends first or is not ready within 60 s). `databaseUrl` '' with
 * `DATA_DIR` in `extraEnv` serves the embedded PGlite in that directory (closed by everyone else).
 */
export async function startServer(
  databaseUrl: string,
  port?: number,
  extraEnv: Record<string, string> = {},
): Promise<TServer> {
  const p = port ?? (await freePort());
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(p),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      SEED_DEMO: 'false',
      REDIS_URL: '',
      RATE_LIMIT_PER_MINUTE: '100000000',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000000',
      WEB_DIST: '/nonexistent',
      ADMIN_DIST: '/nonexistent',
      HOUSE_DIST: '/nonexistent',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const address = `http://127.0.0.1:${p}`;
  let exited: number | string | null = null;
  child.once('exit', (code, signal) => (exited = code ?? signal));
  for (let i = 0; ; i++) {
    if (exited !== null) throw new Error(`the server exited before it was ready (${exited})`);
    if (i === 600) {
      child.kill('SIGKILL');
      throw new Error('the server was not ready within 60 s');
    }
    try {
      if ((await fetch(`${address}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    address,
    port: p,
    pid: child.pid!,
    kill: () => child.kill(process.env.BENCH_PROFILE ? 'SIGTERM' : 'SIGKILL'),
  };
}
