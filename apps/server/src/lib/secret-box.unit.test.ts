import { describe, expect, it } from 'vitest';
import {
  createSecretBox,
  decodeDataKey,
  keyIdOf,
  SecretBoxError,
  upgradeStoredSecrets,
} from './secret-box.ts';

const keyA = Buffer.alloc(32, 1);
const keyB = Buffer.alloc(32, 2);
const SECRET = 'M6OIM3H7VKK5TGVQUH3CWVC7BAI7H5IK';
const AAD = 'member:7:totp_secret';

/** Flips one bit of the base64url part `index` of a sealed value. */
function tamper(sealed: string, index: number) {
  const parts = sealed.split('.');
  const bytes = Buffer.from(parts[index]!, 'base64url');
  bytes[bytes.length - 1]! ^= 1;
  parts[index] = bytes.toString('base64url');
  return parts.join('.');
}

describe('secret box', () => {
  it('opens what it sealed, and the stored form names the version and key, not the secret', () => {
    const box = createSecretBox({ current: keyA });
    const sealed = box.seal(SECRET, AAD);
    expect(sealed).toMatch(new RegExp(`^v1\\.${keyIdOf(keyA)}\\.[\\w-]+\\.[\\w-]+$`));
    expect(sealed).not.toContain(SECRET);
    expect(box.seal(SECRET, AAD)).not.toBe(sealed);
    expect(box.open(sealed, AAD)).toBe(SECRET);
  });

  it('refuses a changed ciphertext, tag or IV', () => {
    const box = createSecretBox({ current: keyA });
    const sealed = box.seal(SECRET, AAD);
    expect(() => box.open(tamper(sealed, 3), AAD)).toThrow(SecretBoxError);
    expect(() => box.open(tamper(sealed, 2), AAD)).toThrow(SecretBoxError);
  });

  it('refuses a value copied to another row or column', () => {
    const box = createSecretBox({ current: keyA });
    const sealed = box.seal(SECRET, AAD);
    expect(() => box.open(sealed, 'member:8:totp_secret')).toThrow(SecretBoxError);
    expect(() => box.open(sealed, 'member:7:totp_pending_secret')).toThrow(SecretBoxError);
  });

  it('never accepts a plain secret as a sealed one', () => {
    expect(() => createSecretBox({ current: keyA }).open(SECRET, AAD)).toThrow(SecretBoxError);
  });

  it('opens with an old key after rotation and seals with the new one', () => {
    const before = createSecretBox({ current: keyA }).seal(SECRET, AAD);
    const rotated = createSecretBox({ current: keyB, old: [keyA] });
    expect(rotated.open(before, AAD)).toBe(SECRET);
    const after = rotated.seal(SECRET, AAD);
    expect(after.split('.')[1]).toBe(keyIdOf(keyB));
    expect(() => createSecretBox({ current: keyA }).open(after, AAD)).toThrow(/not configured/);
  });

  it('upgrades plain and old-key values, and leaves current ones alone', () => {
    const rotated = createSecretBox({ current: keyB, old: [keyA] });
    const fromPlain = rotated.upgrade(SECRET, AAD)!;
    expect(rotated.open(fromPlain, AAD)).toBe(SECRET);
    const fromOld = rotated.upgrade(createSecretBox({ current: keyA }).seal(SECRET, AAD), AAD)!;
    expect(fromOld.split('.')[1]).toBe(keyIdOf(keyB));
    expect(rotated.open(fromOld, AAD)).toBe(SECRET);
    expect(rotated.upgrade(fromOld, AAD)).toBeUndefined();
  });

  it('upgrades any plain provider secret (a token, a PEM key), and refuses a broken sealed value', () => {
    const box = createSecretBox({ current: keyA });
    const pem = '-----BEGIN PRIVATE KEY-----\nMIIEvQ...\n-----END PRIVATE KEY-----\n';
    for (const plain of ['gateway-token-123', pem, 'x']) {
      const sealed = box.upgrade(plain, 'brand_key:3:private_key_pkcs8')!;
      expect(box.open(sealed, 'brand_key:3:private_key_pkcs8')).toBe(plain);
    }
    expect(() => box.upgrade('v1.truncated', AAD)).toThrow(SecretBoxError);
  });

  it('names every stored value no key opens, after writing the ones it could', async () => {
    const box = createSecretBox({ current: keyB });
    const lost = createSecretBox({ current: keyA }).seal(SECRET, 'member:1:totp_secret');
    const written: number[] = [];
    await expect(
      upgradeStoredSecrets(
        box,
        'member',
        [
          { id: 1, column: 'totp_secret', value: lost },
          { id: 2, column: 'totp_secret', value: SECRET },
        ],
        (s) => `member:${s.id}:${s.column}`,
        async (s) => void written.push(s.id),
      ),
    ).rejects.toThrow(/member 1 totp_secret: sealed under key/);
    expect(written).toEqual([2]);
  });

  it('reads configured keys in base64 or base64url, 32 bytes only', () => {
    expect(decodeDataKey(keyA.toString('base64'))).toEqual(keyA);
    expect(decodeDataKey(Buffer.alloc(32, 255).toString('base64url'))).toEqual(Buffer.alloc(32, 255));
    expect(decodeDataKey(Buffer.alloc(16, 1).toString('base64'))).toBeUndefined();
    expect(decodeDataKey('not a key!')).toBeUndefined();
  });
});
