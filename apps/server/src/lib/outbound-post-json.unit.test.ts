import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isPublicAddress, OutboundRefused, postJson } from './outbound.ts';

let server: Server;
let base: string;
const hits: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    hits.push(req.url ?? '');
    if (req.url === '/redirect') {
      res.writeHead(302, { location: `${base}/target` });
      return res.end();
    }
    if (req.url === '/large') return res.end('x'.repeat(100_000));
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"ok":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('isPublicAddress', () => {
  it.each([
    ['8.8.8.8', true],
    ['203.0.114.1', true],
    ['2606:4700::1111', true],
    ['127.0.0.1', false],
    ['10.1.2.3', false],
    ['172.20.0.1', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['::1', false],
    ['::', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:7f00:1', false],
    ['fd00::1', false],
    ['fe80::1', false],
    ['64:ff9b::a00:1', false],
    ['not-an-address', false],
  ])('%s is public: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe('postJson', () => {
  it('posts and answers the status and body', async () => {
    expect(await postJson(`${base}/ok`, '{}', {}, { publicOnly: false })).toEqual({
      status: 200,
      body: '{"ok":true}',
    });
  });

  it('does not follow a redirect', async () => {
    hits.length = 0;
    expect((await postJson(`${base}/redirect`, '{}', {}, { publicOnly: false })).status).toBe(302);
    expect(hits).toEqual(['/redirect']);
  });

  it('refuses, in production, plain http, loopback and private addresses, and names that resolve to them', async () => {
    hits.length = 0;
    const port = new URL(base).port;
    for (const url of [
      `${base}/ok`,
      `https://127.0.0.1:${port}/ok`,
      `https://[::1]:${port}/ok`,
      `https://10.0.0.1:${port}/ok`,
      `https://169.254.169.254/latest/meta-data`,
      `https://localhost:${port}/ok`,
      `https://gateway.localhost:${port}/ok`,
      'ftp://example.com/',
      'https://user:pass@example.com/',
    ])
      await expect(postJson(url, '{}', {}, { publicOnly: true }), url).rejects.toBeInstanceOf(
        OutboundRefused,
      );
    expect(hits).toEqual([]);
  });

  it('reaches *.localhost on this machine outside production', async () => {
    const port = new URL(base).port;
    expect(
      (await postJson(`http://brand.localhost:${port}/ok`, '{}', {}, { publicOnly: false })).status,
    ).toBe(200);
  });

  it('fails on an answer larger than it reads', async () => {
    await expect(
      postJson(`${base}/large`, '{}', {}, { publicOnly: false, maxBytes: 10_000 }),
    ).rejects.toThrow(/larger/);
  });
});
