import type { TEncryptedBody, TEncryptedPayload } from './identity.ts';

/**
 * Encrypted calls (DESIGN.md): a fresh AES-256-GCM key encrypts the JSON body; RSA-OAEP with
 * SHA-256 wraps that key under the brand's public key from the site config. WebCrypto only, so the
 * site and Node share this one implementation.
 */
const b64 = (bytes: ArrayBuffer | Uint8Array) => {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let s = '';
  for (const byte of view) s += String.fromCharCode(byte);
  return btoa(s);
};
export const fromB64 = (text: string): Uint8Array<ArrayBuffer> => {
  const raw = atob(text);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
};
const b64url = (bytes: Uint8Array) => b64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** How far an encrypted call's timestamp may be from the server's clock, either way. */
export const ENCRYPTED_CALL_MAX_SKEW_MS = 5 * 60_000;

/** A brand's key for encrypted calls as the site config publishes it. */
export type TEncryptionKey = { kid: string; publicKey: string };

/**
 * The name of a call as encrypted calls are listed and bound: `METHOD /route/path`, with the route's
 * path as declared (`:id`, never a filled value). It is the AES-GCM additional data, so a body
 * sealed for one call cannot be opened by another.
 */
export const encryptedCallOf = (method: string, routePath: string): string =>
  `${method.toUpperCase()} ${routePath}`;

export type TEncryptOptions = {
  /** The client's clock in ms since the epoch; the current time unless given. */
  now?: number;
  /** A fresh random nonce unless given (tests replay one on purpose). */
  nonce?: string;
};

/**
 * Encrypts `payload` for the holder of the private key `key.kid` (whose public key is `key.publicKey`,
 * base64 DER), for the call `call` (see encryptedCallOf). The plaintext carries the time and a
 * random nonce: the server refuses a body older than ENCRYPTED_CALL_MAX_SKEW_MS or seen before.
 */
export async function encryptBody(
  key: TEncryptionKey,
  call: string,
  payload: unknown,
  opts: TEncryptOptions = {},
): Promise<TEncryptedBody> {
  const subtle = globalThis.crypto.subtle;
  const rsa = await subtle.importKey(
    'spki',
    fromB64(key.publicKey),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const aes = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const plain: TEncryptedPayload = {
    ts: opts.now ?? Date.now(),
    nonce: opts.nonce ?? b64url(globalThis.crypto.getRandomValues(new Uint8Array(18))),
    body: payload,
  };
  const data = await subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(call) },
    aes,
    new TextEncoder().encode(JSON.stringify(plain)),
  );
  const wrapped = await subtle.encrypt({ name: 'RSA-OAEP' }, rsa, await subtle.exportKey('raw', aes));
  return { kid: key.kid, key: b64(wrapped), iv: b64(iv), data: b64(data) };
}
