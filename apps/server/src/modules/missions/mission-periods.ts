import type { TMissionPeriod } from '@openlobby/contracts';
import { dayIn, nextDay, startOfDay } from '../../lib/zoned-time.ts';

/** One mission period in a brand's time zone: its key, its brand days and the instants it spans. */
export type TMissionPeriodSpan = { key: string; days: string[]; startsAt: Date; endsAt: Date };

/** The weekday of a calendar day (YYYY-MM-DD), Monday 0 … Sunday 6. */
function mondayIndex(day: string): number {
  return (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
}

function minusDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
}

/**
 * The period that holds `at` in `timeZone` (DESIGN.md: periods are the brand's, from one tested
 * function): DAILY is the brand day (key `2026-12-02`), WEEKLY the Monday-to-Sunday week of brand
 * days (key `W2026-11-30`, its Monday). Its instants come from the days' starts, so a day where
 * the clocks change is as long as it really is.
 */
export function missionPeriodAt(period: TMissionPeriod, timeZone: string, at: Date): TMissionPeriodSpan {
  const today = dayIn(timeZone, at);
  const first = period === 'DAILY' ? today : minusDays(today, mondayIndex(today));
  const days = [first];
  if (period === 'WEEKLY') while (days.length < 7) days.push(nextDay(days[days.length - 1]!));
  return {
    key: period === 'DAILY' ? first : `W${first}`,
    days,
    startsAt: startOfDay(timeZone, first),
    endsAt: startOfDay(timeZone, nextDay(days[days.length - 1]!)),
  };
}
