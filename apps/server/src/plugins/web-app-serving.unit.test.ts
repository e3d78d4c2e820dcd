import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compressDist } from '../../../../scripts/compress-dist.mjs';
import { cacheControlOf, isBuiltFilePath } from './web-app.ts';

describe('compressDist', () => {
  let dir: string;
  const write = (at: string, content: string | Buffer) => {
    mkdirSync(path.dirname(path.join(dir, at)), { recursive: true });
    writeFileSync(path.join(dir, at), content);
  };
  const has = (at: string) => existsSync(path.join(dir, at));
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'openlobby-compress-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes a brotli and a gzip copy of each text file, in every folder, that read back the same', () => {
    const script = 'console.log("a chunk of the player site");\n'.repeat(100);
    write('static/main-AbC12345.js', script);
    write('slot/index.html', `<!doctype html>${'<p>page</p>'.repeat(200)}`);
    const written = compressDist(dir);
    expect(written.map((w) => w.file).sort()).toEqual(['slot/index.html', 'static/main-AbC12345.js']);
    const at = path.join(dir, 'static/main-AbC12345.js');
    expect(brotliDecompressSync(readFileSync(`${at}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${at}.gz`)).toString()).toBe(script);
    expect(written.find((w) => w.file === 'static/main-AbC12345.js')).toMatchObject({ raw: script.length });
  });

  it('leaves alone files under 1 KB and formats that are compressed already', () => {
    write('static/tiny-Zz9Yy8Xx.js', 'export {};\n');
    write('static/logo-Qw3Er4Ty.png', Buffer.alloc(4096, 1));
    expect(compressDist(dir)).toEqual([]);
    expect(has('static/tiny-Zz9Yy8Xx.js.br') || has('static/logo-Qw3Er4Ty.png.br')).toBe(false);
  });

  it('keeps no copy that would be bigger than the file, so the file itself is sent', () => {
    // Random bytes do not shrink; a stale copy from an earlier run goes too.
    write('static/noise-Ui7Op8As.json', randomBytes(4096));
    write('static/noise-Ui7Op8As.json.br', 'stale');
    compressDist(dir);
    expect(has('static/noise-Ui7Op8As.json.br')).toBe(false);
  });

  it('never compresses its own copies again when run twice', () => {
    write('static/main-AbC12345.css', 'body { color: red; }\n'.repeat(100));
    compressDist(dir);
    expect(compressDist(dir).map((w) => w.file)).toEqual(['static/main-AbC12345.css']);
    expect(has('static/main-AbC12345.css.br.br') || has('static/main-AbC12345.css.gz.gz')).toBe(false);
  });
});

describe('cacheControlOf', () => {
  const root = '/srv/web';
  it('keeps hashed files and their compressed copies for a year', () => {
    for (const file of ['/srv/web/static/main-AbC12345.js', '/srv/web/static/main-AbC12345.js.br'])
      expect(cacheControlOf(root, file)).toBe('public, max-age=31536000, immutable');
  });
  it('has every page, of any site folder, checked again on each load', () => {
    for (const file of ['/srv/web/index.html', '/srv/web/index.html.gz', '/srv/house/slot/index.html'])
      expect(cacheControlOf(root, file)).toBe('no-cache');
  });
  it('keeps other files for an hour, even one named like the hashed folder outside it', () => {
    for (const file of ['/srv/web/favicon.ico', '/srv/web/static', '/srv/static/x.js'])
      expect(cacheControlOf(root, file)).toBe('public, max-age=3600');
  });
});

describe('isBuiltFilePath', () => {
  it('knows the built sites’ files', () => {
    for (const url of [
      '/static/main-AbC12345.js',
      '/index.html',
      '/favicon.ico',
      '/admin/static/x-1.js',
      '/admin/index.html',
      '/house/*',
    ])
      expect(isBuiltFilePath(url), url).toBe(true);
  });
  it('never takes an API path for one', () => {
    for (const url of [
      '/wps/relay/GCSGAME_newGameVendor',
      '/admin/api/members',
      '/house/api/slot/spin',
      '/assets/vendors/:code.svg',
      '/healthz',
      '/wps/ws',
    ])
      expect(isBuiltFilePath(url), url).toBe(false);
  });
});
