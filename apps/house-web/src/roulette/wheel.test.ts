import { describe, expect, it } from 'vitest';
import { ROULETTE_WHEEL_ORDER } from '@openlobby/house-games/roulette';
import { POCKET_ARC, ballRun, easeOutCubic, normalise, pocketAngle, pocketAt } from './wheel.ts';

describe('the wheel', () => {
  it('puts each number at its place in the wheel order, 0 at the top', () => {
    expect(pocketAngle(0)).toBe(0);
    expect(pocketAngle(32)).toBeCloseTo(POCKET_ARC);
    expect(pocketAngle(26)).toBeCloseTo(36 * POCKET_ARC);
  });

  it('reads the number back from an angle, every pocket', () => {
    for (const n of ROULETTE_WHEEL_ORDER) {
      expect(pocketAt(pocketAngle(n))).toBe(n);
      expect(pocketAt(pocketAngle(n) + POCKET_ARC * 0.4 + 2 * Math.PI * 3)).toBe(n);
    }
  });

  it("runs the ball round at least the turns asked and stops it on the result's pocket of the turned wheel", () => {
    for (const [pocket, wheel] of [
      [17, 0.3],
      [0, 5.1],
      [26, -2],
    ] as const) {
      const run = ballRun(pocket, 1.2, wheel, 4);
      expect(run.from - run.to).toBeGreaterThanOrEqual(4 * 2 * Math.PI);
      expect(run.from - run.to).toBeLessThan(5 * 2 * Math.PI);
      expect(pocketAt(run.to - wheel)).toBe(pocket);
      expect(normalise(run.to - wheel - pocketAngle(pocket))).toBeCloseTo(0);
    }
  });

  it('eases out: fast at first, at rest at the end', () => {
    expect(easeOutCubic(0)).toBe(0);
    expect(easeOutCubic(1)).toBe(1);
    expect(easeOutCubic(0.5)).toBeGreaterThan(0.8);
    expect(easeOutCubic(2)).toBe(1);
  });
});
