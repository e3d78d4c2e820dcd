/** Brand-local calendar days: periods, quotas and histories follow the brand's time zone. */

/** The calendar day (YYYY-MM-DD) of `at` in `timeZone`. */
export function dayIn(timeZone: string, at: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** How far `timeZone` is ahead of UTC at `at`, in milliseconds. */
function offsetMs(timeZone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const n = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const local = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return local - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant at which `day` (YYYY-MM-DD) begins in `timeZone`. */
export function startOfDay(timeZone: string, day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const midnightUtc = Date.UTC(y, m - 1, d);
  // Twice: the offset at the guess may differ from the offset at the answer across a DST change.
  let at = midnightUtc - offsetMs(timeZone, new Date(midnightUtc));
  at = midnightUtc - offsetMs(timeZone, new Date(at));
  return new Date(at);
}

/** The day after `day` (YYYY-MM-DD). */
export function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}
