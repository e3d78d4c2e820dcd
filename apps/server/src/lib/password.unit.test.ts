import { argon2Sync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ARGON2_PARAMS, DUMMY_HASH, hashPassword, verifyPassword } from './password.ts';

/** The shape of a PHC argon2id string: parameters, then salt and tag in unpadded base64url. */
const PHC_SHAPE = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;

/** The parts of a PHC string, with the salt and tag decoded. */
function partsOf(hash: string) {
  const m = PHC_SHAPE.exec(hash);
  if (!m) throw new Error(`not a PHC argon2id string: ${hash}`);
  return {
    memory: Number(m[1]),
    passes: Number(m[2]),
    parallelism: Number(m[3]),
    salt: Buffer.from(m[4]!, 'base64url'),
    tag: Buffer.from(m[5]!, 'base64url'),
  };
}

/**
 * A known answer made once with node:crypto's argon2id (m=128 KiB, t=11, p=12) for 'correct horse 5':
 * multi-digit parameters, and a salt and tag that use every base64url character kind (upper, lower,
 * digit, '_' and '-'), so the verifier is shown to read all of them.
 */
const KNOWN_PASSWORD = 'correct horse 5';
const KNOWN_HASH =
  '$argon2id$v=19$m=128,t=11,p=12$Kz09_-aZ19-_Ok7q_-X3bQ$-PpezcMfSVhEU_yJfBuD2UcIVctGt5bPX6LxTJp8Pp0';

describe('password hashing', () => {
  it('stores argon2id with at least OWASP’s parameters and a fresh salt', async () => {
    const a = await hashPassword('Secret123');
    const b = await hashPassword('Secret123');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(partsOf(a)).toMatchObject({ memory: 19_456, passes: 2, parallelism: 1 });
    expect(partsOf(a).salt).toHaveLength(16);
    expect(partsOf(a).tag).toHaveLength(32);
    expect(a).not.toBe(b);
    expect(ARGON2_PARAMS).toEqual({ memory: 19_456, passes: 2, parallelism: 1, tagLength: 32 });
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('Secret123');
    expect(await verifyPassword('Secret123', hash)).toBe(true);
    expect(await verifyPassword('secret123', hash)).toBe(false);
  });

  it('still verifies hashes made with other parameters', async () => {
    const old = await hashPassword('Secret123', { memory: 8192, passes: 3, parallelism: 1, tagLength: 32 });
    expect(old).toMatch(/^\$argon2id\$v=19\$m=8192,t=3,p=1\$/);
    expect(await verifyPassword('Secret123', old)).toBe(true);
  });

  it('verifies a known argon2id answer that uses every base64url character and multi-digit parameters', async () => {
    expect(await verifyPassword(KNOWN_PASSWORD, KNOWN_HASH)).toBe(true);
    expect(await verifyPassword('correct horse 6', KNOWN_HASH)).toBe(false);
  });

  it('refuses a valid hash with anything before or after it', async () => {
    for (const framed of [
      `x${KNOWN_HASH}`,
      ` ${KNOWN_HASH}`,
      `${KNOWN_HASH}\n`,
      `${KNOWN_HASH}$`,
      `${KNOWN_HASH}$extra`,
      `${KNOWN_HASH} `,
    ]) {
      expect(await verifyPassword(KNOWN_PASSWORD, framed), JSON.stringify(framed)).toBe(false);
    }
  });

  it('refuses malformed hashes without throwing', async () => {
    const [, , , params, salt, tag] = KNOWN_HASH.split('$');
    for (const malformed of [
      '',
      'not-a-hash',
      KNOWN_HASH.replace('argon2id', 'argon2i'),
      KNOWN_HASH.replace('v=19', 'v=16'),
      `$argon2id$v=19$${params}$${salt}`, // no tag
      `$argon2id$v=19$${params}$$${tag}`, // empty salt
      `$argon2id$v=19$${params}$${salt}$`, // empty tag
      `$argon2id$v=19$m=,t=11,p=12$${salt}$${tag}`,
      `$argon2id$v=19$m=128,t=x,p=12$${salt}$${tag}`,
      `$argon2id$v=19$${params}$${salt}+$${tag}`, // base64, not base64url
      `$argon2id$v=19$${params}$${salt}$${tag!.replace('-', '/')}`,
    ]) {
      expect(await verifyPassword(KNOWN_PASSWORD, malformed), malformed).toBe(false);
    }
  });
});

describe('the dummy hash unknown accounts are checked against', () => {
  it('is a well-formed argon2id hash with the cost of a real one', async () => {
    const real = await hashPassword('Secret123');
    const dummy = partsOf(DUMMY_HASH);
    const { salt, tag, ...cost } = partsOf(real);
    expect(dummy).toMatchObject(cost);
    expect(dummy.salt).toHaveLength(salt.length);
    expect(dummy.tag).toHaveLength(tag.length);
    // same text layout as a real hash, so nothing downstream can tell them apart by shape
    expect(DUMMY_HASH.split('$').map((part) => part.length)).toEqual(
      real.split('$').map((part) => part.length),
    );
  });

  it('makes verification run argon2 over its salt and parameters', async () => {
    // Swap in the tag argon2id really gives for 'x' with the dummy's salt and cost: it verifies, so
    // checking an unknown account reaches a full argon2 run rather than an early refusal.
    const [prefix] = DUMMY_HASH.split(/\$(?=[^$]*$)/);
    const genuine = argon2Sync('argon2id', {
      message: 'x',
      nonce: partsOf(DUMMY_HASH).salt,
      ...ARGON2_PARAMS,
    }).toString('base64url');
    expect(`${prefix}$${genuine}`).not.toBe(DUMMY_HASH);
    expect(await verifyPassword('x', `${prefix}$${genuine}`)).toBe(true);
  });

  it('is matched by no password', async () => {
    for (const guess of ['', 'x', 'Secret123', DUMMY_HASH])
      expect(await verifyPassword(guess, DUMMY_HASH)).toBe(false);
  });
});
