import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';

/**
 * The baseline of the lobby benchmark: a bare Fastify app (no plugins, no hooks, default options)
 * with one JSON route answering the API's envelope. Run as a script it serves on a free port and
 * tells its parent the port over IPC; `startBareFastify` starts it so as a child process.
 */
export const BARE_PATH = '/bare';

export type TBareServer = { address: string; pid: number; kill: () => void };

const self = fileURLToPath(import.meta.url);

/** Starts the bare app as a child process of its own and waits until it listens. */
export function startBareFastify(): Promise<TBareServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', self], {
    env: { ...process.env, BARE_FASTIFY_SERVE: '1' },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('the bare Fastify app did not start'));
    }, 30_000);
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the bare Fastify app exited (${code})`)));
    child.once('message', (message: { port: number }) => {
      clearTimeout(timer);
      child.disconnect();
      resolve({
        address: `http://127.0.0.1:${message.port}`,
        pid: child.pid!,
        kill: () => child.kill(process.env.BENCH_PROFILE ? 'SIGTERM' : 'SIGKILL'),
      });
    });
  });
}

if (process.env.BARE_FASTIFY_SERVE === '1' && process.argv[1] === self) {
  const app = Fastify();
  app.get(BARE_PATH, async () => ({ success: true, value: { ok: true } }));
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
  await app.listen({ host: '127.0.0.1', port: 0 });
  process.send!({ port: (app.server.address() as { port: number }).port });
}
