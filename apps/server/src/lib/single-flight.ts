import { createHash } from 'node:crypto';

/**
 * Shares one run of a check among identical requests in flight at the same moment, keyed by a
 * scope and the secret guessed (held only as its SHA-256, only while in flight).
 *
 * Brute-force limits count every guess before checking it, so a burst of guesses cannot outrun
 * them; this keeps a member's double click, or a burst of the same money call, from counting as
 * many guesses: identical requests cost one count and one hash, distinct guesses are each counted.
 * Use it only around checks whose outcome may be shared: never around a one-time code's use.
 */
export function createSingleFlight() {
  const inFlight = new Map<string, Promise<unknown>>();
  return function share<T>(scope: string, guess: string, run: () => Promise<T>): Promise<T> {
    const key = `${scope}\n${createHash('sha256').update(guess).digest('base64url')}`;
    const running = inFlight.get(key) as Promise<T> | undefined;
    if (running) return running;
    const started = run().finally(() => inFlight.delete(key));
    inFlight.set(key, started);
    return started;
  };
}
