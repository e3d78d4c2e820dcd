import { describe, expect, it } from 'vitest';
import { ARGON2_PARAMS, DUMMY_HASH, hashPassword, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('stores argon2id with at least OWASP’s parameters and a fresh salt', async () => {
    const a = await hashPassword('Secret123');
    const b = await hashPassword('Secret123');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
    expect(ARGON2_PARAMS.memory).toBeGreaterThanOrEqual(19_456);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('Secret123');
    expect(await verifyPassword('Secret123', hash)).toBe(true);
    expect(await verifyPassword('secret123', hash)).toBe(false);
  });

  it('still verifies hashes made with other parameters', async () => {
    const old = await hashPassword('Secret123', { memory: 8192, passes: 3, parallelism: 1, tagLength: 32 });
    expect(await verifyPassword('Secret123', old)).toBe(true);
  });

  it('never matches the dummy hash or a malformed one', async () => {
    expect(await verifyPassword('', DUMMY_HASH)).toBe(false);
    expect(await verifyPassword('x', 'not-a-hash')).toBe(false);
  });
});
