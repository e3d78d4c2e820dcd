import { describe, expect, it } from 'vitest';
import { createThrottle } from './throttle.ts';

describe('createThrottle', () => {
  it('lets one action through per window', () => {
    let now = 10_000;
    const gate = createThrottle(1000, () => now);
    expect(gate()).toBe(true);
    now += 999;
    expect(gate()).toBe(false);
    now += 1;
    expect(gate()).toBe(true);
    expect(gate()).toBe(false);
  });
});
