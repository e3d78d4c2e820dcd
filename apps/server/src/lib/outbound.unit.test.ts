import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardedFetch, OutboundRefused, outboundUrlProblem } from './outbound.ts';

/** A local peer whose answer each test sets; it records the requests it gets. */
let peer: Server;
let base: string;
const seen: { method?: string; url?: string; type?: string; body: string }[] = [];
let reply: (req: IncomingMessage) => { status: number; headers?: Record<string, string>; body?: string };

beforeAll(async () => {
  peer = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, type: req.headers['content-type'], body });
      const r = reply(req);
      res.writeHead(r.status, r.headers).end(r.body ?? '');
    });
  });
  await new Promise<void>((resolve) => peer.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(peer.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => peer.close(resolve)));

describe('guardedFetch', () => {
  it('sends a form body and headers as fetch would, and answers status, headers and body', async () => {
    seen.length = 0;
    reply = () => ({ status: 200, headers: { 'content-type': 'application/json' }, body: '{"ok":1}' });
    const res = await guardedFetch({ publicOnly: false })(`${base}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'authorization_code', code: 'abc' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(await res.json()).toEqual({ ok: 1 });
    expect(seen).toEqual([
      {
        method: 'POST',
        url: '/token',
        type: 'application/x-www-form-urlencoded',
        body: 'grant_type=authorization_code&code=abc',
      },
    ]);
  });

  it('answers a redirect as it is, without following it', async () => {
    seen.length = 0;
    reply = (req) =>
      req.url === '/start' ? { status: 302, headers: { location: `${base}/inside` } } : { status: 200 };
    const res = await guardedFetch({ publicOnly: false })(`${base}/start`, { redirect: 'follow' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`${base}/inside`);
    expect(seen.map((s) => s.url)).toEqual(['/start']);
  });

  it('fails an answer larger than the cap', async () => {
    reply = () => ({ status: 200, body: 'x'.repeat(5_000) });
    await expect(guardedFetch({ publicOnly: false, maxBytes: 1_000 })(`${base}/big`)).rejects.toThrow(
      /larger than 1000 bytes/,
    );
  });

  it('refuses plain http and non-public addresses when public only, before connecting', async () => {
    seen.length = 0;
    const fetch = guardedFetch({ publicOnly: true });
    await expect(fetch(`${base}/x`)).rejects.toBeInstanceOf(OutboundRefused);
    await expect(fetch('https://10.1.2.3/x')).rejects.toBeInstanceOf(OutboundRefused);
    await expect(fetch(`https://peer.localhost:${new URL(base).port}/x`)).rejects.toBeInstanceOf(
      OutboundRefused,
    );
    expect(seen).toEqual([]);
  });
});

describe('outboundUrlProblem', () => {
  it('says why an address typed in settings would be refused, and nothing for a good one', () => {
    expect(outboundUrlProblem('https://sms.example/send', true)).toBeUndefined();
    expect(outboundUrlProblem('http://sms.example/send', true)).toMatch(/http: is not allowed/);
    expect(outboundUrlProblem('https://172.16.0.9/send', true)).toMatch(/not a public address/);
    expect(outboundUrlProblem('https://localhost/send', true)).toMatch(/not a public address/);
    expect(outboundUrlProblem('http://127.0.0.1:9/send', false)).toBeUndefined();
    expect(outboundUrlProblem('ftp://sms.example/', false)).toMatch(/ftp: is not allowed/);
  });
});
