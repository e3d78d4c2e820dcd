import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptCsLink } from './decrypt-link.ts';

const encrypt = (plain: string, key8: string): string => {
  const key = createHash('sha256').update(key8, 'utf8').digest();
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ct = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, ct, cipher.getAuthTag()]).toString('base64url') + key8;
};

describe('decryptCsLink', () => {
  it('decrypts a link encrypted with node:crypto', async () => {
    const url = 'https://chat.example.com/room?id=42&lang=EN';
    await expect(decryptCsLink(encrypt(url, 'Ab3_x-9Z'))).resolves.toBe(url);
  });
  it('rejects a tampered link', async () => {
    const enc = encrypt('https://chat.example.com', 'k3yK3y!!');
    const flipped = enc[5] === 'A' ? 'B' : 'A';
    await expect(decryptCsLink(enc.slice(0, 5) + flipped + enc.slice(6))).rejects.toThrow();
  });
  it('rejects the wrong key and short input', async () => {
    const enc = encrypt('https://chat.example.com', '12345678');
    await expect(decryptCsLink(enc.slice(0, -8) + '87654321')).rejects.toThrow();
    await expect(decryptCsLink('short')).rejects.toThrow();
  });
});
