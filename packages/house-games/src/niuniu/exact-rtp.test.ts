import { describe, expect, it } from 'vitest';
import {
  exactNiuniuRtp,
  exactNiuniuWinMultiplier,
  niuniuCategoryCounts,
  niuniuJointCounts,
} from './exact-rtp.ts';
import { NIUNIU_CATEGORIES } from './hand.ts';
import { NIUNIU_RTP, NIUNIU_WIN_MULTIPLIER } from './rtp.ts';

const HANDS = 2_598_960; // C(52, 5)
const SECOND_HANDS = 1_533_939; // C(47, 5)

describe('niuniuCategoryCounts', () => {
  const counts = niuniuCategoryCounts();

  it('counts every one of the C(52, 5) hands once', () => {
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(HANDS);
  });

  it('agrees with the specials counted by hand', () => {
    // a bomb: 13 ranks × 48 fifth cards, less the 16 that are five small (AAAA+2/3/4, 2222+A)
    expect(counts.BOMB).toBe(13 * 48 - 16);
    // a golden bull: 5 of the 12 face cards, less the 24 with four of a kind
    expect(counts.GOLDEN_BULL).toBe(792 - 24);
    expect(counts).toMatchObject({ FIVE_SMALL: 776, NIU_NIU: 190_976, NO_BULL: 870_984 });
  });
});

describe('niuniuJointCounts', () => {
  const joint = niuniuJointCounts();

  it('counts every ordered pair of disjoint hands, each hand as often as it has second hands', () => {
    expect(joint.flat().reduce((a, b) => a + b, 0)).toBe(HANDS * SECOND_HANDS);
    const counts = niuniuCategoryCounts();
    NIUNIU_CATEGORIES.forEach((category, i) => {
      expect(
        joint[i]!.reduce((a, b) => a + b, 0),
        category,
      ).toBe(counts[category]! * SECOND_HANDS);
    });
  });

  it('is symmetric: the player and the banker draw alike', () => {
    joint.forEach((row, a) => row.forEach((count, b) => expect(count).toBe(joint[b]![a])));
  });

  it('gives the declared figures, the exact computation rounded to 6 decimals', () => {
    const multiplier = exactNiuniuWinMultiplier(joint);
    expect(Math.abs(multiplier - NIUNIU_WIN_MULTIPLIER)).toBeLessThan(5e-7);
    expect(Math.abs(exactNiuniuRtp(500, multiplier) - NIUNIU_RTP)).toBeLessThan(5e-7);
    expect(exactNiuniuRtp(0, multiplier)).toBe(1);
  });
});
