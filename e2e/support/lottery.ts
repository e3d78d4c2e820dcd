import { expect, type BrowserContext, type FrameLocator, type Page } from '@playwright/test';
import type { TLotteryGames } from '../../packages/contracts/src/lottery.ts';
import { LOTTERY_API } from '../../packages/contracts/src/paths.ts';
import { registerByUsername } from './identity.ts';
import { advanceServerClock, resetServerClock } from './server-clock.ts';

/**
 * The e2e server's clock moved forward with the browser's beside it, for the lottery journeys: a
 * draw is hours (or, after the agents journey, days) away, and its numbers come at its time.
 *
 * - The browser's clock keeps the server's time, as the agents journey's do: the player site's
 *   encrypted calls carry their time and the server refuses one far off its own clock.
 * - The lottery pages count down with the server's time, which they learn from each answer's
 *   Date header (server-clock-preload.ts writes it from the moved clock).
 *
 * Starts at the real time; `reset` puts the server back there (call it in a finally).
 */
export async function serverTimeFor(context: BrowserContext) {
  let offset = 0;
  await resetServerClock();
  await context.clock.install();
  return {
    /** The server's time now, in ms. */
    now: () => Date.now() + offset,
    /**
     * Moves the server's clock (and the browser's) forward to `at`, once the server reads it; a
     * time already past leaves them where they are (the clock never goes back mid-journey).
     */
    async moveTo(at: number) {
      const by = Math.round(at - (Date.now() + offset));
      if (by <= 0) return;
      await advanceServerClock(by);
      offset += by;
      await context.clock.setSystemTime(Date.now() + offset);
    },
    /** The server back at the real time, for the journeys after this one. */
    async reset() {
      await resetServerClock();
      offset = 0;
    },
  };
}

/**
 * Registers a new member and leaves it logged in: a lottery journey bets with an account of its
 * own, so that player1's missions (e2e/rewards) see none of its stakes.
 */
export async function registerMember(page: Page, prefix: string) {
  const login = { account: `${prefix}${Date.now().toString(36).slice(-7)}`, password: 'Lotto7lamp42' };
  await registerByUsername(page, login);
  return login;
}

/** The game frame of /vnlottery or /game, once it shows a house page. */
export const gameFrame = (page: Page): FrameLocator => page.frameLocator('[data-testid="game-frame"]');

/** The launch token of the game frame's page (its address's fragment, as the page reads it). */
export async function frameToken(page: Page) {
  const src = await page.getByTestId('game-frame').getAttribute('src');
  const token = new URLSearchParams(new URL(src!, 'http://x').hash.slice(1)).get('token');
  expect(token, 'the frame was launched with a token').toBeTruthy();
  return token!;
}

/** The lottery games of the frame's product with their current draws, as its page reads them. */
export async function lotteryGames(page: Page, token: string): Promise<TLotteryGames> {
  const res = await page.request.get(LOTTERY_API.games, { headers: { authorization: token } });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).value as TLotteryGames;
}

/** An amount as a lottery page prints it ("1,234.50") as a number. */
export const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));

/** A ticket row of "my tickets" as the page shows it. */
export type TTicketRow = {
  line: string;
  status: string;
  stake: number;
  odds: number;
  hits: number;
  win: number;
};

/**
 * The rows of "my tickets" on its current page: line ("Lô 2 · 27"), status, stake and odds, and for
 * a settled ticket its hits and win ("Hits 1 · win 9.50").
 */
export async function ticketRows(frame: FrameLocator): Promise<TTicketRow[]> {
  const rows = frame.getByTestId('lottery-ticket');
  return rows.evaluateAll((items) =>
    items.map((item) => {
      // the second line: "Stake 10.00 · ×3.5" beside the outcome
      const [stakeOdds, outcome] = [...item.querySelectorAll('.ticket-meta')[1]!.children].map(
        (span) => span.textContent ?? '',
      );
      const number = (text: string | undefined, re: RegExp) =>
        Number((re.exec(text ?? '')?.[1] ?? 'NaN').replace(/,/g, ''));
      return {
        line: item.querySelector('.ticket-line')?.textContent ?? '',
        status: (item as HTMLElement).dataset.status ?? '',
        stake: number(stakeOdds, /Stake ([\d,.]+)/),
        odds: number(stakeOdds, /×([\d.]+)/),
        hits: number(outcome, /Hits (\d+)/),
        win: number(outcome, /win ([\d,.]+)/),
      };
    }),
  );
}
