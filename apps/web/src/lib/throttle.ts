/**
 * A gate that opens at most once per `ms`: each call answers whether the action may run now and,
 * if so, starts a new wait. The clock is injectable so tests need no timers.
 */
export const createThrottle = (ms: number, now: () => number = Date.now): (() => boolean) => {
  let last = Number.NEGATIVE_INFINITY;
  return () => {
    const at = now();
    if (at - last < ms) return false;
    last = at;
    return true;
  };
};
