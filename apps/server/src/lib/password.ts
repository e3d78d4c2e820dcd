import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

/**
 * argon2id at OWASP's recommended minimum (19 MiB memory, 2 passes, 1 lane), through Node's own
 * crypto (no native add-on). Hashes are PHC strings, so parameters can rise later and old hashes
 * still verify.
 */
export const ARGON2_PARAMS = { memory: 19_456, passes: 2, parallelism: 1, tagLength: 32 } as const;

type TParams = { memory: number; passes: number; parallelism: number; tagLength: number };

const argon2Async = promisify(argon2);

function derive(password: string, salt: Buffer, p: TParams): Promise<Buffer> {
  return argon2Async('argon2id', { message: password, nonce: salt, ...p });
}

export async function hashPassword(password: string, params: TParams = ARGON2_PARAMS): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return `$argon2id$v=19$m=${params.memory},t=${params.passes},p=${params.parallelism}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

const PHC = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;

/** True when `password` matches the PHC hash; a malformed hash never matches. */
export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  const m = PHC.exec(hash);
  if (!m) return false;
  const expected = Buffer.from(m[5]!, 'base64url');
  const key = await derive(password, Buffer.from(m[4]!, 'base64url'), {
    memory: Number(m[1]),
    passes: Number(m[2]),
    parallelism: Number(m[3]),
    tagLength: expected.length,
  });
  return timingSafeEqual(key, expected);
}

/** A hash no password matches, verified against unknown accounts so both paths cost the same. */
export const DUMMY_HASH = `$argon2id$v=19$m=${ARGON2_PARAMS.memory},t=${ARGON2_PARAMS.passes},p=1$${Buffer.alloc(16).toString('base64url')}$${Buffer.alloc(32).toString('base64url')}`;
