import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';

/**
 * The baseline of the lobby benchmark: a bare Fastify app (no plugins, no hooks, default options)
 * with one JSON route answering the API's envelope, and, when given, routes that answer given JSON
 * values to the same method and path as the real calls (`POST` ones parse their JSON body as
 * Fastify does). Run as a script it serves on a free port and tells its parent the port over IPC;
 * `startBareFastify` starts it so as a child process.
 */
export const BARE_PATH = '/bare';

/** A route of the bare app that answers `answer`, serialised by Fastify's default serializer. */
export type TBareRoute = { method: 'GET' | 'POST'; url: string; answer: unknown };

export type TBareServer = { address: string; pid: number; kill: () => void };

const self = fileURLToPath(import.meta.url);

/** Starts the bare app as a child process of its own and waits until it listens. */
export function startBareFastify(routes: TBareRoute[] = []): Promise<TBareServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', self], {
    env: { ...process.env, BARE_FASTIFY_SERVE: '1', BARE_FASTIFY_ROUTES: JSON.stringify(routes) },
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
  for (const route of JSON.parse(process.env.BARE_FASTIFY_ROUTES ?? '[]') as TBareRoute[]) {
    app.route({ method: route.method, url: route.url, handler: async () => route.answer });
  }
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
  await app.listen({ host: '127.0.0.1', port: 0 });
  process.send!({ port: (app.server.address() as { port: number }).port });
}
