import { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, buildUrl, fillPath } from './api-client.ts';
import { ApiError, isForbidden } from './api-error.ts';
import { useSession } from './session.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  useSession.setState({ token: null, operator: null });
});
afterEach(() => vi.unstubAllGlobals());

const caught = async (p: Promise<unknown>): Promise<ApiError> => {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(ApiError);
    return e as ApiError;
  }
  throw new Error('expected the call to fail');
};

describe('apiRequest', () => {
  it('returns the parsed value of a success envelope', async () => {
    fetchMock.mockResolvedValue(json(200, { success: true, value: { n: 3 } }));
    await expect(apiRequest('/admin/api/x', { schema: z.object({ n: z.number() }) })).resolves.toEqual({
      n: 3,
    });
  });

  it('sends the raw token as Authorization, the language, and JSON bodies', async () => {
    useSession.setState({ token: 'tok-123' });
    fetchMock.mockResolvedValue(json(200, { success: true, value: null }));
    await apiRequest('/admin/api/members/1/lock', {
      method: 'POST',
      body: { reason: 'abc' },
      schema: z.null(),
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    const headers = new Headers(init!.headers);
    expect(url).toBe('/admin/api/members/1/lock');
    expect(init!.method).toBe('POST');
    expect(headers.get('Authorization')).toBe('tok-123');
    expect(headers.get('Language')).toBe('EN');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init!.body).toBe('{"reason":"abc"}');
  });

  it('sends no Authorization without a session', async () => {
    fetchMock.mockResolvedValue(json(200, { success: true, value: 1 }));
    await apiRequest('/admin/api/x', { schema: z.number() });
    expect(new Headers(fetchMock.mock.calls[0]![1]!.headers).has('Authorization')).toBe(false);
  });

  it('throws the envelope error code, message, status and value', async () => {
    fetchMock.mockResolvedValue(
      json(401, {
        success: false,
        errorCode: 'VERIFY_FIRST',
        message: 'totp needed',
        value: { method: 'TOTP' },
      }),
    );
    const e = await caught(
      apiRequest('/admin/api/session/login', { method: 'POST', body: {}, schema: z.unknown() }),
    );
    expect([e.errorCode, e.message, e.status, e.value]).toEqual([
      'VERIFY_FIRST',
      'totp needed',
      401,
      { method: 'TOTP' },
    ]);
  });

  it('reads a FORBIDDEN envelope as forbidden, and a bare 403 too', async () => {
    fetchMock.mockResolvedValueOnce(json(403, { success: false, errorCode: 'FORBIDDEN', message: 'no' }));
    const a = await caught(apiRequest('/admin/api/audit', { schema: z.unknown() }));
    expect(a.errorCode).toBe('FORBIDDEN');
    expect(isForbidden(a)).toBe(true);
    fetchMock.mockResolvedValueOnce(new Response('nope', { status: 403 }));
    const b = await caught(apiRequest('/admin/api/audit', { schema: z.unknown() }));
    expect(b.errorCode).toBe('FORBIDDEN');
  });

  it('treats a success envelope that does not match the schema as SYSTEM_ERROR', async () => {
    fetchMock.mockResolvedValue(json(200, { success: true, value: { n: 'three' } }));
    const e = await caught(apiRequest('/admin/api/x', { schema: z.object({ n: z.number() }) }));
    expect(e.errorCode).toBe('SYSTEM_ERROR');
  });

  it('turns a transport failure into NETWORK_ERROR and an unreadable 502 likewise', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect((await caught(apiRequest('/admin/api/x', { schema: z.unknown() }))).errorCode).toBe(
      'NETWORK_ERROR',
    );
    fetchMock.mockResolvedValueOnce(new Response('<html>bad gateway</html>', { status: 502 }));
    const e = await caught(apiRequest('/admin/api/x', { schema: z.unknown() }));
    expect([e.errorCode, e.status]).toEqual(['NETWORK_ERROR', 502]);
  });
});

describe('fillPath / buildUrl', () => {
  it('fills and encodes path parameters', () => {
    expect(fillPath('/admin/api/brands/:code', { code: 'a b' })).toBe('/admin/api/brands/a%20b');
    expect(fillPath('/admin/api/members/:id/lock', { id: 7 })).toBe('/admin/api/members/7/lock');
  });
  it('drops empty query values', () => {
    expect(buildUrl('/x', { q: '', brand: undefined, page: 2, a: null })).toBe('/x?page=2');
    expect(buildUrl('/x', {})).toBe('/x');
  });
});
