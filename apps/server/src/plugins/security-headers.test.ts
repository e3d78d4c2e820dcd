import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ VENDOR_SIM_PUBLIC_URL: 'http://games.example:3900' });
});
afterAll(async () => t.close());

describe('security headers', () => {
  it('sends the content security policy with the vendor simulator as a frame source', async () => {
    const res = await t.call({ method: 'GET', url: '/wps/system/status' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-src 'self' https: http://games.example:3900");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=/);
  });

  it('sends them on errors too', async () => {
    const res = await t.call({ method: 'GET', url: '/wps/no/such/call' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-security-policy']).toBeDefined();
  });
});
