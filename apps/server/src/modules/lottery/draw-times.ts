import { addDays, atLocalTime, dayIn, startOfDay } from '../../lib/zoned-time.ts';

/** When a game draws: a Vietnam lottery's weekdays and local time, or the e-lottery's interval. */
export type TDrawSchedule = {
  product: 'VN' | 'ELOTT';
  weekdays: number[] | null;
  drawTime: string | null;
  timeZone: string;
  intervalSeconds: number | null;
  closeBeforeSeconds: number;
};

/** One draw's name within its game and its three moments. */
export type TDrawSlot = { drawKey: string; opensAt: Date; closesAt: Date; drawAt: Date };

const DAY_MS = 86_400_000;

/** The weekday (0 Sunday … 6 Saturday) of a calendar day. */
const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

function slotOf(drawKey: string, drawAt: Date, openFor: number, closeBeforeSeconds: number): TDrawSlot {
  return {
    drawKey,
    opensAt: new Date(drawAt.getTime() - openFor),
    closesAt: new Date(drawAt.getTime() - closeBeforeSeconds * 1000),
    drawAt,
  };
}

/**
 * The draws of a game that are taking bets or waiting to be drawn at `now`: those opened (at or
 * before now) whose draw time has not come. A Vietnam draw opens a day before it (so Miền Bắc's
 * next draw opens as today's is drawn, and a weekly province's the day before); an e-lottery
 * period opens as the one before it draws, its draws on the local day's whole multiples of the
 * interval, keyed `YYYYMMDD-NNNN` (the period of the day, from 0001). A draw whose time passed is
 * never created afterwards: nobody could have bet on it.
 */
export function currentSlots(s: TDrawSchedule, now: Date): TDrawSlot[] {
  const today = dayIn(s.timeZone, now);
  if (s.product === 'VN') {
    const slots: TDrawSlot[] = [];
    for (const day of [today, addDays(today, 1)]) {
      if (!s.weekdays!.includes(weekdayOf(day))) continue;
      const slot = slotOf(day, atLocalTime(s.timeZone, day, s.drawTime!), DAY_MS, s.closeBeforeSeconds);
      if (slot.opensAt <= now && now < slot.drawAt) slots.push(slot);
    }
    return slots;
  }
  const interval = s.intervalSeconds! * 1000;
  const start = startOfDay(s.timeZone, today).getTime();
  const period = Math.floor((now.getTime() - start) / interval) + 1;
  // the day's last period draws at its midnight and keeps the day's key (1440 for one minute)
  const drawAt = new Date(start + period * interval);
  const drawKey = `${today.replace(/-/g, '')}-${String(period).padStart(4, '0')}`;
  return [slotOf(drawKey, drawAt, interval, s.closeBeforeSeconds)];
}
