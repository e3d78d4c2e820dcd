import { mkdirSync } from 'node:fs';
import type { FrameLocator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { registerMember } from '../support/lottery.ts';
import { fundMember, headerBalance } from '../support/member.ts';

const SCREENS = 'test-results/screens';
/** NN-1's base bet is 1: a buy-in of 100 covers the 2 × stake (5 × 2 × 1 at worst) many times over. */
const BUY_IN = 100;

/** Opens Niu-Niu Rooms from the site's PVP category into NN-1, as the room picker offers it. */
async function openNiuniu(page: Page): Promise<FrameLocator> {
  await page.goto('/pvp');
  const card = page.locator('[data-testid="game-card"][data-game-name="Niu-Niu Rooms"]');
  await expect(card).toBeVisible();
  await card.getByTestId('game-play').click();
  await page.getByTestId('room-NN-1').click();
  await expect(page).toHaveURL(/\/game\?/);
  await expect(page.getByTestId('game-frame')).toHaveAttribute(
    'src',
    /\/house\/niuniu\/\?lang=[A-Z]+&room=NN-1#token=/,
  );
  const frame = page.frameLocator('[data-testid="game-frame"]');
  await expect(frame.locator('body')).toHaveAttribute('data-state', 'room');
  await expect(frame.locator('body')).toHaveAttribute('data-socket', 'up');
  return frame;
}

async function sitDown(frame: FrameLocator) {
  await frame.locator('[data-testid^="nn-sit-"]').first().click();
  await frame.getByTestId('nn-buyin').fill(String(BUY_IN));
  await frame.getByTestId('nn-buyin-confirm').click();
  await expect(frame.getByTestId('nn-leave')).toBeVisible();
}

/** Every dealt seat's cards as the page shows them, by seat. */
async function shownCards(frame: FrameLocator): Promise<Record<string, string[]>> {
  return frame
    .locator('[data-testid^="nn-cards-"]')
    .evaluateAll((hands) =>
      Object.fromEntries(
        hands.map((hand) => [
          hand.getAttribute('data-testid')!,
          [...hand.querySelectorAll('[data-card]')].map((c) => c.getAttribute('data-card')!),
        ]),
      ),
    );
}

/** Each seat's hand and net as the page writes them, by seat. */
async function results(frame: FrameLocator): Promise<string[]> {
  return frame
    .locator('[data-testid^="nn-badge-"], [data-testid^="nn-net-"]')
    .evaluateAll((els) => els.map((e) => `${e.getAttribute('data-testid')} ${e.textContent}`));
}

const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

test.describe('Niu-Niu rooms', () => {
  test('two members play a hand to the show, see the same cards and results, and their wallets settle', async ({
    browser,
  }) => {
    // two sign-ups, two deposits and a hand of two browsers (a 12-second stake clock at most)
    test.setTimeout(120_000);
    const contexts = await Promise.all([browser.newContext(), browser.newContext()]);
    try {
      const [a, b] = await Promise.all(contexts.map((c) => c.newPage()));
      await Promise.all([registerMember(a!, 'nna'), registerMember(b!, 'nnb')]);
      await Promise.all([fundMember(a!, 300), fundMember(b!, 300)]);
      const frames = await Promise.all([openNiuniu(a!), openNiuniu(b!)]);
      const before = [await headerBalance(a!), await headerBalance(b!)];
      await sitDown(frames[0]!);
      await sitDown(frames[1]!);
      // the buy-in left the main wallet for the table
      await expect.poll(() => headerBalance(a!)).toBeCloseTo(before[0]! - BUY_IN, 2);

      // the room deals once two are seated: one banks, the other stakes; both see the same hand
      await expect(frames[0]!.locator('body')).toHaveAttribute('data-hand', 'staking', { timeout: 30_000 });
      const handId = (await frames[0]!.locator('body').getAttribute('data-hand-id'))!;
      await expect(frames[1]!.locator('body')).toHaveAttribute('data-hand-id', handId);
      for (const f of frames) await expect(f.getByTestId('nn-banker')).toHaveCount(1);
      const player = await Promise.any(
        frames.map(async (f) => {
          await expect(f.getByTestId('nn-stakes')).toBeVisible();
          return f;
        }),
      );
      // the player sees their own four cards, the fifth still face down
      await expect(player.locator('.nn-seat.mine [data-card]')).toHaveCount(4);
      await player.getByTestId('nn-stake-2').click();

      // every stake is in: both pages show the hand with all ten cards, the same on each
      for (const f of frames) {
        await expect(f.locator('body')).toHaveAttribute('data-hand', 'shown', { timeout: 30_000 });
        await expect(f.locator('body')).toHaveAttribute('data-hand-id', handId);
        await expect(f.locator('.nn-seat [data-card]')).toHaveCount(10);
        await expect(f.getByTestId('nn-verify')).toHaveAttribute(
          'href',
          new RegExp(`\\.\\./verify/\\?niuniuHand=${handId}&lang=`),
        );
      }
      const cards = await shownCards(frames[0]!);
      expect(Object.values(cards).flat()).toHaveLength(10);
      expect(await shownCards(frames[1]!)).toEqual(cards);
      expect(await results(frames[1]!)).toEqual(await results(frames[0]!));
      await expect(player.locator('.nn-seat.mine [data-testid^="nn-multiple-"]')).toHaveText(/×2/);
      mkdirSync(SCREENS, { recursive: true });
      await a!.screenshot({ path: `${SCREENS}/niuniu-shown.png` });

      // each stands up while the show is up (between hands): the stack goes back to the main wallet
      const stacks: number[] = [];
      for (const f of frames) stacks.push(amountOf(await f.locator('.nn-seat.mine .nn-stack').textContent()));
      // one's win is the other's loss less the room's 5 % commission on the win
      expect(stacks[0]! + stacks[1]!).toBeLessThanOrEqual(2 * BUY_IN);
      expect(stacks[0]! + stacks[1]!).toBeGreaterThan(2 * BUY_IN - 1);
      await Promise.all(frames.map((f) => f.getByTestId('nn-leave').click()));
      for (const [i, page] of [a!, b!].entries()) {
        await expect(frames[i]!.getByTestId('nn-leave')).toBeHidden({ timeout: 30_000 });
        await expect
          .poll(() => headerBalance(page), { timeout: 30_000 })
          .toBeCloseTo(before[i]! - BUY_IN + stacks[i]!, 2);
      }
    } finally {
      await Promise.all(contexts.map((c) => c.close()));
    }
  });
});

test.describe('the Niu-Niu page', () => {
  test.use({ bypassCSP: true, reducedMotion: 'reduce' });

  test('meets WCAG 2.2 AA on a desktop and a phone, in the lobby and at a table', async ({
    page,
    request,
  }) => {
    const list = await request.post('/wps/relay/GCSGAME_gameList', {
      data: { category: 'PVP', page: 1, pageSize: 50 },
      headers: { language: 'EN' },
    });
    const game = ((await list.json()).value.content as { gameId: string; nodeId: number }[]).find(
      (g) => g.gameId === 'niuniu',
    )!;
    const launched = await request.post('/wps/game/launchGame', {
      data: { nodeId: game.nodeId, accountType: 0 },
      headers: { language: 'EN' },
    });
    const url = (await launched.json()).value.game_url as string;
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      // a new document each time: the same address with only a new size would not load again
      await page.goto('about:blank');
      await page.goto(url);
      await expect(page.locator('body')).toHaveAttribute('data-state', 'lobby');
      await expectNoSeriousViolations(page, `Niu-Niu lobby at ${viewport.width} px`);
      await page.getByTestId('nn-open-NN-FUN').click();
      await expect(page.locator('body')).toHaveAttribute('data-state', 'room');
      // the rules and the paytable open, as a player reads them
      await page.getByTestId('nn-rules').locator('summary').click();
      await expectNoSeriousViolations(page, `Niu-Niu table at ${viewport.width} px`);
    }
  });
});
