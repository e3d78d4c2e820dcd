import { createCipheriv, createHash, randomBytes, randomInt } from 'node:crypto';
import { CS_LINK_KEY_LENGTH } from '@openlobby/contracts';

const KEY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

/**
 * Encrypts a live-chat link the way the site decrypts it: base64url(iv ‖ ciphertext ‖ tag) followed
 * by an 8-character key whose SHA-256 is the AES-256-GCM key. It keeps the link out of casual
 * scraping of the JSON, not out of a determined reader; the link itself is not a secret.
 */
export function encryptCsLink(link: string): string {
  const key = Array.from(
    { length: CS_LINK_KEY_LENGTH },
    () => KEY_ALPHABET[randomInt(KEY_ALPHABET.length)],
  ).join('');
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', createHash('sha256').update(key, 'utf8').digest(), iv);
  const body = Buffer.concat([cipher.update(link, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return Buffer.concat([iv, body]).toString('base64url') + key;
}
