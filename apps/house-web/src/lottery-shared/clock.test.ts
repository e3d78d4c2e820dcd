import { describe, expect, it } from 'vitest';
import {
  countdownOf,
  drawPhase,
  elapsedFraction,
  formatCountdown,
  formatDrawTime,
  nextPollDelay,
  VN_TIME_ZONE,
} from './clock.ts';

const at = (iso: string) => Date.parse(iso);
const draw = {
  status: 'OPEN' as const,
  opensAt: '2026-12-02T11:15:00.000Z',
  closesAt: '2026-12-03T11:00:00.000Z',
  drawAt: '2026-12-03T11:15:00.000Z',
  result: null,
};

describe('formatCountdown', () => {
  it('shows minutes and seconds under an hour, hours above, without wrapping into days', () => {
    expect(formatCountdown(65_000)).toBe('01:05');
    expect(formatCountdown(3_600_000)).toBe('01:00:00');
    expect(formatCountdown(26 * 3_600_000 + 4 * 60_000 + 5_000)).toBe('26:04:05');
  });

  it('rounds up to the second, so 00:00 shows only once the instant has come', () => {
    expect(formatCountdown(1)).toBe('00:01');
    expect(formatCountdown(59_001)).toBe('01:00');
    expect(formatCountdown(0)).toBe('00:00');
  });

  it('shows 00:00 for a past instant or a broken number', () => {
    expect(formatCountdown(-5_000)).toBe('00:00');
    expect(formatCountdown(Number.NaN)).toBe('00:00');
  });
});

describe('drawPhase and countdownOf', () => {
  it('counts an open draw down to its close', () => {
    const now = at('2026-12-03T10:59:00Z');
    expect(drawPhase(draw, now)).toBe('open');
    expect(countdownOf(draw, now)).toEqual({ to: 'closes', at: at(draw.closesAt) });
  });

  it('reads a draw still OPEN in the last answer as closed once its close has passed, counting to the draw', () => {
    const now = at('2026-12-03T11:00:00Z');
    expect(drawPhase(draw, now)).toBe('closed');
    expect(countdownOf(draw, now)).toEqual({ to: 'draws', at: at(draw.drawAt) });
  });

  it('says drawing after the draw time until the numbers arrive, then drawn', () => {
    const now = at('2026-12-03T11:15:01Z');
    expect(drawPhase({ ...draw, status: 'CLOSED' }, now)).toBe('drawing');
    expect(countdownOf({ ...draw, status: 'CLOSED' }, now)).toBeNull();
    expect(
      drawPhase({ ...draw, status: 'DRAWN', result: { kind: 'ELOTT', balls: [1, 2, 3, 4, 5] } }, now),
    ).toBe('drawn');
  });

  it('counts a draw not yet open to its opening, and never counts a void one', () => {
    expect(countdownOf(draw, at('2026-12-02T11:00:00Z'))).toEqual({ to: 'opens', at: at(draw.opensAt) });
    expect(drawPhase({ ...draw, status: 'VOID' }, at('2026-12-03T10:00:00Z'))).toBe('void');
  });
});

describe('nextPollDelay', () => {
  it('waits the usual interval when no draw reaches a moment sooner', () => {
    expect(nextPollDelay([draw], at('2026-12-03T09:00:00Z'), 5_000)).toBe(5_000);
  });

  it('asks a little after a close that comes before the interval ends', () => {
    expect(nextPollDelay([draw], at('2026-12-03T10:59:58Z'), 5_000)).toBe(2_000 + 1_200);
  });

  it('never asks sooner than a quarter second', () => {
    expect(nextPollDelay([], 0, 10)).toBe(250);
  });
});

describe('elapsedFraction', () => {
  it('is the share of a period gone, held within 0 and 1', () => {
    expect(elapsedFraction(0, 100, 25)).toBe(0.25);
    expect(elapsedFraction(0, 100, -5)).toBe(0);
    expect(elapsedFraction(0, 100, 500)).toBe(1);
    expect(elapsedFraction(100, 100, 100)).toBe(1);
  });
});

describe('formatDrawTime', () => {
  it("prints Vietnam's draw times in Vietnam time, day first, 24 h", () => {
    expect(formatDrawTime('2026-12-03T11:15:00.000Z', { timeZone: VN_TIME_ZONE })).toBe('03/12 18:15');
    expect(formatDrawTime('2026-12-03T11:15:09.000Z', { timeZone: 'UTC', seconds: true, day: false })).toBe(
      '11:15:09',
    );
  });
});
