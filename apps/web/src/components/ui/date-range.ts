/**
 * Date windows of the history pages (spec §9: previous/next 7 and 30 days). Dates are calendar days
 * as `YYYY-MM-DD` in the brand's time zone, the one the server reads them in; the arithmetic runs
 * on UTC midnights so a daylight saving change never shifts a day.
 */
export type TDateRange = { from: string; to: string };

/** The longest window the API answers (contracts ZDateRangeQuery), in days between from and to. */
export const MAX_RANGE_DAYS = 92;
/** The quick shifts the picker offers, in days. */
export const RANGE_SHIFTS = [-30, -7, 7, 30] as const;

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const pad = (n: number) => String(n).padStart(2, '0');
const toUtc = (iso: string): number => Date.parse(`${iso}T00:00:00Z`);
const fromUtc = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** Whether `v` is a real calendar day written `YYYY-MM-DD`. */
export const isIsoDay = (v: string): boolean => ISO_DAY.test(v) && fromUtc(toUtc(v)) === v;

/**
 * Today in `timeZone` (the brand's: a member's day ends when the brand's does, or the bets of the
 * hours around midnight would fall outside "today"), or on this device's clock without one.
 */
export const todayIso = (now: Date = new Date(), timeZone?: string): string => {
  if (!timeZone) return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  // en-US only to read the parts (Latin digits, Gregorian); nothing here is shown (lib/format is).
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
};

export const addDays = (iso: string, days: number): string => fromUtc(toUtc(iso) + days * DAY_MS);

/** Whole days from `from` to `to` (0 for the same day, negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((toUtc(to) - toUtc(from)) / DAY_MS);

/** The last `days` days up to and including `today`: the pages' opening window. */
export const lastDays = (days: number, today: string): TDateRange => ({
  from: addDays(today, -(days - 1)),
  to: today,
});

/**
 * The window moved by `days` (negative: back), keeping its length. Moving forward stops with the
 * window ending on `max` (today), since the future holds nothing; moving back is free.
 */
export const shiftRange = (range: TDateRange, days: number, max: string): TDateRange => {
  const length = Math.max(0, daysBetween(range.from, range.to));
  let to = addDays(range.to, days);
  if (daysBetween(to, max) < 0) to = max;
  return { from: addDays(to, -length), to };
};

/** Whether shifting forward can move the window at all (it already ends on `max` otherwise). */
export const canShiftForward = (range: TDateRange, max: string): boolean => daysBetween(range.to, max) > 0;

/**
 * The window after the member picks a new start: the end follows when the start passes it or the
 * window would exceed MAX_RANGE_DAYS; nothing goes past `max`.
 */
export const withFrom = (range: TDateRange, from: string, max: string): TDateRange => {
  if (!isIsoDay(from)) return range;
  const start = daysBetween(from, max) < 0 ? max : from;
  let to = range.to;
  if (daysBetween(start, to) < 0) to = start;
  if (daysBetween(start, to) > MAX_RANGE_DAYS) to = addDays(start, MAX_RANGE_DAYS);
  if (daysBetween(to, max) < 0) to = max;
  return { from: start, to };
};

/** The window after the member picks a new end: the start follows to keep from ≤ to and the limit. */
export const withTo = (range: TDateRange, to: string, max: string): TDateRange => {
  if (!isIsoDay(to)) return range;
  const end = daysBetween(to, max) < 0 ? max : to;
  let from = range.from;
  if (daysBetween(from, end) < 0) from = end;
  if (daysBetween(from, end) > MAX_RANGE_DAYS) from = addDays(end, -MAX_RANGE_DAYS);
  return { from, to: end };
};
