import { CS_LINK_KEY_LENGTH } from '@openlobby/contracts';

const fromBase64Url = (s: string): Uint8Array<ArrayBuffer> => {
  const b64 = s
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(s.length / 4) * 4, '=');
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
};

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Decrypts a live-chat link (contracts content.ts): the last 8 characters are the key, the AES-256
 * key is SHA-256 of them (UTF-8), the rest is base64url(iv(12) ‖ ciphertext ‖ tag(16)), AES-GCM.
 * Throws on any tampering or malformed input.
 */
export const decryptCsLink = async (encrypted: string): Promise<string> => {
  if (encrypted.length <= CS_LINK_KEY_LENGTH) throw new Error('link too short');
  const keyText = encrypted.slice(-CS_LINK_KEY_LENGTH);
  const data = fromBase64Url(encrypted.slice(0, -CS_LINK_KEY_LENGTH));
  if (data.length < IV_BYTES + TAG_BYTES) throw new Error('link too short');
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(keyText));
  const key = await crypto.subtle.importKey('raw', digest, 'AES-GCM', false, ['decrypt']);
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: data.slice(0, IV_BYTES), tagLength: TAG_BYTES * 8 },
    key,
    data.slice(IV_BYTES),
  );
  return new TextDecoder().decode(plain);
};
