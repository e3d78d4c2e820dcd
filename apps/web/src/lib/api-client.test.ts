import { AUTH_API, fromB64, WITHDRAW_API, type ZOk } from '@openlobby/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiBlob, apiRequest, isEncryptedCall } from './api-client.ts';
import { setEncryptionKey, setRequestToken } from './request-context.ts';

const b64 = (buf: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(buf)));

/** A brand key pair made in the test, so the test can play the server and decrypt. */
const makeKeys = async () => {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = b64(await crypto.subtle.exportKey('spki', pair.publicKey));
  return { key: { kid: '7', publicKey: spki }, privateKey: pair.privateKey };
};

type TSealed = { kid: string; key: string; iv: string; data: string };
/** Opens a sealed body as the server does: the call (`METHOD /path`) is the AES-GCM additional data. */
const open = async (privateKey: CryptoKey, body: TSealed, call: string) => {
  const raw = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, fromB64(body.key));
  const aes = await crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['decrypt']);
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: fromB64(body.iv), additionalData: new TextEncoder().encode(call) },
    aes,
    fromB64(body.data),
  );
  return JSON.parse(new TextDecoder().decode(plain)) as { ts: number; nonce: string; body: unknown };
};
const decrypt = async (privateKey: CryptoKey, body: TSealed, call: string) =>
  (await open(privateKey, body, call)).body;

/** Stubs fetch with an ok envelope and records the bodies sent. */
const captureFetch = () => {
  const bodies: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      bodies.push(String(init.body));
      return Promise.resolve(new Response(JSON.stringify({ success: true, value: { ok: true } })));
    }),
  );
  return bodies;
};

afterEach(() => {
  vi.unstubAllGlobals();
  setEncryptionKey(null);
  setRequestToken(null);
});

describe('apiRequest encrypted option', () => {
  it('encrypts an E call for its key id, bound to the call, with a time and a fresh nonce', async () => {
    const { key, privateKey } = await makeKeys();
    setEncryptionKey(key);
    const bodies = captureFetch();
    const payload = { username: 'alice', password: 'Aa123456', type: 'username' };
    const before = Date.now();
    await apiRequest<typeof ZOk>(AUTH_API.login, { method: 'POST', body: payload });
    await apiRequest<typeof ZOk>(AUTH_API.login, { method: 'POST', body: payload });
    const sent = bodies.map((b) => JSON.parse(b) as TSealed);
    expect(Object.keys(sent[0]!).sort()).toEqual(['data', 'iv', 'key', 'kid']);
    expect(sent[0]!.kid).toBe('7');
    expect(bodies[0]).not.toContain('Aa123456');
    const [first, second] = await Promise.all(sent.map((s) => open(privateKey, s, `POST ${AUTH_API.login}`)));
    expect(first!.body).toEqual(payload);
    expect(first!.ts).toBeGreaterThanOrEqual(before);
    expect(first!.ts).toBeLessThanOrEqual(Date.now());
    expect(first!.nonce).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(second!.nonce).not.toBe(first!.nonce);
    // Bound to the call: the same body does not open as another call.
    await expect(open(privateKey, sent[0]!, `POST ${AUTH_API.register}`)).rejects.toThrow();
  });

  it('encrypts any call with encrypted: true and leaves plain calls plain', async () => {
    const { key, privateKey } = await makeKeys();
    setEncryptionKey(key);
    const bodies = captureFetch();
    await apiRequest<typeof ZOk>('/wps/anything', { method: 'POST', body: { a: 1 }, encrypted: true });
    await apiRequest<typeof ZOk>(AUTH_API.freePlay, { method: 'POST', body: { b: 2 } });
    expect(await decrypt(privateKey, JSON.parse(bodies[0]!) as TSealed, 'POST /wps/anything')).toEqual({
      a: 1,
    });
    expect(JSON.parse(bodies[1]!)).toEqual({ b: 2 });
  });

  it('marks the contract E calls by method and path, and lets the option override', () => {
    expect(isEncryptedCall('PUT', AUTH_API.register)).toBe(true);
    expect(isEncryptedCall('POST', AUTH_API.passwordByPhone)).toBe(true);
    expect(isEncryptedCall('POST', WITHDRAW_API.withdrawals)).toBe(true);
    expect(isEncryptedCall('GET', WITHDRAW_API.withdrawals)).toBe(false);
    expect(isEncryptedCall('GET', AUTH_API.captcha)).toBe(false);
    expect(isEncryptedCall('POST', AUTH_API.login, false)).toBe(false);
  });

  it('never sends an E call in the clear when the brand key is unknown', async () => {
    const bodies = captureFetch();
    await expect(
      apiRequest<typeof ZOk>(AUTH_API.login, { method: 'POST', body: { password: 'x' } }),
    ).rejects.toMatchObject({ errorCode: 'ENCRYPTION_REQUIRED' });
    expect(bodies).toEqual([]);
  });
});

describe('apiRequest with a form', () => {
  it('sends a FormData as it is, leaving the multipart type to fetch, and reads the envelope', async () => {
    const inits: RequestInit[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        inits.push(init);
        return Promise.resolve(new Response(JSON.stringify({ success: true, value: { ok: true } })));
      }),
    );
    setRequestToken('a-session-token-123');
    const form = new FormData();
    form.set('answer', 'NOT_RECEIVED');
    form.append('proofs', new File([new Uint8Array([137, 80])], 'a.png', { type: 'image/png' }));
    await expect(
      apiRequest<typeof ZOk>('/wps/payments/withdrawals/1/confirm', { method: 'POST', body: form }),
    ).resolves.toEqual({ ok: true });
    expect(inits[0]?.body).toBe(form);
    const headers = new Headers(inits[0]?.headers);
    expect(headers.get('Content-Type')).toBeNull();
    expect(headers.get('Authorization')).toBe('a-session-token-123');
  });

  it('throws the envelope error of a refused form and never sends a form to an E call', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify({ success: false, errorCode: 'OPERATION_NOT_ALLOWED', message: 'x' }), {
            status: 403,
          }),
        ),
      ),
    );
    await expect(
      apiRequest<typeof ZOk>('/x', { method: 'POST', body: new FormData() }),
    ).rejects.toMatchObject({ errorCode: 'OPERATION_NOT_ALLOWED', status: 403 });
    await expect(
      apiRequest<typeof ZOk>(AUTH_API.login, { method: 'POST', body: new FormData() }),
    ).rejects.toMatchObject({ errorCode: 'ENCRYPTION_REQUIRED' });
  });
});

describe('apiBlob', () => {
  it('fetches a file with the session header and answers its bytes', async () => {
    const seen: Headers[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        seen.push(new Headers(init.headers));
        return Promise.resolve(
          new Response(new Uint8Array([1, 2, 3]), { headers: { 'Content-Type': 'image/png' } }),
        );
      }),
    );
    setRequestToken('a-session-token-123');
    const blob = await apiBlob('/wps/payments/withdrawals/1/proofs/2');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    expect(seen[0]?.get('Authorization')).toBe('a-session-token-123');
  });

  it('throws the envelope error when the file is refused', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(
            JSON.stringify({ success: false, errorCode: 'NOT_FOUND', message: 'No such proof.' }),
            {
              status: 404,
            },
          ),
        ),
      ),
    );
    await expect(apiBlob('/wps/payments/withdrawals/1/proofs/9')).rejects.toMatchObject({
      errorCode: 'NOT_FOUND',
      status: 404,
    });
  });
});
