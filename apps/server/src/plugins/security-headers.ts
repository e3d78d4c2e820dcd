import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's headers, worked out once at start and set on every answer. helmet (and @fastify/helmet)
 * rebuilds its middlewares and re-parses the CSP on each request; the headers never change, so
 * that work was a tenth of a cached lobby call's CPU.
 */
export async function computeSecurityHeaders(options: HelmetOptions): Promise<Record<string, string>> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
  } as unknown as ServerResponse;
  await new Promise<void>((resolve, reject) =>
    helmet(options)({} as IncomingMessage, res, (err?: unknown) => (err ? reject(err) : resolve())),
  );
  return headers;
}

/** What every answer carries; the rest (the CSP above all) only matters to documents. */
const EVERY_ANSWER = [
  'strict-transport-security',
  'x-content-type-options',
  'cross-origin-resource-policy',
  'x-frame-options',
];

/**
 * Sets helmet's headers: the few that matter to any answer on every one, and the whole set
 * (content security policy, opener policy, …) on HTML documents. API answers stay small: a
 * CSP on JSON protects nothing.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: HelmetOptions) => {
  const all = await computeSecurityHeaders(options);
  const always = Object.fromEntries(Object.entries(all).filter(([name]) => EVERY_ANSWER.includes(name)));
  // Callback hooks: they run on every answer, and an async hook costs a promise each time.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(always);
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) reply.headers(all);
    done(null, payload);
  });
});
