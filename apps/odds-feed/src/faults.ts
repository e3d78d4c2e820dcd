import type { TFeedFaultMode } from '@openlobby/contracts';

/** The fault one pushed message was dealt. */
export type TDealtFault = { mode: TFeedFaultMode; delayMs: number };

/**
 * The stream's fault injection, for the book's tests of a faulty provider (README "Fault
 * injection"). Set by POST /admin/faults or FEED_FAULT_* at start; each of the next `count`
 * messages is dealt the mode, then it clears itself. 'gap' is dealt where seqs are numbered
 * (`skipSeqs`), every other mode where messages are pushed (`take`). The journal, /messages and
 * /snapshot are never faulted: they are what a consumer recovers from.
 */
export function createFaults() {
  let mode: TFeedFaultMode = 'none';
  let remaining = 0;
  let delayMs = 0;

  const use = () => {
    remaining -= 1;
    if (remaining <= 0) mode = 'none';
  };

  return {
    set(next: { mode: TFeedFaultMode; count: number; delayMs: number }) {
      mode = next.mode;
      remaining = next.mode === 'none' ? 0 : next.count;
      delayMs = next.delayMs;
      // A gap is dealt whole on the next message: `count` seqs are never used.
      return { mode, count: remaining, delayMs };
    },
    get current() {
      return { mode, count: remaining, delayMs };
    },
    /** The seqs to skip before the next message: all of a pending gap at once. */
    skipSeqs(): number {
      if (mode !== 'gap') return 0;
      const skipped = remaining;
      remaining = 0;
      mode = 'none';
      return skipped;
    },
    /** The fault for one message about to be pushed (gap is not a push fault). */
    take(): TDealtFault {
      if (mode === 'none' || mode === 'gap' || remaining <= 0) return { mode: 'none', delayMs: 0 };
      const dealt = { mode, delayMs };
      use();
      return dealt;
    },
  };
}
export type Faults = ReturnType<typeof createFaults>;
