import { SLOT_ROW_COUNT } from './lines.ts';
import type { TReelSet } from './slot-game.ts';

/**
 * The probability of each scatter count (index = count) on the whole window: per reel, the count in
 * its 3 visible rows over its equally likely stops; the reels are independent, so convolve them.
 */
export function scatterDistribution(reels: TReelSet, scatter: string): number[] {
  return reels.reduce<number[]>(
    (total, strip) => {
      const reel = Array.from({ length: SLOT_ROW_COUNT + 1 }, () => 0);
      strip.forEach((_, stop) => {
        let count = 0;
        for (let row = 0; row < SLOT_ROW_COUNT; row++) {
          if (strip[(stop + row) % strip.length] === scatter) count++;
        }
        reel[count]! += 1 / strip.length;
      });
      const next = Array.from({ length: total.length + SLOT_ROW_COUNT }, () => 0);
      total.forEach((p, a) => reel.forEach((q, b) => (next[a + b]! += p * q)));
      return next;
    },
    [1],
  );
}
