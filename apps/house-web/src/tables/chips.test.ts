import { describe, expect, it } from 'vitest';
import { chipColour, chipLabel, stackOf } from './chips.ts';

const RACK = [1, 5, 10, 50, 100, 500];

describe('chips', () => {
  it('writes large values short', () => {
    expect([5, 0.5, 1_000, 2_500, 1_000_000].map(chipLabel)).toEqual(['5', '0.5', '1K', '2.5K', '1M']);
  });

  it('stacks an amount as the fewest chips of the rack, smallest on top, at most five', () => {
    expect(stackOf(RACK, 66)).toEqual([1, 5, 10, 50]);
    expect(stackOf(RACK, 3_000)).toHaveLength(5);
    expect(stackOf(RACK, 0.5)).toEqual([1]);
  });

  it('colours a stack by the highest chip it reaches', () => {
    expect(chipColour(RACK, 1)).not.toBe(chipColour(RACK, 5));
    expect(chipColour(RACK, 60)).toBe(chipColour(RACK, 50));
  });
});
