import { LIMITS } from '@openlobby/contracts';
import { ApiError } from './api-error.ts';

/** Wraps a chunk import so a stalled download fails after 120 s instead of hanging (spec §8). */
export const timedImport =
  <T>(load: () => Promise<T>, timeoutMs: number = LIMITS.chunkTimeoutMs): (() => Promise<T>) =>
  () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new ApiError('SLOW_NETWORK', 'chunk load timed out', 0)),
        timeoutMs,
      );
      load().then(
        (m) => {
          clearTimeout(timer);
          resolve(m);
        },
        (e: unknown) => {
          clearTimeout(timer);
          reject(e instanceof Error ? e : new Error(String(e)));
        },
      );
    });
