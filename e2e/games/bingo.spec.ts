import type { FrameLocator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { registerMember } from '../support/lottery.ts';
import { fundMember, headerBalance } from '../support/member.ts';

const CARDS = 2;
const PRICE = 1;

/** The purchase feed's name for an account, as the server masks it (`bi***1`). */
const masked = (account: string) =>
  account.length <= 3 ? `${account[0]}**` : `${account.slice(0, 2)}***${account.slice(-1)}`;

/** Opens Bingo 75 from the site's bingo lane (CONS) and waits until its hall is ready. */
async function openBingo(page: Page): Promise<FrameLocator> {
  await page.goto('/bingo');
  const card = page.locator('[data-testid="game-card"][data-game-name="Bingo 75"]');
  await expect(card).toBeVisible();
  await card.getByTestId('game-play').click();
  await expect(page.getByTestId('game-frame')).toHaveAttribute('src', /\/house\/bingo\/\?lang=[A-Z]+#token=/);
  const frame = page.frameLocator('[data-testid="game-frame"]');
  await expect(frame.locator('body')).toHaveAttribute('data-state', 'ready');
  await expect(frame.locator('body')).toHaveAttribute('data-socket', 'up');
  return frame;
}

/** The round selling cards, once it has at least `seconds` left (so both players can buy on it). */
async function openRound(frame: FrameLocator, seconds: number): Promise<string> {
  let id = '';
  await expect
    .poll(
      async () => {
        const status = frame.getByTestId('tables-status');
        const left = Number(await status.locator('.tb-seconds').textContent());
        const phase = await status.getAttribute('data-phase');
        id =
          phase === 'BETTING' && left >= seconds ? ((await status.getAttribute('data-round-id')) ?? '') : '';
        return id;
      },
      { timeout: 45_000, intervals: [250] },
    )
    .not.toBe('');
  return id;
}

/** Buys CARDS cards with the stepper; the cards are dealt and shown at once. */
async function buyCards(frame: FrameLocator) {
  for (let i = 1; i < CARDS; i++) await frame.getByTestId('bingo-more').click();
  await expect(frame.getByTestId('bingo-count')).toHaveText(String(CARDS));
  await frame.getByTestId('bingo-buy').click();
  await expect(frame.getByTestId('bingo-card')).toHaveCount(CARDS);
}

test.describe('the bingo hall', () => {
  test('two members buy cards in the same round, see each other’s purchase, the same draw, and both wallets settle', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const contexts = await Promise.all([browser.newContext(), browser.newContext()]);
    try {
      const [a, b] = await Promise.all(contexts.map((c) => c.newPage()));
      const [one, other] = await Promise.all([registerMember(a!, 'bia'), registerMember(b!, 'ngo')]);
      await Promise.all([fundMember(a!, 100), fundMember(b!, 100)]);
      const [frameA, frameB] = await Promise.all([openBingo(a!), openBingo(b!)]);
      const before = [await headerBalance(a!), await headerBalance(b!)];

      const roundId = await openRound(frameA, 10);
      await expect(frameB.getByTestId('tables-status')).toHaveAttribute('data-round-id', roundId);
      await Promise.all([buyCards(frameA), buyCards(frameB)]);

      const arrived = (frame: FrameLocator, account: string) =>
        frame.locator(
          `[data-testid="tables-feed-item"][data-round-id="${roundId}"][data-player="${masked(account)}"]`,
        );
      await expect(arrived(frameA, other.account)).toContainText(`${CARDS} cards`);
      await expect(arrived(frameB, one.account)).toContainText(`${CARDS} cards`);

      // The draw is decided at the close; both halls call the same balls and end on the same result.
      const resultOf = async (frame: FrameLocator) => {
        const app = frame.locator('#app');
        await expect(app).toHaveAttribute('data-last-result', new RegExp(`^${roundId}:`), {
          timeout: 90_000,
        });
        return {
          result: await app.getAttribute('data-last-result'),
          current: await frame.getByTestId('bingo-current').getAttribute('data-ball'),
          called: await frame.getByTestId('bingo-called-count').getAttribute('data-count'),
        };
      };
      const [seenA, seenB] = await Promise.all([resultOf(frameA), resultOf(frameB)]);
      expect(seenA).toEqual(seenB);
      // The cards are daubed: the free centre at least, and every called number on them.
      await expect(frameA.locator('[data-testid="bingo-card"] .bg-sq.daubed').first()).toBeVisible();

      for (const [page, frame, start] of [
        [a!, frameA, before[0]!],
        [b!, frameB, before[1]!],
      ] as const) {
        const app = frame.locator('#app');
        await expect(app).toHaveAttribute('data-settled-round', roundId, { timeout: 30_000 });
        const expected = start - CARDS * PRICE + Number(await app.getAttribute('data-returned'));
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

test.describe('the bingo page', () => {
  // axe goes in as a script tag, which the pages' Content-Security-Policy would refuse
  test.use({ bypassCSP: true, reducedMotion: 'reduce' });

  test('meets WCAG 2.2 AA on a desktop and a phone, cards bought and balls called', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const list = await request.post('/wps/relay/GCSGAME_gameList', {
      data: { category: 'CONS', pageSize: 50 },
      headers: { language: 'EN' },
    });
    const game = ((await list.json()).value.content as { gameId: string; nodeId: number }[]).find(
      (g) => g.gameId === 'bingo-75',
    )!;
    const launched = await request.post('/wps/game/launchGame', {
      data: { nodeId: game.nodeId, accountType: 0 },
      headers: { language: 'EN' },
    });
    const url = (await launched.json()).value.game_url as string;
    await page.goto(url);
    await expect(page.locator('body')).toHaveAttribute('data-state', 'ready');
    await expect(page.locator('body')).toHaveAttribute('data-betting', 'true', { timeout: 60_000 });
    await page.getByTestId('bingo-buy').click();
    await expect(page.getByTestId('bingo-card')).toHaveCount(1);
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await expectNoSeriousViolations(page, `Bingo while selling at ${viewport.width} px`);
    }
    await expect
      .poll(async () => Number(await page.locator('#app').getAttribute('data-called')), { timeout: 60_000 })
      .toBeGreaterThan(0);
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1440, height: 900 },
    ]) {
      await page.setViewportSize(viewport);
      await expectNoSeriousViolations(page, `Bingo while calling at ${viewport.width} px`);
    }
  });
});
