import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { ADMIN_API, API, AUTH_API } from '@openlobby/contracts';
import { body, createTestApp, OPS_TOKEN, type TestApp } from '../../test/test-app.ts';
import { identityKit } from '../modules/identity/identity-test-kit.ts';
import { feedback } from '../modules/content/content.schema.ts';

let t: TestApp;
let port: number;
let member: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
  member = await identityKit(t).tokenOf('player1', 'Player123');
});
afterAll(async () => t.close());

type TRaw = { status: number; headers: string; body: string };

/** Writes `head` (and `payload`) on a fresh socket as is, and reads the answer until the server closes it. */
function raw(head: string, payload = ''): Promise<TRaw> {
  return new Promise((resolve, reject) => {
    // Not half-closed: a server may drop a request whose client has ended; `Connection: close` ends it.
    const socket = net.connect(port, '127.0.0.1', () => socket.write(`${head}\r\n\r\n${payload}`));
    const chunks: Buffer[] = [];
    socket.on('data', (d) => chunks.push(d));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      resolve({
        status: Number(text.slice(9, 12)),
        headers: text.slice(0, split).toLowerCase(),
        body: text.slice(split + 4),
      });
    });
  });
}

/** A request line with the demo host and a closing connection, plus any other header lines. */
const request = (line: string, ...headers: string[]) =>
  [line, 'Host: localhost', 'Connection: close', ...headers].join('\r\n');

/** The envelope of a refusal: JSON, success false, a code and a message. */
function envelopeOf(res: TRaw) {
  expect(res.headers).toMatch(/content-type: application\/json/);
  const parsed = JSON.parse(res.body) as { success: boolean; errorCode: string; message: string };
  expect(parsed).toMatchObject({
    success: false,
    errorCode: expect.any(String),
    message: expect.any(String),
  });
  return parsed;
}

const feedbackRows = async () => (await t.db.select({ n: count() }).from(feedback))[0]!.n;

