import { describe, expect, it } from 'vitest';
import { axisTicks } from './bar-chart.tsx';

describe('axisTicks', () => {
  it('gives whole-number ticks that cover the largest value', () => {
    expect(axisTicks(0)).toEqual([0, 1, 2, 3, 4]);
    expect(axisTicks(6)).toEqual([0, 2, 4, 6]);
    expect(axisTicks(3)).toEqual([0, 1, 2, 3, 4]);
    expect(axisTicks(37)).toEqual([0, 10, 20, 30, 40]);
    expect(axisTicks(1234)).toEqual([0, 500, 1000, 1500]);
  });
});
