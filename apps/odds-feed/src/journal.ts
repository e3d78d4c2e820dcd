import type { TFeedMessage } from '@openlobby/contracts';

/**
 * The last `capacity` messages in seq order, in memory: what /messages and a reconnecting stream
 * replay from. Older messages fall out; a consumer further behind takes a snapshot instead.
 */
export function createJournal(capacity: number) {
  let messages: TFeedMessage[] = [];
  let lastSeq = 0;
  let droppedThrough = 0;

  return {
    append(message: TFeedMessage): void {
      messages.push(message);
      lastSeq = message.seq;
      // Trimmed in batches so an append stays O(1) on average.
      if (messages.length > capacity * 1.1) {
        const cut = messages.length - capacity;
        droppedThrough = (messages[cut - 1] as TFeedMessage).seq;
        messages = messages.slice(cut);
      }
    },
    get lastSeq() {
      return lastSeq;
    },
    /** The oldest seq still held (lastSeq + 1 when empty). */
    get firstSeq() {
      return messages[0]?.seq ?? lastSeq + 1;
    },
    /** The newest seq that fell out (0 while nothing has): a consumer at or after it lost nothing. */
    get droppedThrough() {
      return droppedThrough;
    },
    /** Messages with seq > after, oldest first, at most `limit`. */
    after(after: number, limit = Infinity): TFeedMessage[] {
      let lo = 0;
      let hi = messages.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if ((messages[mid] as TFeedMessage).seq <= after) lo = mid + 1;
        else hi = mid;
      }
      return messages.slice(lo, lo + Math.min(limit, messages.length));
    },
  };
}
export type Journal = ReturnType<typeof createJournal>;
