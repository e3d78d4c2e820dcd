import type { TEncryptedBody } from './identity.ts';

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

/** Encrypts `payload` for the holder of the private key matching `publicKeySpki` (base64 DER). */
export async function encryptBody(publicKeySpki: string, payload: unknown): Promise<TEncryptedBody> {
  const subtle = globalThis.crypto.subtle;
  const rsa = await subtle.importKey(
    'spki',
    fromB64(publicKeySpki),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const aes = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const data = await subtle.encrypt(
    { name: 'AES-GCM', iv },
    aes,
    new TextEncoder().encode(JSON.stringify(payload)),
  );
  const key = await subtle.encrypt({ name: 'RSA-OAEP' }, rsa, await subtle.exportKey('raw', aes));
  return { key: b64(key), iv: b64(iv), data: b64(data) };
}
