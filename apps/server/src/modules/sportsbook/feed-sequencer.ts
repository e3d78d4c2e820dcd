import type { TFeedMessage } from '@openlobby/contracts';

/**
 * Puts the odds feed's push stream back in order (apps/odds-feed/README.md "How a consumer survives
 * the stream"). The stream may drop, repeat, swap or delay messages and skip seqs; this decides
 * which messages the book applies, in seq order, each once:
 * - a seq at or below `lastSeq`, or one already waiting, is dropped (duplicates, replays);
 * - the next seq is released with every waiting one that follows it;
 * - a higher seq waits: `waiting` tells the consumer to give the hole a moment (a swapped pair
 *   fills it) and then to ask the journal, whose answer `recovered` takes as the truth (a seq the
 *   journal does not hold was never used);
 * - `reset` after a snapshot: the book's state is the snapshot's, at its seq.
 * Pure: the consumer owns the timer, the socket and the calls.
 */
export function createFeedSequencer(startSeq: number) {
  let lastSeq = startSeq;
  const waiting = new Map<number, TFeedMessage>();

  const release = (): TFeedMessage[] => {
    const out: TFeedMessage[] = [];
    for (let next = waiting.get(lastSeq + 1); next; next = waiting.get(lastSeq + 1)) {
      waiting.delete(next.seq);
      lastSeq = next.seq;
      out.push(next);
    }
    return out;
  };

  const dropUpTo = (seq: number) => {
    for (const s of waiting.keys()) if (s <= seq) waiting.delete(s);
  };

  return {
    get lastSeq() {
      return lastSeq;
    },
    /** How many messages wait behind a hole. */
    get waiting() {
      return waiting.size;
    },
    /** A pushed message; answers the messages to apply now, in order (often none or just it). */
    receive(message: TFeedMessage): TFeedMessage[] {
      if (message.seq <= lastSeq || waiting.has(message.seq)) return [];
      waiting.set(message.seq, message);
      return release();
    },
    /**
     * The journal's messages after `lastSeq`, oldest first (one page of GET /messages): they are
     * applied as they are, holes and all, and whatever waited behind them follows when it is next.
     */
    recovered(messages: readonly TFeedMessage[]): TFeedMessage[] {
      const out: TFeedMessage[] = [];
      for (const m of messages) {
        if (m.seq <= lastSeq) continue;
        lastSeq = m.seq;
        out.push(m);
      }
      dropUpTo(lastSeq);
      return [...out, ...release()];
    },
    /** The book now holds the snapshot at `seq`: waiting messages above it follow in order. */
    reset(seq: number): TFeedMessage[] {
      lastSeq = seq;
      dropUpTo(seq);
      return release();
    },
  };
}
export type FeedSequencer = ReturnType<typeof createFeedSequencer>;
