import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from './free-port.ts';
import { createScratchPostgres, migratedTemplate } from './test-database.ts';

const root = path.resolve(import.meta.dirname, '../../..');

/** Production settings with no development default (the simulator off, the operations API off). */
export const PRODUCTION = {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'error',
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: 'https://sms.example/send',
  SMS_HTTP_TOKEN: 'sms-token',
  OPS_API_TOKEN: 'off',
  SMTP_URL: 'smtp://127.0.0.1:9',
  DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
  RUN_JOBS: 'false',
  WEB_DIST: '/nonexistent',
  ADMIN_DIST: '/nonexistent',
  HOUSE_DIST: '/nonexistent',
};

export type TServerRun = {
  /** The exit code when it stopped by itself; null when it started (and was then stopped). */
  code: number | null;
  started: boolean;
  stdout: string;
  stderr: string;
  /** The answer to `probe` for the demo brand `lobby`, asked once the server was ready. */
  probed: { status: number; body: string } | null;
};

/** A server process (`main.ts`, as `npm start` runs it) and what it has written so far. */
export type TServerProcess = {
  port: number;
  stdout: () => string;
  stderr: () => string;
  /** Settles with the exit code once the process has exited. */
  exited: Promise<number | null>;
  running: () => boolean;
  /** Resolves true once it answers /readyz, false if it exits first. */
  ready: () => Promise<boolean>;
  kill: (signal?: NodeJS.Signals) => Promise<number | null>;
};

/** Starts the real server with `env` over a minimal environment (PATH and HOME only). */
export async function startServer(env: Record<string, string>): Promise<TServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let running = true;
  void exited.then(() => (running = false));
  return {
    port,
    stdout: () => stdout,
    stderr: () => stderr,
    exited,
    running: () => running,
    async ready() {
      while (running) {
        const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) return true;
        // Polls until it answers or exits, whichever comes first.
        await Promise.race([exited, new Promise((r) => setTimeout(r, 50))]);
      }
      return false;
    },
    async kill(signal = 'SIGTERM') {
      if (running) child.kill(signal);
      return exited;
    },
  };
}

/**
 * Runs the real server with PRODUCTION and `env` until it exits, or until it answers /readyz; then
 * asks it `probe` and stops it. An in-memory database unless `env` names one.
 */
export async function runServer(env: Record<string, string>, probe?: string): Promise<TServerRun> {
  const server = await startServer({ ...PRODUCTION, DATA_DIR: 'memory://', ...env });
  if (!(await server.ready()))
    return {
      code: await server.exited,
      started: false,
      stdout: server.stdout(),
      stderr: server.stderr(),
      probed: null,
    };
  let probed: TServerRun['probed'] = null;
  if (probe) {
    const answer = await fetch(`http://127.0.0.1:${server.port}${probe}`, { headers: { merchant: 'lobby' } });
    probed = { status: answer.status, body: await answer.text() };
  }
  await server.kill();
  return { code: null, started: true, stdout: server.stdout(), stderr: server.stderr(), probed };
}

/**
 * The database a test's server process runs on, in the project's database: in-memory PGlite
 * (`memory://`, created and migrated by the server), or on PostgreSQL a scratch copy of the run's
 * migrated template, which the server's own migration finds up to date (dropped by `drop()`).
 */
export async function serverDatabase(): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  if (process.env.TEST_DB !== 'postgres') return { env: { DATA_DIR: 'memory://' }, drop: async () => {} };
  const scratch = await createScratchPostgres('ol_prod', migratedTemplate());
  return {
    env: { DATABASE_URL: scratch.url },
    drop: async () => {
      await scratch.drop();
    },
  };
}