describe('the input boundary', () => {
  it('refuses NUL in a query value, a path param and a header before any query, naming the place', async () => {
    const cases = [
      { url: '/wps/agent/affiliate?affiliateCode=AB%00CD', field: 'url' },
      { url: '/wps/system/customerService/1%00/link', field: 'url' },
      { url: '/wps/system/whitelabel', headers: { merchant: 'lob\u0000by' }, field: 'headers.merchant' },
      { url: '/wps/member/info', headers: { authorization: 'tok\u0000en' }, field: 'headers.authorization' },
    ];
    for (const c of cases) {
      const res = await t.call({ method: 'GET', url: c.url, headers: c.headers });
      expect(res.statusCode, c.url).toBe(400);
      expect(body(res)).toMatchObject({ errorCode: 'VALIDATION_FAILED', value: [{ field: c.field }] });
    }
  });

  it('refuses a body with NUL, C1 controls, lone surrogates or control characters in keys, and writes nothing', async () => {
    const before = await feedbackRows();
    const bodies = [
      '{"questionType":"BUG","content":"bad\\u0000byte"}',
      '{"questionType":"BUG","content":"next\\u0085line"}',
      '{"questionType":"BUG","content":"half \\ud800 pair"}',
      '{"questionType":"BUG","content":"ok","x\\u0001":1}',
    ];
    for (const payload of bodies) {
      const res = await t.call({
        method: 'PUT',
        url: API.feedback,
        headers: { authorization: member, 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(body(res).errorCode).toBe('VALIDATION_FAILED');
    }
    expect(await feedbackRows()).toBe(before);
  });

  it('takes multi-line text with tabs, and text in any script', async () => {
    const res = await t.call({
      method: 'PUT',
      url: API.feedback,
      headers: { authorization: member },
      payload: { questionType: 'BUG', content: 'line one\r\nline two\tสวัสดี 😀' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('walks an encrypted call’s body after it is decrypted', async () => {
    const res = await identityKit(t).login({ username: 'player\u00001', password: 'Player123' });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({ errorCode: 'VALIDATION_FAILED', value: [{ field: 'body.username' }] });
  });

  it('refuses JSON nested deeper than any call takes', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/wps/relay/GCSGAME_gameList',
      headers: { 'content-type': 'application/json' },
      payload: `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`,
    });
    expect(res.statusCode).toBe(400);
    expect(body(res).errorCode).toBe('VALIDATION_FAILED');
  });
});

describe('refusals of the framework, over a real socket', () => {
  it('answers an overlong address with 414 and overlong headers with 431, in the envelope', async () => {
    const uri = await raw(request(`GET /wps/system/whitelabel?q=${'a'.repeat(20_000)} HTTP/1.1`));
    expect(uri.status).toBe(414);
    expect(envelopeOf(uri).errorCode).toBe('URI_TOO_LONG');
    const headers = await raw(request('GET /wps/system/whitelabel HTTP/1.1', `X-Big: ${'b'.repeat(20_000)}`));
    expect(headers.status).toBe(431);
    expect(envelopeOf(headers).errorCode).toBe('HEADERS_TOO_LARGE');
    // Under Node's limit but over the server's: refused by the boundary, same code.
    const long = await raw(request(`GET /wps/system/whitelabel?q=${'a'.repeat(9_000)} HTTP/1.1`));
    expect(long.status).toBe(414);
    expect(envelopeOf(long).errorCode).toBe('URI_TOO_LONG');
  });

  it('answers a malformed request line with 400 in the envelope', async () => {
    const res = await raw(request('GET /wps/system/whitelabel\u0001 HTTP/1.1'));
    expect(res.status).toBe(400);
    expect(envelopeOf(res).errorCode).toBe('VALIDATION_FAILED');
  });

  it('keeps the status of bad JSON (400), a wrong content type (415), a large body (413), a wrong method (405), an unknown route (404)', async () => {
    const post = (type: string, payload: string) =>
      raw(
        request(
          'POST /wps/relay/GCSGAME_gameList HTTP/1.1',
          `Content-Type: ${type}`,
          `Content-Length: ${Buffer.byteLength(payload)}`,
        ),
        payload,
      );
    const cases: [Promise<TRaw>, number, string][] = [
      [post('application/json', '{"page":'), 400, 'VALIDATION_FAILED'],
      [post('application/json', ''), 400, 'VALIDATION_FAILED'],
      [post('application/xml', '<a/>'), 415, 'UNSUPPORTED_MEDIA_TYPE'],
      [post('application/json', `"${'x'.repeat(1024 * 1024 + 10)}"`), 413, 'PAYLOAD_TOO_LARGE'],
      [raw(request('DELETE /wps/relay/GCSGAME_gameList HTTP/1.1')), 405, 'METHOD_NOT_ALLOWED'],
      [raw(request('GET /wps/no/such/call HTTP/1.1')), 404, 'NOT_FOUND'],
      [raw(request('GET /wps/system/customerService/%E0%A4%A/link HTTP/1.1')), 400, 'VALIDATION_FAILED'],
      [raw(request(`GET /wps/system/customerService/${'9'.repeat(200)}/link HTTP/1.1`)), 414, 'URI_TOO_LONG'],
    ];
    for (const [pending, status, code] of cases) {
      const res = await pending;
      expect(res.status, code).toBe(status);
      expect(envelopeOf(res).errorCode).toBe(code);
    }
    const wrongMethod = await raw(request('DELETE /wps/relay/GCSGAME_gameList HTTP/1.1'));
    expect(wrongMethod.headers).toMatch(/allow: post/);
  });
});

describe('route protection decided by the route, not the request line', () => {
  it('asks for an operator on every spelling of a back-office call that reaches its route', async () => {
    for (const target of [
      'http://localhost/admin/api/session/me',
      'https://evil.example/admin/api/session/me',
      'http://localhost:80/admin/api/session/me?x=1',
      '/%61dmin/api/session/me',
      '/admin/%61pi/session/me',
    ]) {
      const res = await raw(request(`GET ${target} HTTP/1.1`));
      expect(res.status, target).toBe(401);
      expect(envelopeOf(res).errorCode, target).toBe('NOT_LOGGED_IN');
    }
  });

  it('answers spellings that name no route with the NOT_FOUND envelope, never a page or a handler', async () => {
    for (const target of [
      '//admin/api/session/me',
      '/admin/api/../api/session/me',
      '/admin/api/%2e%2e/api/session/me',
      '/ADMIN/api/session/me',
      '/admin/API/session/me',
      '/admin/api/session/me/',
    ]) {
      const res = await raw(request(`GET ${target} HTTP/1.1`));
      expect([401, 404], target).toContain(res.status);
      expect(['NOT_LOGGED_IN', 'NOT_FOUND'], target).toContain(envelopeOf(res).errorCode);
    }
  });

  it('answers a back-office call with a token on an absolute-form line as on a path', async () => {
    const res = await raw(
      request(`POST http://localhost${ADMIN_API.logout} HTTP/1.1`, 'Authorization: nope'),
    );
    expect(res.status).toBe(401);
  });

  it('resolves the brand and the member’s session of an absolute-form player call', async () => {
    const res = await raw(
      request(`GET http://localhost${AUTH_API.memberInfo} HTTP/1.1`, `Authorization: ${member}`),
    );
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ success: true, value: { account: 'player1' } });
  });

  it('closes an absolute-form or escaped player call when the brand is under maintenance', async () => {
    const ops = (payload: object) =>
      t.call({
        method: 'PATCH',
        url: '/ops/brands/lobby',
        headers: { authorization: `Bearer ${OPS_TOKEN}` },
        payload,
      });
    await ops({ maintenance: true });
    try {
      for (const target of [
        'http://localhost/wps/relay/GCSGAME_newGameVendor',
        '/%77ps/relay/GCSGAME_newGameVendor',
      ]) {
        const res = await raw(request(`GET ${target} HTTP/1.1`));
        expect(res.status, target).toBe(503);
        expect(envelopeOf(res).errorCode).toBe('SYSTEM_MAINTENANCE');
      }
    } finally {
      await ops({ maintenance: false });
    }
  });
});
