/**
 * A small per-key cache whose entries expire after `ttlMs`. It keeps the promise, so callers that
 * ask while a load is in flight share it; a failed load is not kept (the next call loads again).
 */
export function expiringCache<K, V>(ttlMs: number, clock: () => number = Date.now) {
  const entries = new Map<K, { value: Promise<V>; loaded?: V; expires: number }>();
  return {
    get(key: K, load: () => Promise<V>): Promise<V> {
      const hit = entries.get(key);
      if (hit && hit.expires > clock()) return hit.value;
      const value = load();
      const entry: { value: Promise<V>; loaded?: V; expires: number } = { value, expires: clock() + ttlMs };
      entries.set(key, entry);
      value.then((v) => (entry.loaded = v)).catch(() => entries.delete(key));
      return value;
    },
    /** The loaded, unexpired value of `key` without waiting, or undefined. */
    peek(key: K): V | undefined {
      const hit = entries.get(key);
      return hit && hit.expires > clock() ? hit.loaded : undefined;
    },
    clear: () => entries.clear(),
  };
}
