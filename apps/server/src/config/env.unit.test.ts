import { describe, expect, it } from 'vitest';
import { DEV_DATA_ENCRYPTION_KEY, ZEnv } from './env.ts';

describe('ZEnv', () => {
  it('defaults to the embedded database on port 3000', () => {
    expect(ZEnv.parse({})).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data/pglite',
      SEED_DEMO: false,
      TRUST_PROXY_HOPS: 0,
    });
    expect(ZEnv.parse({}).DATABASE_URL).toBeUndefined();
  });
  it('reads booleans and numbers from strings', () => {
    expect(ZEnv.parse({ SEED_DEMO: 'true', PORT: '8080', TRUST_PROXY_HOPS: '1' })).toMatchObject({
      SEED_DEMO: true,
      PORT: 8080,
      TRUST_PROXY_HOPS: 1,
    });
  });
  it('rejects a malformed database URL, port and short operations token', () => {
    expect(ZEnv.safeParse({ DATABASE_URL: 'not a url' }).success).toBe(false);
    expect(ZEnv.safeParse({ PORT: '70000' }).success).toBe(false);
    expect(ZEnv.safeParse({ OPS_API_TOKEN: 'short' }).success).toBe(false);
  });
  it('reads OPS_API_TOKEN=off as no operations API', () => {
    expect(ZEnv.parse({ OPS_API_TOKEN: 'off' }).OPS_API_TOKEN).toBeUndefined();
    expect(ZEnv.parse({ OPS_API_TOKEN: 'o'.repeat(32) }).OPS_API_TOKEN).toBe('o'.repeat(32));
  });
  it('takes data keys of 32 bytes only, the development key when unset, old keys as a list', () => {
    const key = Buffer.alloc(32, 3).toString('base64');
    const old = Buffer.alloc(32, 4).toString('base64url');
    expect(ZEnv.parse({}).DATA_ENCRYPTION_KEY).toBe(DEV_DATA_ENCRYPTION_KEY);
    expect(ZEnv.parse({ DATA_ENCRYPTION_KEY: key, DATA_ENCRYPTION_KEYS_OLD: ` ${old} ,` })).toMatchObject({
      DATA_ENCRYPTION_KEY: key,
      DATA_ENCRYPTION_KEYS_OLD: [old],
    });
    expect(ZEnv.safeParse({ DATA_ENCRYPTION_KEY: Buffer.alloc(16).toString('base64') }).success).toBe(false);
    expect(ZEnv.safeParse({ DATA_ENCRYPTION_KEYS_OLD: `${key},not-a-key` }).success).toBe(false);
  });
  it('no longer has a house wallet key to default', () => {
    expect(ZEnv.parse({ HOUSE_WALLET_SECRET: 'dev-house-wallet-secret' })).not.toHaveProperty(
      'HOUSE_WALLET_SECRET',
    );
  });
});

describe('empty settings', () => {
  it('treats a set-but-empty optional setting as unset', () => {
    const env = ZEnv.parse({ DATABASE_URL: '', REDIS_URL: '', SMTP_URL: '' });
    expect([env.DATABASE_URL, env.REDIS_URL, env.SMTP_URL]).toEqual([undefined, undefined, undefined]);
  });
});
