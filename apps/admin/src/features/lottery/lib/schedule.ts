import type { TAdminLotteryGame } from '@openlobby/contracts';

/** 2026-11-29 was a Sunday: day i after it is weekday i (0 Sunday … 6 Saturday). */
const SUNDAY = Date.UTC(2026, 10, 29);

/** The seven weekdays' short names in the locale, Sunday first (the schedule's numbering). */
export const weekdayNames = (locale: string): string[] => {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, i) => format.format(SUNDAY + i * 86_400_000));
};

/** Seconds as the operator reads them: whole minutes as minutes, else seconds. */
export const durationParts = (seconds: number): { unit: 'minutes' | 'seconds'; count: number } =>
  seconds >= 60 && seconds % 60 === 0
    ? { unit: 'minutes', count: seconds / 60 }
    : { unit: 'seconds', count: seconds };

/**
 * When a game draws, in words: the Vietnam lottery's weekdays (every day when all seven) at its
 * local time, or the e-lottery's interval.
 */
export const scheduleOf = (
  g: Pick<TAdminLotteryGame, 'product' | 'weekdays' | 'drawTime' | 'intervalSeconds'>,
  locale: string,
): { kind: 'daily' | 'weekdays'; days: string; time: string } | { kind: 'every'; seconds: number } => {
  if (g.product === 'ELOTT') return { kind: 'every', seconds: g.intervalSeconds ?? 0 };
  const days = g.weekdays ?? [];
  const names = weekdayNames(locale);
  return {
    kind: days.length === 7 ? 'daily' : 'weekdays',
    days: days.map((d) => names[d]).join(', '),
    time: g.drawTime ?? '',
  };
};
