import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { securityHeadersPlugin } from './security-headers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ VENDOR_SIM_PUBLIC_URL: 'http://games.example:3900' });
});
afterAll(async () => t.close());

describe('security headers', () => {
  it('sends the whole set with the content security policy on HTML pages', async () => {
    const app = Fastify();
    await app.register(securityHeadersPlugin, {
      contentSecurityPolicy: {
        directives: { defaultSrc: ["'self'"], frameSrc: ["'self'", 'http://games.example:3900'] },
      },
    });
    app.get('/page', (_req, reply) => reply.type('text/html; charset=utf-8').send('<p>hi</p>'));
    const res = await app.inject({ method: 'GET', url: '/page' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-src 'self' http://games.example:3900");
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    await app.close();
  });

  it('keeps API answers, errors included, to the headers that matter to them', async () => {
    for (const url of ['/wps/system/status', '/wps/no/such/call']) {
      const res = await t.call({ method: 'GET', url });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toMatch(/max-age=/);
      expect(res.headers['content-security-policy']).toBeUndefined();
    }
  });
});
