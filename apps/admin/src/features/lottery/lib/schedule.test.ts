import { describe, expect, it } from 'vitest';
import { durationParts, scheduleOf, weekdayNames } from './schedule.ts';

describe('a game’s schedule in words', () => {
  it('names the weekdays Sunday first, as the schedule numbers them', () => {
    expect(weekdayNames('en')).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
  });

  it('says every day, some weekdays, or the e-lottery’s interval', () => {
    const vn = { product: 'VN' as const, drawTime: '16:15', intervalSeconds: null };
    expect(scheduleOf({ ...vn, weekdays: [0, 1, 2, 3, 4, 5, 6] }, 'en')).toMatchObject({ kind: 'daily' });
    expect(scheduleOf({ ...vn, weekdays: [1, 6] }, 'en')).toEqual({
      kind: 'weekdays',
      days: 'Mon, Sat',
      time: '16:15',
    });
    expect(
      scheduleOf({ product: 'ELOTT', weekdays: null, drawTime: null, intervalSeconds: 180 }, 'en'),
    ).toEqual({
      kind: 'every',
      seconds: 180,
    });
  });

  it('reads whole minutes as minutes, else seconds', () => {
    expect(durationParts(900)).toEqual({ unit: 'minutes', count: 15 });
    expect(durationParts(10)).toEqual({ unit: 'seconds', count: 10 });
    expect(durationParts(90)).toEqual({ unit: 'seconds', count: 90 });
  });
});
