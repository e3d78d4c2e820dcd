import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryLimiter, createRedisLimiter, type Limiter } from './limiter.ts';

function behavesAsAWindowCounter(make: () => { limiter: Limiter; advance?: (ms: number) => void }) {
  it('counts hits in one window and reports the seconds left', async () => {
    const { limiter } = make();
    const key = randomUUID();
    expect((await limiter.hit(key, 60)).count).toBe(1);
    const second = await limiter.hit(key, 60);
    expect(second.count).toBe(2);
    expect(second.resetInSeconds).toBeGreaterThan(50);
    expect((await limiter.peek(key)).count).toBe(2);
  });

  it('forgets a key on reset', async () => {
    const { limiter } = make();
    const key = randomUUID();
    await limiter.hit(key, 60);
    await limiter.reset(key);
    expect((await limiter.peek(key)).count).toBe(0);
  });
}

describe('memory limiter', () => {
  let clock = 0;
  behavesAsAWindowCounter(() => ({ limiter: createMemoryLimiter(() => clock) }));

  it('starts a new window once the old one has passed', async () => {
    clock = 1_000;
    const limiter = createMemoryLimiter(() => clock);
    await limiter.hit('k', 10);
    await limiter.hit('k', 10);
    clock += 10_000;
    expect((await limiter.hit('k', 10)).count).toBe(1);
  });
});

const redisUrl = process.env.REDIS_URL;
describe.runIf(redisUrl)('redis limiter', () => {
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
});
