import { mkdirSync } from 'node:fs';
import type { FrameLocator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { registerMember } from '../support/lottery.ts';
import { fundMember, headerBalance } from '../support/member.ts';

const SCREENS = 'test-results/screens';
const STAKE = 10;

/** The bet feed's name for an account, as the server masks it (`pl***1`). */
const masked = (account: string) =>
  account.length <= 3 ? `${account[0]}**` : `${account.slice(0, 2)}***${account.slice(-1)}`;

/** Opens Live Baccarat from the site's Live category and waits until its table is ready. */
async function openLiveBaccarat(page: Page): Promise<FrameLocator> {
  await page.goto('/live');
  const card = page.locator('[data-testid="game-card"][data-game-name="Live Baccarat"]');
  await expect(card).toBeVisible();
  await card.getByTestId('game-play').click();
  await expect(page).toHaveURL(/\/game\?/);
  await expect(page.getByTestId('game-frame')).toHaveAttribute(
    'src',
    /\/house\/baccarat\/\?lang=[A-Z]+#token=/,
  );
  const frame = page.frameLocator('[data-testid="game-frame"]');
  await expect(frame.locator('body')).toHaveAttribute('data-state', 'ready');
  await expect(frame.locator('body')).toHaveAttribute('data-socket', 'up');
  return frame;
}

/** The id of the round open for bets, once one has at least `seconds` left to bet (so two players can both bet on it). */
async function openRound(frame: FrameLocator, seconds: number): Promise<string> {
  let id = '';
  await expect
    .poll(
      async () => {
        const status = frame.getByTestId('tables-status');
        const phase = await status.getAttribute('data-phase');
        const left = Number(await status.locator('.tb-seconds').textContent());
        id =
          phase === 'BETTING' && left >= seconds ? ((await status.getAttribute('data-round-id')) ?? '') : '';
        return id;
      },
      { timeout: 30_000, intervals: [250] },
    )
    .not.toBe('');
  return id;
}

/** One chip of STAKE on a spot, confirmed; the table then shows it placed on that round. */
async function bet(frame: FrameLocator, spot: 'PLAYER' | 'BANKER', roundId: string) {
  await frame.getByTestId(`tables-chip-${STAKE}`).click();
  await frame.getByTestId(`bac-spot-${spot}`).click();
  await frame.getByTestId('tables-confirm').click();
  await expect(frame.locator('.tb-pending')).toContainText(`Placed ${STAKE.toFixed(2)}`);
  await expect(frame.getByTestId('tables-status')).toHaveAttribute('data-round-id', roundId);
}

test.describe('live baccarat', () => {
  test('two members bet on the same round: each sees the other bet arrive, both see the same hand, and both wallets settle', async ({
    browser,
  }) => {
    const contexts = await Promise.all([browser.newContext(), browser.newContext()]);
    try {
      const [a, b] = await Promise.all(contexts.map((c) => c.newPage()));
      // Two new members (player1's betting record belongs to the slot's journey), their masked
      // names apart by their first letters.
      const [one, other] = await Promise.all([registerMember(a!, 'pla'), registerMember(b!, 'bnk')]);
      await Promise.all([fundMember(a!, 100), fundMember(b!, 100)]);
      const [frameA, frameB] = await Promise.all([openLiveBaccarat(a!), openLiveBaccarat(b!)]);
      const before = [await headerBalance(a!), await headerBalance(b!)];

      // Both at the same table, on the same round, while it takes bets.
      const roundId = await openRound(frameA, 8);
      await expect(frameB.getByTestId('tables-status')).toHaveAttribute('data-round-id', roundId);
      await Promise.all([bet(frameA, 'PLAYER', roundId), bet(frameB, 'BANKER', roundId)]);

      // Each sees the other's bet arrive over the table's socket.
      const arrived = (frame: FrameLocator, account: string) =>
        frame.locator(
          `[data-testid="tables-feed-item"][data-round-id="${roundId}"][data-player="${masked(account)}"]`,
        );
      await expect(arrived(frameA, other.account)).toContainText(`Banker ${STAKE.toFixed(2)}`);
      await expect(arrived(frameB, one.account)).toContainText(`Player ${STAKE.toFixed(2)}`);
      mkdirSync(SCREENS, { recursive: true });
      await a!.screenshot({ path: `${SCREENS}/live-baccarat-betting.png` });

      // The round closes, the hand is dealt, and both tables show the same hand.
      const resultOf = async (frame: FrameLocator) => {
        const app = frame.locator('#app');
        await expect(app).toHaveAttribute('data-last-result', new RegExp(`^${roundId}:`), {
          timeout: 40_000,
        });
        return app.getAttribute('data-last-result');
      };
      const [resultA, resultB] = await Promise.all([resultOf(frameA), resultOf(frameB)]);
      expect(resultA).toBe(resultB);
      await a!.screenshot({ path: `${SCREENS}/live-baccarat-result.png` });

      // Each wallet is the balance before, less the stake, plus what the round returned.
      const seats = [
        { page: a!, frame: frameA, before: before[0]! },
        { page: b!, frame: frameB, before: before[1]! },
      ];
      for (const { page, frame, before: start } of seats) {
        const app = frame.locator('#app');
        await expect(app).toHaveAttribute('data-settled-round', roundId);
        const expected = start - STAKE + Number(await app.getAttribute('data-returned'));
        await expect.poll(() => headerBalance(page)).toBeCloseTo(expected, 2);
        const inGame = async () =>
          Number(await frame.getByTestId('tables-balance').getAttribute('data-amount'));
        await expect.poll(inGame).toBeCloseTo(expected, 2);
      }
    } finally {
      await Promise.all(contexts.map((c) => c.close()));
    }
  });
});

test.describe('the live tables’ pages', () => {
  // axe goes in as a script tag, which the pages' Content-Security-Policy would refuse
  test.use({ bypassCSP: true, reducedMotion: 'reduce' });

  /** A free-play launch of a Live game through the site's API: the game page's address. */
  async function freePlayUrl(request: import('@playwright/test').APIRequestContext, gameId: string) {
    const list = await request.post('/wps/relay/GCSGAME_gameList', {
      data: { category: 'LIVE', page: 1, pageSize: 50 },
      headers: { language: 'EN' },
    });
    const game = ((await list.json()).value.content as { gameId: string; nodeId: number }[]).find(
      (g) => g.gameId === gameId,
    )!;
    const launched = await request.post('/wps/game/launchGame', {
      data: { nodeId: game.nodeId, accountType: 0 },
      headers: { language: 'EN' },
    });
    return (await launched.json()).value.game_url as string;
  }

  for (const [gameId, name] of [
    ['live-baccarat', 'Live Baccarat'],
    ['live-roulette', 'Live Roulette'],
  ] as const)
    test(`${name} meets WCAG 2.2 AA on a desktop and a phone`, async ({ page, request }) => {
      const url = await freePlayUrl(request, gameId);
      for (const viewport of [
        { width: 1440, height: 900 },
        { width: 390, height: 844 },
      ]) {
        await page.setViewportSize(viewport);
        await page.goto(url);
        await expect(page.locator('body')).toHaveAttribute('data-state', 'ready');
        await expect(page.locator('body')).toHaveAttribute('data-socket', 'up');
        await expectNoSeriousViolations(page, `${name} at ${viewport.width} px`);
      }
    });
});
