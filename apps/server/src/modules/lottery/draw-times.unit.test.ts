import { describe, expect, it } from 'vitest';
import { currentSlots, type TDrawSchedule } from './draw-times.ts';

const VN = 'Asia/Ho_Chi_Minh';
const north: TDrawSchedule = {
  product: 'VN',
  weekdays: [0, 1, 2, 3, 4, 5, 6],
  drawTime: '18:15',
  timeZone: VN,
  intervalSeconds: null,
  closeBeforeSeconds: 900,
};
const iso = (d: Date) => d.toISOString();

describe('currentSlots: the Vietnam lottery', () => {
  it('opens Miền Bắc’s draw of the day at 18:15 Vietnam time the day before and closes it at 18:00', () => {
    // 2026-12-03 10:00 in Vietnam (UTC+7) is 03:00 UTC
    const [slot, ...rest] = currentSlots(north, new Date('2026-12-03T03:00:00Z'));
    expect(rest).toEqual([]);
    expect(slot!.drawKey).toBe('2026-12-03');
    expect(iso(slot!.drawAt)).toBe('2026-12-03T11:15:00.000Z');
    expect(iso(slot!.closesAt)).toBe('2026-12-03T11:00:00.000Z');
    expect(iso(slot!.opensAt)).toBe('2026-12-02T11:15:00.000Z');
  });

  it('has the next day’s draw open as soon as the day’s is due', () => {
    const slots = currentSlots(north, new Date('2026-12-03T11:15:00Z'));
    expect(slots.map((s) => s.drawKey)).toEqual(['2026-12-04']);
  });

  it('names the draw by Vietnam’s date, a day ahead of UTC in the evening', () => {
    // 2026-12-03 18:00 UTC is 01:00 on the 4th in Vietnam: the 4th's draw is open
    const slots = currentSlots(north, new Date('2026-12-03T18:00:00Z'));
    expect(slots.map((s) => s.drawKey)).toEqual(['2026-12-04']);
  });

  it('opens a weekly province only the day before its weekday', () => {
    // TP. Hồ Chí Minh draws on Mondays and Saturdays at 16:15; 2026-12-07 is a Monday
    const hcm: TDrawSchedule = { ...north, weekdays: [1, 6], drawTime: '16:15' };
    expect(currentSlots(hcm, new Date('2026-12-05T12:00:00Z'))).toEqual([]); // Saturday, after its 09:15 UTC draw
    const sunday = currentSlots(hcm, new Date('2026-12-06T10:00:00Z'));
    expect(sunday.map((s) => s.drawKey)).toEqual(['2026-12-07']);
    expect(iso(sunday[0]!.drawAt)).toBe('2026-12-07T09:15:00.000Z');
  });
});

describe('currentSlots: the e-lottery', () => {
  const oneMinute: TDrawSchedule = {
    product: 'ELOTT',
    weekdays: null,
    drawTime: null,
    timeZone: VN,
    intervalSeconds: 60,
    closeBeforeSeconds: 10,
  };

  it('numbers the periods of the Vietnam day from 0001, each open for its minute', () => {
    // 00:00:30 in Vietnam on the 3rd
    const [slot] = currentSlots(oneMinute, new Date('2026-12-02T17:00:30Z'));
    expect(slot!.drawKey).toBe('20261203-0001');
    expect(iso(slot!.opensAt)).toBe('2026-12-02T17:00:00.000Z');
    expect(iso(slot!.closesAt)).toBe('2026-12-02T17:00:50.000Z');
    expect(iso(slot!.drawAt)).toBe('2026-12-02T17:01:00.000Z');
  });

  it('gives the day’s last period the key 1440 and draws it at midnight', () => {
    const [slot] = currentSlots(oneMinute, new Date('2026-12-03T16:59:59Z'));
    expect(slot!.drawKey).toBe('20261203-1440');
    expect(iso(slot!.drawAt)).toBe('2026-12-03T17:00:00.000Z');
  });

  it('starts the next period at the instant the previous one draws', () => {
    const [slot] = currentSlots({ ...oneMinute, intervalSeconds: 300 }, new Date('2026-12-02T17:05:00Z'));
    expect(slot!.drawKey).toBe('20261203-0002');
    expect(iso(slot!.opensAt)).toBe('2026-12-02T17:05:00.000Z');
  });
});
