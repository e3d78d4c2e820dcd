import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryLimiter, createRedisLimiter, type Limiter, type TMemoryWindows } from './limiter.ts';

function behavesAsAWindowCounter(make: () => { limiter: Limiter }) {
  it('counts hits in one window and reports the seconds left', async () => {
    const { limiter } = make();
    const key = randomUUID();
    const first = await limiter.hit(key, 60);
    expect(first.count).toBe(1);
    // Redis rounds its TTL to whole seconds: a fresh 60-second window reads 59 or 60, never more
    expect(first.resetInSeconds).toBeGreaterThanOrEqual(59);
    expect(first.resetInSeconds).toBeLessThanOrEqual(60);
    const second = await limiter.hit(key, 60);
    expect(second.count).toBe(2);
    expect(second.resetInSeconds).toBeGreaterThanOrEqual(59);
    expect(second.resetInSeconds).toBeLessThanOrEqual(60);
    const peeked = await limiter.peek(key);
    expect(peeked.count).toBe(2);
    expect(peeked.resetInSeconds).toBeGreaterThanOrEqual(59);
    expect(peeked.resetInSeconds).toBeLessThanOrEqual(60);
  });

  it('answers nothing counted and no wait for a key never hit', async () => {
    const { limiter } = make();
    expect(await limiter.peek(randomUUID())).toEqual({ count: 0, resetInSeconds: 0 });
  });

  it('forgets a key on reset', async () => {
    const { limiter } = make();
    const key = randomUUID();
    await limiter.hit(key, 60);
    await limiter.reset(key);
    expect((await limiter.peek(key)).count).toBe(0);
    expect((await limiter.hit(key, 60)).count).toBe(1);
  });
}

describe('memory limiter', () => {
  let clock = 0;
  behavesAsAWindowCounter(() => ({ limiter: createMemoryLimiter(() => clock) }));

  it('counts down the seconds left, rounding up, and keeps the window a later hit falls in', async () => {
    clock = 1_000;
    const limiter = createMemoryLimiter(() => clock);
    expect(await limiter.hit('k', 60)).toEqual({ count: 1, resetInSeconds: 60 });
    clock += 30_500;
    expect(await limiter.hit('k', 60)).toEqual({ count: 2, resetInSeconds: 30 });
    expect(await limiter.peek('k')).toEqual({ count: 2, resetInSeconds: 30 });
    clock = 61_000 - 1;
    expect(await limiter.peek('k')).toEqual({ count: 2, resetInSeconds: 1 });
    clock = 61_000;
    expect(await limiter.peek('k')).toEqual({ count: 0, resetInSeconds: 0 });
  });

  it('starts a new window once the old one has passed', async () => {
    clock = 1_000;
    const limiter = createMemoryLimiter(() => clock);
    await limiter.hit('k', 10);
    await limiter.hit('k', 10);
    clock += 10_000;
    expect(await limiter.hit('k', 10)).toEqual({ count: 1, resetInSeconds: 10 });
  });

  it('drops an ended window when its key is next looked at', async () => {
    clock = 0;
    const windows: TMemoryWindows = new Map();
    const limiter = createMemoryLimiter(() => clock, windows);
    await limiter.hit('k', 1);
    clock = 1_000;
    await limiter.peek('k');
    expect(windows.has('k')).toBe(false);
  });

  it('sweeps out ended windows once the keys pass the bound, and only then', async () => {
    clock = 0;
    const windows: TMemoryWindows = new Map();
    const limiter = createMemoryLimiter(() => clock, windows, 2);
    await limiter.hit('ended', 1);
    clock = 2_000;
    await limiter.hit('live-1', 60);
    // two keys: at the bound, not past it, so the ended window is still held
    expect([...windows.keys()]).toEqual(['ended', 'live-1']);
    await limiter.hit('live-2', 60);
    expect([...windows.keys()]).toEqual(['live-1', 'live-2']);
    expect((await limiter.peek('live-1')).count).toBe(1);
  });
});

const redisUrl = process.env.REDIS_URL;
// loud, not silent: a run without Redis says what it left out
if (!redisUrl) console.warn('limiter.unit.test: REDIS_URL is not set, the Redis limiter tests are skipped');
describe.skipIf(!redisUrl)('redis limiter (skipped unless REDIS_URL is set)', () => {
  const redis = new Redis(redisUrl ?? 'redis://127.0.0.1:6379', { lazyConnect: true });
  afterAll(() => redis.disconnect());
  behavesAsAWindowCounter(() => ({ limiter: createRedisLimiter(redis, `test-${randomUUID()}:`) }));

  it('shares counts between two processes’ limiters', async () => {
    const prefix = `test-${randomUUID()}:`;
    const other = new Redis(redisUrl!);
    await createRedisLimiter(redis, prefix).hit('shared', 60);
    expect((await createRedisLimiter(other, prefix).hit('shared', 60)).count).toBe(2);
    other.disconnect();
  });

  it('keeps its counters under the openlobby-limit: prefix unless told otherwise', async () => {
    const key = `test-${randomUUID()}`;
    await createRedisLimiter(redis).hit(key, 60);
    expect(await redis.get(`openlobby-limit:${key}`)).toBe('1');
    await createRedisLimiter(redis).reset(key);
    expect(await redis.exists(`openlobby-limit:${key}`)).toBe(0);
  });
});
