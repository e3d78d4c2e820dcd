import { describe, expect, it } from 'vitest';
import { missionPeriodAt } from './mission-periods.ts';

describe('missionPeriodAt', () => {
  it('keys a daily period by the brand day, not the UTC day', () => {
    // 2026-12-02 20:00 UTC is already the 3rd in Bangkok (UTC+7)
    const p = missionPeriodAt('DAILY', 'Asia/Bangkok', new Date('2026-12-02T20:00:00Z'));
    expect(p.key).toBe('2026-12-03');
    expect(p.days).toEqual(['2026-12-03']);
    expect(p.startsAt.toISOString()).toBe('2026-12-02T17:00:00.000Z');
    expect(p.endsAt.toISOString()).toBe('2026-12-03T17:00:00.000Z');
  });

  it('runs a week from Monday to Sunday in the brand zone', () => {
    // Sunday 2026-12-06 23:30 in Bangkok still belongs to the week of Monday the 30th
    const p = missionPeriodAt('WEEKLY', 'Asia/Bangkok', new Date('2026-12-06T16:30:00Z'));
    expect(p.key).toBe('W2026-11-30');
    expect(p.days).toHaveLength(7);
    expect(p.days[6]).toBe('2026-12-06');
    expect(p.endsAt.toISOString()).toBe('2026-12-06T17:00:00.000Z');
    expect(missionPeriodAt('WEEKLY', 'Asia/Bangkok', new Date('2026-12-06T17:00:00Z')).key).toBe(
      'W2026-12-07',
    );
  });

  it('starts the day where the clocks jump at midnight when it really starts (America/Santiago)', () => {
    // on 2026-09-06 Santiago's clocks jump from 00:00 to 01:00 (UTC-4 to UTC-3)
    const p = missionPeriodAt('DAILY', 'America/Santiago', new Date('2026-09-06T12:00:00Z'));
    expect(p.key).toBe('2026-09-06');
    expect(p.startsAt.toISOString()).toBe('2026-09-06T04:00:00.000Z');
    expect(p.endsAt.toISOString()).toBe('2026-09-07T03:00:00.000Z');
    // an instant just before that start is still the 5th there
    expect(missionPeriodAt('DAILY', 'America/Santiago', new Date('2026-09-06T03:59:00Z')).key).toBe(
      '2026-09-05',
    );
  });
});
