import websocket from '@fastify/websocket';
import {
  ODDS_FEED_API,
  ODDS_FEED_KEY_HEADER,
  ZFeedFaultsRequest,
  ZFeedMessagesQuery,
  type TFeedMessagesPage,
} from '@openlobby/contracts';
import Fastify, { type FastifyError, type FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Faults } from './faults.ts';
import type { Feed } from './feed.ts';
import type { StreamHub } from './stream.ts';

export type TFeedAppDeps = { feed: Feed; hub: StreamHub; faults: Faults; key: string; logger: boolean };

const ZStreamQuery = z.object({
  after: z.coerce.number().int().min(0).optional(),
  key: z.string().optional(),
});

const sameKey = (given: unknown, key: string) => {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(key);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** The key from the header, or for the stream from `?key=` too (a browser cannot set headers). */
const keyOf = (req: FastifyRequest) => {
  const header = req.headers[ODDS_FEED_KEY_HEADER];
  if (typeof header === 'string') return header;
  const query = req.query as { key?: unknown } | undefined;
  return req.routeOptions.url === ODDS_FEED_API.stream ? query?.key : undefined;
};

/** The feed's HTTP face: /healthz, the stream, the snapshot, the journal and the fault knob. */
export async function buildFeedApp(deps: TFeedAppDeps) {
  const app = Fastify({ logger: deps.logger, forceCloseConnections: true, bodyLimit: 16 * 1024 });
  await app.register(websocket);

  app.setErrorHandler((err: FastifyError, req, reply) => {
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500)
      return reply.code(status).send({ ok: false, code: 'INVALID_REQUEST', message: err.message });
    req.log.error({ err }, 'unexpected error');
    return reply.code(500).send({ ok: false, code: 'INTERNAL', message: 'internal error' });
  });
  app.setNotFoundHandler((_req, reply) =>
    reply.code(404).send({ ok: false, code: 'NOT_FOUND', message: 'no such route' }),
  );
  app.addHook('onRequest', async (req, reply) => {
    if (req.url === '/healthz') return;
    if (!sameKey(keyOf(req), deps.key))
      return reply
        .code(401)
        .send({ ok: false, code: 'INVALID_KEY', message: `${ODDS_FEED_KEY_HEADER} is missing or wrong` });
  });
  app.addHook('preClose', async () => deps.hub.close());

  app.get('/healthz', async () => ({ ok: true }));

  app.get(ODDS_FEED_API.stream, { websocket: true }, (socket, req) => {
    const query = ZStreamQuery.safeParse(req.query);
    if (!query.success) return socket.close(4400, 'after must be a seq');
    const after = query.data.after;
    const detach = deps.hub.attach(socket, after === undefined ? [] : deps.feed.journal.after(after));
    socket.on('close', detach);
  });

  app.get(ODDS_FEED_API.snapshot, async () => deps.feed.snapshot());

  app.get(ODDS_FEED_API.messages, async (req, reply) => {
    const query = ZFeedMessagesQuery.safeParse(req.query);
    if (!query.success)
      return reply
        .code(400)
        .send({ ok: false, code: 'INVALID_REQUEST', message: query.error.issues[0]?.message });
    const { journal } = deps.feed;
    const page: TFeedMessagesPage = {
      messages: journal.after(query.data.after, query.data.limit),
      firstSeq: journal.firstSeq,
      lastSeq: journal.lastSeq,
      truncated: query.data.after < journal.droppedThrough,
    };
    return page;
  });

  app.get(ODDS_FEED_API.faults, async () => ({ ok: true, ...deps.faults.current }));
  app.post(ODDS_FEED_API.faults, async (req, reply) => {
    const body = ZFeedFaultsRequest.safeParse(req.body ?? {});
    if (!body.success)
      return reply
        .code(400)
        .send({ ok: false, code: 'INVALID_REQUEST', message: body.error.issues[0]?.message });
    return { ok: true, ...deps.faults.set(body.data) };
  });
  return app;
}
