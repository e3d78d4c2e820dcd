/** Brand-local calendar days: periods, quotas and histories follow the brand's time zone. */

/**
 * One formatter per zone and shape: building an Intl.DateTimeFormat costs far more than using one,
 * and settlement asks for thousands of days a run.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(kind: 'day' | 'parts', timeZone: string): Intl.DateTimeFormat {
  const key = `${kind}\u0000${timeZone}`;
  let f = formatters.get(key);
  if (!f) {
    f =
      kind === 'day'
        ? new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
        : new Intl.DateTimeFormat('en-US', {
            timeZone,
            hourCycle: 'h23',
            year: 'numeric',
            month: '2-digit',
            day: '2-digit',
            hour: '2-digit',
            minute: '2-digit',
            second: '2-digit',
          });
    formatters.set(key, f);
  }
  return f;
}

/** The calendar day (YYYY-MM-DD) of `at` in `timeZone`. */
export function dayIn(timeZone: string, at: Date): string {
  return formatterOf('day', timeZone).format(at);
}

/** How far `timeZone` is ahead of UTC at `at`, in milliseconds. */
function offsetMs(timeZone: string, at: Date): number {
  const parts = formatterOf('parts', timeZone).formatToParts(at);
  const n = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const local = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return local - Math.floor(at.getTime() / 1000) * 1000;
}

/**
 * The instant at which `day` (YYYY-MM-DD) begins in `timeZone`: the first instant whose local day
 * is `day`. Midnight in the zone's offset from a day before or a day after is the start; where the
 * clocks jump forward at midnight (America/Santiago, 2026-09-06) only the earlier offset's midnight
 * falls on the day (it is 01:00 there), and where midnight happens twice the earlier one counts.
 */
export function startOfDay(timeZone: string, day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const midnightUtc = Date.UTC(y, m - 1, d);
  const candidates = [-DAY_MS, DAY_MS].map(
    (side) => midnightUtc - offsetMs(timeZone, new Date(midnightUtc + side)),
  );
  const onTheDay = candidates.filter((at) => dayIn(timeZone, new Date(at)) === day);
  if (onTheDay.length > 0) return new Date(Math.min(...onTheDay));
  // a day the zone skipped (Samoa's 2011-12-30) never began: it is empty, starting as the next day
  // starts, so the day before keeps its whole 24 hours
  return new Date(Math.max(...candidates));
}

const DAY_MS = 86_400_000;

/** The calendar day `n` days after `day` (YYYY-MM-DD); a negative `n` goes back. */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** The day after `day` (YYYY-MM-DD). */
export const nextDay = (day: string): string => addDays(day, 1);

/**
 * The instant the wall clock in `timeZone` reads `time` (HH:MM) on `day` (YYYY-MM-DD): the zone's
 * offset taken at that instant, found in two steps (the offset at the naive guess, then at the
 * corrected one), so a time after a change of the clocks that day uses the new offset.
 */
export function atLocalTime(timeZone: string, day: string, time: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  const first = wall - offsetMs(timeZone, new Date(wall));
  return new Date(wall - offsetMs(timeZone, new Date(first)));
}
