import type { TLotteryGames } from '@openlobby/contracts';
import { isSessionEnded } from '../shared/api.ts';
import { nextPollDelay } from './clock.ts';
import type { TLotteryPage } from './page.ts';

/**
 * The page's heartbeat: the games call every few seconds, sooner when a draw reaches a moment
 * (so the draw moves on as the countdown ends), paused while the page is hidden; and a tick each
 * whole second for the countdowns.
 */
export function startLoop(
  page: TLotteryPage,
  opts: {
    everyMs: number;
    /** The answer the page started with: the first poll is timed from its draws. */
    initial: TLotteryGames;
    onGames: (games: TLotteryGames) => void;
    onError: (error: unknown) => void;
    onTick: (now: number) => void;
  },
) {
  let stopped = false;
  let timer = 0;
  let last: TLotteryGames = opts.initial;

  async function poll() {
    window.clearTimeout(timer);
    if (stopped) return;
    try {
      last = await page.client.games();
      if (!stopped) opts.onGames(last);
    } catch (error) {
      opts.onError(error);
      if (isSessionEnded(error)) stopped = true;
    }
    schedule();
  }

  function schedule() {
    if (stopped || document.hidden) return;
    const draws = last.games.flatMap((g) => (g.draw ? [g.draw] : []));
    timer = window.setTimeout(() => void poll(), nextPollDelay(draws, page.now(), opts.everyMs));
  }

  document.addEventListener('visibilitychange', () => {
    if (!document.hidden) void poll();
    else window.clearTimeout(timer);
  });

  // the countdowns tick on the second, a few ms after it so they never show the second before
  const tick = () => {
    if (stopped) return;
    const now = page.now();
    opts.onTick(now);
    window.setTimeout(tick, 1_000 - (now % 1_000) + 15);
  };
  tick();
  schedule();

  return {
    /** Ask now (after a bet, or when the player wants fresh figures). */
    poll: () => poll(),
    stop() {
      stopped = true;
      window.clearTimeout(timer);
    },
  };
}
