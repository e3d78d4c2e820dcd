import type { Redis } from 'ioredis';

/**
 * Fixed-window counters for brute-force and abuse limits, shared by every server process through
 * Redis when it is configured, else kept in this process.
 */
export type Limiter = {
  /** Counts one event under `key` in a window of `windowSeconds`; answers the count and seconds left. */
  hit: (key: string, windowSeconds: number) => Promise<{ count: number; resetInSeconds: number }>;
  /** The current count under `key` without counting. */
  peek: (key: string) => Promise<{ count: number; resetInSeconds: number }>;
  /** Forgets `key` (a successful login clears its failures). */
  reset: (key: string) => Promise<void>;
};

export type TMemoryWindows = Map<string, { count: number; endsAt: number }>;

/**
 * `windows` is the store (a test passes its own to see what is kept); past `maxKeys` keys a hit sweeps
 * out the expired windows, so memory stays bounded without sweeping on every hit.
 */
export function createMemoryLimiter(
  now: () => number = Date.now,
  windows: TMemoryWindows = new Map(),
  maxKeys = 100_000,
): Limiter {
  const live = (key: string) => {
    const w = windows.get(key);
    if (w && w.endsAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return w;
  };
  const left = (endsAt: number) => Math.max(0, Math.ceil((endsAt - now()) / 1000));
  return {
    hit: async (key, windowSeconds) => {
      const w = live(key) ?? { count: 0, endsAt: now() + windowSeconds * 1000 };
      w.count += 1;
      windows.set(key, w);
      // live() drops a window that has ended
      if (windows.size > maxKeys) for (const k of windows.keys()) live(k);
      return { count: w.count, resetInSeconds: left(w.endsAt) };
    },
    peek: async (key) => {
      const w = live(key);
      return w ? { count: w.count, resetInSeconds: left(w.endsAt) } : { count: 0, resetInSeconds: 0 };
    },
    reset: async (key) => {
      windows.delete(key);
    },
  };
}

export function createRedisLimiter(redis: Redis, prefix = 'openlobby-limit:'): Limiter {
  return {
    hit: async (key, windowSeconds) => {
      const k = prefix + key;
      // INCR and set the window on the first hit only, atomically.
      const [[, count], , [, ttl]] = (await redis
        .multi()
        .incr(k)
        .expire(k, windowSeconds, 'NX')
        .ttl(k)
        .exec()) as [[null, number], [null, number], [null, number]];
      return { count, resetInSeconds: Math.max(0, ttl) };
    },
    peek: async (key) => {
      const k = prefix + key;
      const [count, ttl] = await Promise.all([redis.get(k), redis.ttl(k)]);
      return { count: Number(count ?? 0), resetInSeconds: Math.max(0, ttl) };
    },
    reset: async (key) => {
      await redis.del(prefix + key);
    },
  };
}
