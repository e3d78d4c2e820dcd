import { describe, expect, it } from 'vitest';
import { encryptBody, encryptedCallOf, fromB64 } from './encrypted-body.ts';
import { ZEncryptedBody, ZEncryptedPayload } from './identity.ts';
import { ENCRYPTED_CALLS, isEncryptedCall, WALLET_API, WITHDRAW_API } from './paths.ts';

const b64 = (buf: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(buf)));

const pair = await crypto.subtle.generateKey(
  { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
  true,
  ['encrypt', 'decrypt'],
);
const key = { kid: '42', publicKey: b64(await crypto.subtle.exportKey('spki', pair.publicKey)) };

/** Opens a sealed body as the server does, with `call` as the AES-GCM additional data. */
async function open(sealed: { key: string; iv: string; data: string }, call: string) {
  const raw = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, pair.privateKey, fromB64(sealed.key));
  const aes = await crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['decrypt']);
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: fromB64(sealed.iv), additionalData: new TextEncoder().encode(call) },
    aes,
    fromB64(sealed.data),
  );
  return ZEncryptedPayload.parse(JSON.parse(new TextDecoder().decode(plain)));
}

describe('encryptBody', () => {
  const call = encryptedCallOf('post', WITHDRAW_API.withdrawals);

  it('opens, with the private key and the same call, to the payload with its time and nonce', async () => {
    const payload = { amount: 100, paymentPassword: '246810', requestId: 'r-1' };
    const sealed = ZEncryptedBody.parse(await encryptBody(key, call, payload, { now: 1_700_000_000_000 }));
    expect(sealed.kid).toBe('42');
    expect(JSON.stringify(sealed)).not.toContain('246810');
    const opened = await open(sealed, 'POST /wps/payments/withdrawals');
    expect(opened).toMatchObject({ ts: 1_700_000_000_000, body: payload });
    expect(opened.nonce).toMatch(/^[A-Za-z0-9_-]{24}$/);
  });

  it('draws a fresh nonce and key every time', async () => {
    const [a, b] = await Promise.all([encryptBody(key, call, {}), encryptBody(key, call, {})]);
    expect(a.key).not.toBe(b.key);
    expect((await open(a, call)).nonce).not.toBe((await open(b, call)).nonce);
  });

  it('does not open as another call', async () => {
    const sealed = await encryptBody(key, call, { amount: 1 });
    await expect(open(sealed, encryptedCallOf('POST', WALLET_API.uplineTransfer))).rejects.toThrow();
  });
});

describe('ENCRYPTED_CALLS', () => {
  it('names method and path, so a read of the same path stays plain', () => {
    for (const entry of ENCRYPTED_CALLS) expect(entry).toMatch(/^(POST|PUT) \/\S+$/);
    expect(isEncryptedCall('post', WITHDRAW_API.withdrawals)).toBe(true);
    expect(isEncryptedCall('GET', WITHDRAW_API.withdrawals)).toBe(false);
    expect(isEncryptedCall('POST', WALLET_API.paymentPassword)).toBe(true);
  });
});
