import type { FastifyPluginAsync } from 'fastify';

/** Liveness (/healthz: the process answers) and readiness (/readyz: the database answers, not draining). */
export const healthRoutes: FastifyPluginAsync<{
  ping: () => Promise<boolean>;
  isDraining: () => boolean;
}> = async (app, { ping, isDraining }) => {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ success: true, value: { status: 'ok' } }));
  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    const ready = !isDraining() && (await ping());
    if (!ready) {
      return reply
        .status(503)
        .send({ success: false, errorCode: 'SYSTEM_MAINTENANCE', message: 'Not ready.' });
    }
    return { success: true, value: { status: 'ready' } };
  });
};
