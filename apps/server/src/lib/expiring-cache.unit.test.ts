import { describe, expect, it } from 'vitest';
import { expiringCache } from './expiring-cache.ts';

describe('expiringCache', () => {
  it('shares one load between callers until the entry expires, then loads again', async () => {
    let now = 1_000;
    const cache = expiringCache<string, number>(100, () => now);
    let loads = 0;
    const load = async () => ++loads;
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    now += 99;
    expect(await cache.get('k', load)).toBe(1);
    expect(cache.peek('k')).toBe(1);
    now += 1;
    expect(cache.peek('k')).toBeUndefined();
    expect(await cache.get('k', load)).toBe(2);
  });

  it('does not keep a failed load, and forgets everything on clear', async () => {
    const cache = expiringCache<string, number>(1_000);
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 7)).toBe(7);
    expect(cache.peek('k')).toBe(7);
    cache.clear();
    expect(cache.peek('k')).toBeUndefined();
    expect(await cache.get('k', async () => 8)).toBe(8);
  });
});
