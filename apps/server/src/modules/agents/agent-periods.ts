/**
 * Settlement periods of the agent network, in the brand's time zone. A period's key is the ledger
 * idempotency key of its settlement, so keys must never change for a given period and must sort
 * in time order within a kind.
 */
import { dayIn, nextDay, startOfDay } from '../../lib/zoned-time.ts';

/** How often a contract settles; FIVE_MINUTES are the real-time salary slots. */
export type TPeriodKind = 'FIVE_MINUTES' | 'HOURLY' | 'DAILY' | 'WEEKLY' | 'SEMI_MONTHLY' | 'MONTHLY';

export const PERIOD_KINDS: readonly TPeriodKind[] = [
  'FIVE_MINUTES',
  'HOURLY',
  'DAILY',
  'WEEKLY',
  'SEMI_MONTHLY',
  'MONTHLY',
];

/**
 * One settlement period, `start` inclusive and `end` exclusive. Consecutive periods of a kind tile
 * time: each starts where the one before ends.
 *
 * Keys: `D2026-11-30` (day), `H2026-11-30T05` (the 6th hour of that local day), `W2026-11-30` (the
 * week's Monday), `S2026-11-1` / `S2026-11-2` (1st–15th / 16th–end), `M2026-11`, and
 * `F2026-11-30T10:05Z` (the UTC instant a five-minute slot starts).
 */
export type TPeriod = { kind: TPeriodKind; key: string; start: Date; end: Date };

/**
 * The most periods `endedPeriods` answers at once: 10,000 five-minute slots are about 34.7 days,
 * 10,000 hours about 416 days. A job that gets a full list settles it and asks again from the last
 * period's end, so a long outage is caught up in bounded batches rather than one unbounded list.
 */
export const MAX_ENDED_PERIODS = 10_000;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const SLOT_MS = 5 * MINUTE_MS;

/** The period of `kind` that contains `at`, in the brand's `timeZone`. */
export function periodContaining(kind: TPeriodKind, timeZone: string, at: Date): TPeriod {
  if (Number.isNaN(at.getTime())) throw new RangeError('periodContaining needs a valid date');
  if (kind === 'FIVE_MINUTES') return slotContaining(at);
  if (kind === 'HOURLY') return hourContaining(timeZone, at);
  const { key, first, after } = daysOf(kind, dayIn(timeZone, at));
  return { kind, key, start: startOfDay(timeZone, first), end: startOfDay(timeZone, after) };
}

/**
 * Every period of `kind` that ended in (since, now], oldest first: what a settlement job owes
 * after last running at `since` (a server down over the brand's midnight pays yesterday when it
 * starts). A period ending exactly at `since` was already due at the last run, so it is left out.
 * At most MAX_ENDED_PERIODS are answered; the caller continues from the last one's end.
 */
export function endedPeriods(kind: TPeriodKind, timeZone: string, since: Date, now: Date): TPeriod[] {
  const ended: TPeriod[] = [];
  // the period containing `since` is the first that can end after it
  let period = periodContaining(kind, timeZone, since);
  while (period.end.getTime() <= now.getTime() && ended.length < MAX_ENDED_PERIODS) {
    ended.push(period);
    period = nextPeriod(period, timeZone);
  }
  return ended;
}

/** The period of the same kind just before `period`. */
export function previousPeriod(period: TPeriod, timeZone: string): TPeriod {
  return periodContaining(period.kind, timeZone, new Date(period.start.getTime() - 1));
}

/** The period of the same kind just after `period`; it starts where `period` ends. */
export function nextPeriod(period: TPeriod, timeZone: string): TPeriod {
  return periodContaining(period.kind, timeZone, period.end);
}

/** Five-minute slots are aligned to the UTC epoch; every zone's offset is a multiple of 15 minutes. */
function slotContaining(at: Date): TPeriod {
  const start = Math.floor(at.getTime() / SLOT_MS) * SLOT_MS;
  const iso = new Date(start).toISOString();
  return {
    kind: 'FIVE_MINUTES',
    key: `F${iso.slice(0, 16)}Z`,
    start: new Date(start),
    end: new Date(start + SLOT_MS),
  };
}

/**
 * Hours are consecutive one-hour spans from the local day's start, not local clock readings: a
 * day the clocks spring forward has 23 (T00..T22), a day they fall back has 25 (T00..T24), and
 * where a change is half an hour (Lord Howe) the day's last hour is cut short at the next day's
 * start. So the hours of a day always tile it exactly and never borrow from the next day.
 */
function hourContaining(timeZone: string, at: Date): TPeriod {
  const day = dayIn(timeZone, at);
  const dayStart = startOfDay(timeZone, day).getTime();
  const dayEnd = startOfDay(timeZone, nextDay(day)).getTime();
  const index = Math.floor((at.getTime() - dayStart) / HOUR_MS);
  const start = dayStart + index * HOUR_MS;
  return {
    kind: 'HOURLY',
    key: `H${day}T${String(index).padStart(2, '0')}`,
    start: new Date(start),
    end: new Date(Math.min(start + HOUR_MS, dayEnd)),
  };
}

/** The local days a day-based period spans: `first` up to, not including, `after`. */
function daysOf(
  kind: 'DAILY' | 'WEEKLY' | 'SEMI_MONTHLY' | 'MONTHLY',
  day: string,
): { key: string; first: string; after: string } {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const month = day.slice(0, 7);
  const nextMonth = new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
  switch (kind) {
    case 'DAILY':
      return { key: `D${day}`, first: day, after: nextDay(day) };
    case 'WEEKLY': {
      // getUTCDay counts from Sunday = 0; weeks run Monday to Sunday
      const monday = addDays(day, -((new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7));
      return { key: `W${monday}`, first: monday, after: addDays(monday, 7) };
    }
    case 'SEMI_MONTHLY':
      return d <= 15
        ? { key: `S${month}-1`, first: `${month}-01`, after: `${month}-16` }
        : { key: `S${month}-2`, first: `${month}-16`, after: nextMonth };
    case 'MONTHLY':
      return { key: `M${month}`, first: `${month}-01`, after: nextMonth };
  }
}

function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
