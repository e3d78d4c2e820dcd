import type { TDrawView } from '@openlobby/contracts';

/**
 * Where a draw stands for the player, from its status and its three moments (pure, no DOM). The
 * server is the judge (it refuses a late ticket with DRAW_CLOSED); the page only counts down to the
 * same instants, so a draw still OPEN in the last answer reads as closed once its close has passed.
 */
export type TDrawPhase =
  /** Betting has not opened yet. */
  | 'upcoming'
  /** Taking bets. */
  | 'open'
  /** Betting closed; the numbers come at the draw time. */
  | 'closed'
  /** The draw time has passed and the numbers are on their way. */
  | 'drawing'
  /** The numbers are out. */
  | 'drawn'
  /** Voided: every ticket refunded. */
  | 'void';

type TDrawTimes = Pick<TDrawView, 'status' | 'opensAt' | 'closesAt' | 'drawAt' | 'result'>;

export function drawPhase(draw: TDrawTimes, now: number): TDrawPhase {
  if (draw.status === 'VOID') return 'void';
  if (draw.result !== null || draw.status === 'DRAWN' || draw.status === 'SETTLED') return 'drawn';
  if (now < Date.parse(draw.opensAt)) return 'upcoming';
  if (draw.status === 'OPEN' && now < Date.parse(draw.closesAt)) return 'open';
  return now < Date.parse(draw.drawAt) ? 'closed' : 'drawing';
}

/** What a draw's countdown counts to, and when; null once nothing is left to wait for. */
export function countdownOf(
  draw: TDrawTimes,
  now: number,
): { to: 'opens' | 'closes' | 'draws'; at: number } | null {
  switch (drawPhase(draw, now)) {
    case 'upcoming':
      return { to: 'opens', at: Date.parse(draw.opensAt) };
    case 'open':
      return { to: 'closes', at: Date.parse(draw.closesAt) };
    case 'closed':
      return { to: 'draws', at: Date.parse(draw.drawAt) };
    default:
      return null;
  }
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * A countdown as a clock: "04:05" under an hour, "26:04:05" above (hours are not wrapped into days:
 * a Vietnam draw opens at most a day ahead). Rounded up to the second, so "00:01" shows until the
 * instant itself and "00:00" only once it has come; anything past shows "00:00".
 */
export function formatCountdown(ms: number): string {
  const total = Number.isFinite(ms) && ms > 0 ? Math.ceil(ms / 1000) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${two(hours)}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}

/** The fraction (0…1) of a period gone by: what a progress ring shows between two instants. */
export function elapsedFraction(from: number, to: number, now: number): number {
  if (!(to > from)) return 1;
  return Math.min(1, Math.max(0, (now - from) / (to - from)));
}

/**
 * How long to wait before asking for the games again: the usual interval, or less when one of the
 * draws reaches a moment sooner (opening, closing, drawing), a little after it so the server has
 * moved on (its draw job runs every second). Never under a quarter second.
 */
export function nextPollDelay(draws: readonly TDrawTimes[], now: number, everyMs: number): number {
  const AFTER_MS = 1_200;
  let delay = everyMs;
  for (const draw of draws) {
    for (const iso of [draw.opensAt, draw.closesAt, draw.drawAt]) {
      const at = Date.parse(iso);
      if (at > now) delay = Math.min(delay, at - now + AFTER_MS);
    }
  }
  return Math.max(250, delay);
}

/** The Vietnam lottery's clock: its draw times (18:15 in the North) are Vietnam's, wherever the player is. */
export const VN_TIME_ZONE = 'Asia/Ho_Chi_Minh';

const clockFormats = new Map<string, Intl.DateTimeFormat>();

function clockFormat(timeZone: string | undefined, withSeconds: boolean, withDay: boolean) {
  const key = `${timeZone ?? ''}|${withSeconds}|${withDay}`;
  let format = clockFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      ...(withSeconds ? { second: '2-digit' } : {}),
      ...(withDay ? { day: '2-digit', month: '2-digit' } : {}),
      hourCycle: 'h23',
    });
    clockFormats.set(key, format);
  }
  return format;
}

/**
 * An instant as the pages print it, the same in every language: "03/12 18:15" (day/month, 24 h),
 * in `timeZone` (the viewer's own when omitted).
 */
export function formatDrawTime(
  iso: string,
  opts: { timeZone?: string; seconds?: boolean; day?: boolean } = {},
): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return clockFormat(opts.timeZone, opts.seconds ?? false, opts.day ?? true)
    .format(date)
    .replace(',', '');
}
