import Fastify, { type FastifyError } from 'fastify';
import { apiRoutes } from './api-routes.ts';
import { SimError } from './errors.ts';
import { createFaults } from './faults.ts';
import { registerPlayRoutes } from './play-routes.ts';
import { createSessions } from './sessions.ts';
import type { WalletStore } from './wallet-store.ts';

export type TSimulatorAppDeps = {
  store: WalletStore;
  secret: string;
  now: () => Date;
  randomInt: (max: number) => number;
  publicUrl: () => string;
  logger: boolean;
};

/** Game URLs carry the session token, the page's only credential: logs keep the path, not the token. */
const redactUrl = (url: string | undefined) => url?.replace(/\/play\/[^/?]+/, '/play/<token>');

/** The simulator's HTTP face: /healthz, the signed /api, and the game pages under /play. */
export function buildSimulatorApp(deps: TSimulatorAppDeps) {
  const app = Fastify({
    logger: deps.logger
      ? {
          serializers: {
            req: (req: { method?: string; url?: string; ip?: string }) => ({
              method: req.method,
              url: redactUrl(req.url),
              remoteAddress: req.ip,
            }),
          },
        }
      : false,
    forceCloseConnections: true,
    bodyLimit: 64 * 1024,
  });
  const sessions = createSessions({ now: deps.now });
  const faults = createFaults();

  app.setErrorHandler((err: FastifyError | SimError, req, reply) => {
    if (err instanceof SimError) {
      return reply.code(err.status).send({ ok: false, code: err.code, message: err.message, ...err.extra });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ ok: false, code: 'INVALID_REQUEST', message: err.message });
    }
    req.log.error({ err }, 'unexpected error');
    return reply.code(500).send({ ok: false, code: 'INTERNAL', message: 'internal error' });
  });
  app.setNotFoundHandler((_req, reply) =>
    reply.code(404).send({ ok: false, code: 'NOT_FOUND', message: 'no such route' }),
  );
  app.addHook('preClose', async () => faults.releaseAll());

  app.get('/healthz', async () => ({ ok: true }));
  app.register(
    apiRoutes({
      store: deps.store,
      sessions,
      faults,
      secret: deps.secret,
      now: deps.now,
      publicUrl: deps.publicUrl,
    }),
    {
      prefix: '/api',
    },
  );
  registerPlayRoutes(app, { store: deps.store, sessions, randomInt: deps.randomInt, now: deps.now });
  return app;
}
