import { mkdirSync } from 'node:fs';
import type { FrameLocator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { registerMember } from '../support/lottery.ts';
import { fundMember, headerBalance } from '../support/member.ts';

const SCREENS = 'test-results/screens';
const BUY_IN = 100;

/** Opens Hold'em Rooms from the site's PVP category into the heads-up room, as the room picker offers it. */
async function openHeadsUp(page: Page): Promise<FrameLocator> {
  await page.goto('/pvp');
  const card = page.locator('[data-testid="game-card"][data-game-name="Hold\'em Rooms"]');
  await expect(card).toBeVisible();
  await card.getByTestId('game-play').click();
  await page.getByTestId('room-HU-1').click();
  await expect(page).toHaveURL(/\/game\?/);
  await expect(page.getByTestId('game-frame')).toHaveAttribute(
    'src',
    /\/house\/holdem\/\?lang=[A-Z]+&room=HU-1#token=/,
  );
  const frame = page.frameLocator('[data-testid="game-frame"]');
  await expect(frame.locator('body')).toHaveAttribute('data-state', 'room');
  await expect(frame.locator('body')).toHaveAttribute('data-socket', 'up');
  return frame;
}

async function sitDown(frame: FrameLocator) {
  await frame.locator('[data-testid^="he-sit-"]').first().click();
  await frame.getByTestId('he-buyin').fill(String(BUY_IN));
  await frame.getByTestId('he-buyin-confirm').click();
  await expect(frame.getByTestId('he-leave')).toBeVisible();
}

/** Whoever has the action bar checks, or calls, until the hand is over. */
async function checkDown(frames: FrameLocator[], handId: string) {
  for (let moves = 0; moves < 12; moves++) {
    const body = frames[0]!.locator('body');
    if ((await body.getAttribute('data-hand')) === 'over') return;
    const turn = await Promise.any(
      frames.map(async (f) => {
        await expect(f.getByTestId('he-actions')).toBeVisible({ timeout: 30_000 });
        return f;
      }),
    ).catch(() => null);
    if (!turn) continue;
    const moves = Number(await turn.locator('body').getAttribute('data-moves'));
    const check = turn.getByTestId('he-check');
    await ((await check.count()) > 0 ? check : turn.getByTestId('he-call')).click();
    // the move is on the hand's log (the same player may act first on the next street)
    await expect
      .poll(async () => Number(await turn.locator('body').getAttribute('data-moves')))
      .toBeGreaterThan(moves);
    await expect(frames[0]!.locator('body')).toHaveAttribute('data-hand-id', handId);
  }
  throw new Error('the hand did not reach its end');
}

test.describe('Hold’em rooms', () => {
  test('two members play a heads-up hand to the showdown, see the same board, and their wallets settle', async ({
    browser,
  }) => {
    // two sign-ups, two deposits and a whole hand of two browsers: a larger budget than one journey's
    test.setTimeout(180_000);
    const contexts = await Promise.all([browser.newContext(), browser.newContext()]);
    try {
      const [a, b] = await Promise.all(contexts.map((c) => c.newPage()));
      await Promise.all([registerMember(a!, 'hea'), registerMember(b!, 'hub')]);
      await Promise.all([fundMember(a!, 300), fundMember(b!, 300)]);
      const frames = await Promise.all([openHeadsUp(a!), openHeadsUp(b!)]);
      const before = [await headerBalance(a!), await headerBalance(b!)];
      await sitDown(frames[0]!);
      await sitDown(frames[1]!);
      // the buy-in left the main wallet for the table
      await expect.poll(() => headerBalance(a!)).toBeCloseTo(before[0]! - BUY_IN, 2);

      // the room deals once two are seated; both see the same hand
      await expect(frames[0]!.locator('body')).toHaveAttribute('data-hand', 'playing', { timeout: 30_000 });
      const handId = (await frames[0]!.locator('body').getAttribute('data-hand-id'))!;
      await expect(frames[1]!.locator('body')).toHaveAttribute('data-hand-id', handId);

      await checkDown(frames, handId);
      for (const f of frames) await expect(f.locator('body')).toHaveAttribute('data-hand', 'over');
      const board = await frames[0]!
        .getByTestId('he-board')
        .locator('[data-card]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
      expect(board).toHaveLength(5);
      const boardB = await frames[1]!
        .getByTestId('he-board')
        .locator('[data-card]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
      expect(boardB).toEqual(board);
      // at the showdown each sees both hands
      for (const f of frames) await expect(f.locator('.he-seat [data-card]')).toHaveCount(4);
      mkdirSync(SCREENS, { recursive: true });
      await a!.screenshot({ path: `${SCREENS}/holdem-showdown.png` });

      // both stand up between hands: each stack goes back to its main wallet
      const stacks: number[] = [];
      for (const f of frames) {
        const mine = f.locator('.he-seat.mine .he-stack');
        stacks.push(Number((await mine.textContent())!.replace(/[^\d.]/g, '')));
      }
      // the pot less the 5 % rake went to the winner (or was split)
      expect(stacks[0]! + stacks[1]!).toBeLessThan(2 * BUY_IN);
      expect(stacks[0]! + stacks[1]!).toBeGreaterThan(2 * BUY_IN - 1);
      await Promise.all(frames.map((f) => f.getByTestId('he-leave').click()));
      for (const [i, page] of [a!, b!].entries()) {
        await expect(frames[i]!.getByTestId('he-leave')).toBeHidden({ timeout: 60_000 });
        await expect
          .poll(() => headerBalance(page), { timeout: 30_000 })
          .toBeCloseTo(before[i]! - BUY_IN + stacks[i]!, 2);
      }
    } finally {
      await Promise.all(contexts.map((c) => c.close()));
    }
  });
});

test.describe('the Hold’em page', () => {
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
      (g) => g.gameId === 'holdem',
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
      await expectNoSeriousViolations(page, `Hold'em lobby at ${viewport.width} px`);
      await page.getByTestId('he-open-FUN-1').click();
      await expect(page.locator('body')).toHaveAttribute('data-state', 'room');
      await expectNoSeriousViolations(page, `Hold'em table at ${viewport.width} px`);
    }
  });
});
