import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, WALLET_API } from '@openlobby/contracts';
import { compressDist } from '../../../../scripts/compress-dist.mjs';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { COMPRESS_THRESHOLD_BYTES } from './compression.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A built script big enough to be compressed at build time, as Vite names it (content hash). */
const SCRIPT = `export const lines = [${Array.from({ length: 400 }, (_, i) => `'line ${i}'`).join(', ')}];\n`;
const PAGE = `<!doctype html><html><head><script type="module" src="/static/main-AbC12345.js"></script></head><body>${'<p>page</p>'.repeat(200)}</body></html>`;

let dist: string;
let t: TestApp;
let origin: string;

/** The built sites of a release, compressed by the build's own script. */
function writeDist(root: string) {
  const file = (at: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, at)), { recursive: true });
    writeFileSync(path.join(root, at), text);
  };
  file('web/index.html', PAGE);
  file('web/static/main-AbC12345.js', SCRIPT);
  file('web/static/tiny-Zz9Yy8Xx.js', 'export {};\n');
  file('web/favicon.svg', `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(300)}</svg>`);
  file('admin/index.html', PAGE.replaceAll('/static/', '/admin/static/'));
  file('admin/static/console-Qw3Er4Ty.js', SCRIPT);
  file('house/slot/index.html', PAGE.replaceAll('/static/', '/house/static/'));
  file('house/static/slot-Ui7Op8As.js', SCRIPT);
  for (const site of ['web', 'admin', 'house']) compressDist(path.join(root, site));
}

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'openlobby-serving-'));
  writeDist(dist);
  t = await createTestApp({
    WEB_DIST: path.join(dist, 'web'),
    ADMIN_DIST: path.join(dist, 'admin'),
    HOUSE_DIST: path.join(dist, 'house'),
  });
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

type TAnswer = { status: number; headers: Record<string, string | string[] | undefined>; bytes: Buffer };

/** A GET over real HTTP that sends exactly the headers given (fetch would add Accept-Encoding). */
function get(url: string, headers: Record<string, string> = {}): Promise<TAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${url}`, { headers: { host: 'localhost', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, bytes: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The body as the client reads it after undoing the answer's Content-Encoding. */
function decoded(answer: TAnswer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.bytes).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(answer.bytes).toString('utf8');
  expect(encoding).toBeUndefined();
  return answer.bytes.toString('utf8');
}

describe('the built sites', () => {
  const hashed = [
    '/static/main-AbC12345.js',
    '/admin/static/console-Qw3Er4Ty.js',
    '/house/static/slot-Ui7Op8As.js',
  ];

  it.each(hashed)(
    'sends %s as the build compressed it, by Accept-Encoding, cached for a year',
    async (url) => {
      const cases = [
        { accept: 'br, gzip', encoding: 'br' },
        { accept: 'gzip', encoding: 'gzip' },
        { accept: undefined, encoding: undefined },
      ];
      for (const { accept, encoding } of cases) {
        const res = await get(url, accept ? { 'accept-encoding': accept } : {});
        expect(res.status).toBe(200);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers['content-type']).toMatch(/javascript/);
        expect(res.headers['cache-control']).toBe(IMMUTABLE);
        expect(res.headers['vary']).toMatch(/accept-encoding/i);
        expect(decoded(res)).toBe(SCRIPT);
        if (encoding) expect(res.bytes.length).toBeLessThan(SCRIPT.length / 3);
      }
    },
  );

  it('sends a script too small to compress as it is, still cached for a year', async () => {
    const res = await get('/static/tiny-Zz9Yy8Xx.js', { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(decoded(res)).toBe('export {};\n');
  });

  it('never serves a compressed variant as a file of its own', async () => {
    const res = await get('/static/main-AbC12345.js.br');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it('asks the server again for every page, at its address and as the history-mode fallback', async () => {
    for (const url of [
      '/',
      '/index.html',
      '/games/slots',
      '/admin/',
      '/admin/index.html',
      '/admin/members',
      '/house/slot/',
    ]) {
      const res = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(res.status, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(decoded(res), url).toMatch(/^<!doctype html>/);
    }
  });

  it('keeps a file that has no hash in its name for an hour only', async () => {
    const res = await get('/favicon.svg', { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('API answers', () => {
  it('compresses a big JSON answer for a client that accepts it, and only then', async () => {
    const plain = await get(API.vendors);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    const json = plain.bytes.toString('utf8');
    expect(JSON.parse(json).success).toBe(true);

    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['gzip, deflate, br, zstd', 'br'],
    ] as const) {
      const res = await get(API.vendors, { 'accept-encoding': accept });
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers['vary'], accept).toMatch(/accept-encoding/i);
      expect(res.headers['content-type'], accept).toMatch(/^application\/json/);
      expect(res.bytes.length, accept).toBeLessThan(plain.bytes.length);
      expect(decoded(res), accept).toBe(json);
    }
  });

  it('sends a small answer as it is', async () => {
    const res = await get('/wps/system/status', { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.bytes.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(JSON.parse(res.bytes.toString('utf8')).success).toBe(true);
  });

  it('leaves the envelope of a refused call readable', async () => {
    const res = await get('/wps/no/such/call', { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(404);
    expect(JSON.parse(decoded(res)).errorCode).toBe('NOT_FOUND');
  });

  it('leaves the wallet socket alone', async () => {
    const socket = new WebSocket(`${origin.replace('http', 'ws')}${WALLET_API.events}`);
    const said = new Promise<string>((resolve) =>
      socket.addEventListener('message', (e) => resolve(String(e.data))),
    );
    const closed = new Promise<number>((resolve) => socket.addEventListener('close', (e) => resolve(e.code)));
    await new Promise((resolve, reject) => {
      socket.addEventListener('open', resolve);
      socket.addEventListener('error', reject);
    });
    socket.send(JSON.stringify({ token: 'x'.repeat(40) }));
    expect(JSON.parse(await said)).toEqual({ type: 'error', errorCode: 'NOT_LOGGED_IN' });
    expect(await closed).toBe(4401);
  });
});
