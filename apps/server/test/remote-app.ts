import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app.ts';

/**
 * A running server process seen as the tests' TestApp sees an in-process one: `call` as real HTTP
 * to `origin` (the demo brand's host unless told), so the test kits (identityKit's encrypted login,
 * say) drive a server on another process the same way.
 */
export function remoteApp(origin: string): Pick<TestApp, 'call' | 'now'> {
  return {
    now: () => new Date(),
    async call(opts: InjectOptions) {
      const headers = { host: 'localhost', ...(opts.headers as Record<string, string>) };
      const payload = opts.payload;
      const json = payload !== undefined && typeof payload !== 'string' && !Buffer.isBuffer(payload);
      const res = await fetch(`${origin}${String(opts.url)}`, {
        method: opts.method ?? 'GET',
        headers: { ...headers, ...(json ? { 'content-type': 'application/json' } : {}) },
        body: payload === undefined ? undefined : json ? JSON.stringify(payload) : (payload as string),
      });
      const text = await res.text();
      return {
        statusCode: res.status,
        body: text,
        headers: Object.fromEntries(res.headers),
        json: () => JSON.parse(text) as unknown,
      } as unknown as LightMyRequestResponse;
    },
  };
}
