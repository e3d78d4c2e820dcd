import { describe, expect, it } from 'vitest';
import { findBadInput, findBadRequestLine, MAX_DEPTH, MAX_URL_LENGTH } from './input-boundary.ts';
import { canonicalPath } from './web-app.ts';

const line = (url: string, parts: { query?: object; params?: object; headers?: object } = {}) =>
  findBadRequestLine({
    url,
    query: parts.query ?? {},
    params: parts.params ?? {},
    headers: { host: 'localhost', ...parts.headers } as Record<string, string>,
  });

describe('findBadInput', () => {
  it('refuses NUL and other C0 controls in body text, naming the field', () => {
    expect(findBadInput({ a: { b: ['ok', 'x\u0000y'] } }, 'body', 'body')).toEqual({
      field: 'body.a.b.1',
      message: 'control characters are not allowed',
    });
    expect(findBadInput({ a: '\u001b[31m' }, 'body', 'body')?.field).toBe('body.a');
    expect(findBadInput({ a: 'bell\u0007' }, 'body', 'body')?.field).toBe('body.a');
  });

  it('keeps tab, line feed and carriage return in body text, where multi-line text is legitimate', () => {
    expect(findBadInput({ remark: 'line one\r\nline two\tend' }, 'body', 'body')).toBeNull();
  });

  it('refuses DEL, C1 controls and lone surrogates, and keeps paired ones (emoji) and other scripts', () => {
    expect(findBadInput({ a: 'x\u007f' }, 'body', 'body')).not.toBeNull();
    expect(findBadInput({ a: 'x\u0085' }, 'body', 'body')).not.toBeNull();
    expect(findBadInput({ a: 'x\ud800' }, 'body', 'body')).not.toBeNull();
    expect(findBadInput({ a: '\udc00x' }, 'body', 'body')).not.toBeNull();
    expect(findBadInput({ a: '😀 สวัสดี 你好 é' }, 'body', 'body')).toBeNull();
  });

  it('refuses control characters in object keys', () => {
    expect(findBadInput({ 'k\u0000': 1 }, 'body', 'body')?.field).toBe('body');
  });

  it('refuses nesting deeper than the limit and takes it up to the limit', () => {
    const nest = (depth: number): unknown => (depth === 0 ? 'leaf' : { n: nest(depth - 1) });
    expect(findBadInput(nest(MAX_DEPTH - 1), 'body', 'body')).toBeNull();
    expect(findBadInput(nest(MAX_DEPTH + 1), 'body', 'body')?.message).toBe('nested too deeply');
    // A body of a million brackets is refused without exhausting the stack.
    const deep = JSON.parse('['.repeat(100_000) + ']'.repeat(100_000)) as unknown;
    expect(findBadInput(deep, 'body', 'body')?.message).toBe('nested too deeply');
  });

  it('refuses line breaks and tabs in one-line values (query, params)', () => {
    expect(findBadInput({ q: 'a\nb' }, 'query', 'line')?.field).toBe('query.q');
    expect(findBadInput({ q: ['ok', 'a\tb'] }, 'query', 'line')?.field).toBe('query.q.1');
  });

  it('passes numbers, booleans, null and byte buffers', () => {
    expect(findBadInput({ n: 1, b: true, z: null, raw: Buffer.from([0, 1, 2]) }, 'body', 'body')).toBeNull();
  });
});

describe('findBadRequestLine', () => {
  it('passes a plain address and ordinary headers', () => {
    expect(
      line('/wps/relay/GCSGAME_newGameVendor?platform=web', {
        headers: { 'user-agent': 'Mozilla/5.0 (X11)' },
      }),
    ).toBeNull();
  });

  it('refuses a percent-encoded control anywhere in the address, decoded or not', () => {
    for (const url of ['/wps/system/whitelabel?x=%00', '/wps/a%0Ab', '/x?y=%7f', '/x?y=%C2%85']) {
      expect(line(url)?.code, url).toBe('VALIDATION_FAILED');
    }
  });

  it('refuses decoded query values and params with controls or lone surrogates', () => {
    expect(line('/x?q=%F0', { query: { q: '\ud800' } })?.value).toEqual([
      { field: 'query.q', message: 'control characters are not allowed' },
    ]);
    expect(line('/x/%E2', { params: { id: 'a\u0085' } })?.code).toBe('VALIDATION_FAILED');
  });

  it('refuses header values with C0 controls but keeps tab and UTF-8 bytes read as latin1', () => {
    expect(line('/x', { headers: { merchant: 'lob\u0000by' } })?.value).toEqual([
      { field: 'headers.merchant', message: 'control characters are not allowed' },
    ]);
    expect(
      line('/x', { headers: { 'x-a': 'a\tb', 'user-agent': Buffer.from('…é', 'utf8').toString('latin1') } }),
    ).toBeNull();
  });

  it('refuses a multipart body announced without its boundary', () => {
    expect(line('/x', { headers: { 'content-type': 'multipart/form-data' } })?.value).toEqual([
      { field: 'headers.content-type', message: 'a multipart body needs its boundary' },
    ]);
    expect(line('/x', { headers: { 'content-type': 'multipart/form-data; boundary=abc' } })).toBeNull();
  });

  it('answers an overlong address with URI_TOO_LONG', () => {
    expect(line(`/x?q=${'a'.repeat(MAX_URL_LENGTH)}`)?.code).toBe('URI_TOO_LONG');
  });
});

describe('canonicalPath', () => {
  it('compares what a proxy would: origin, escapes, doubled slashes, dot segments and case resolved', () => {
    expect(canonicalPath('http://localhost/admin/api/x?y=1')).toBe('/admin/api/x');
    expect(canonicalPath('//admin//api/x')).toBe('/admin/api/x');
    expect(canonicalPath('/admin/api/../api/x')).toBe('/admin/api/x');
    expect(canonicalPath('/admin/api/%2e%2e/%2E%2E/wps/')).toBe('/wps/');
    expect(canonicalPath('/ADMIN/Api/X')).toBe('/admin/api/x');
    expect(canonicalPath('/%E0%A4%A/x')).toBe('/%e0%a4%a/x');
  });
});
