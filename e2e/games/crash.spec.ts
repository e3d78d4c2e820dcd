import { mkdirSync } from 'node:fs';
import type { FrameLocator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { registerMember } from '../support/lottery.ts';
import { fundMember, headerBalance } from '../support/member.ts';

const SCREENS = 'test-results/screens';
const STAKE = 10;
/** Longer than a run to 1,000 × (115 s): 0.1 % of rounds run longer. */
const RUN_WAIT_MS = 120_000;

/** Opens Rocket Crash from the site's RNG category and waits until its page and socket are up. */
async function openCrash(page: Page): Promise<FrameLocator> {
  await page.goto('/rng');
  const card = page.locator('[data-testid="game-card"][data-game-name="Rocket Crash"]');
  await expect(card).toBeVisible();
  await card.getByTestId('game-play').click();
  await expect(page.getByTestId('game-frame')).toHaveAttribute('src', /\/house\/crash\/\?lang=[A-Z]+#token=/);
  const frame = page.frameLocator('[data-testid="game-frame"]');
  await expect(frame.locator('body')).toHaveAttribute('data-state', 'ready');
  await expect(frame.locator('body')).toHaveAttribute('data-socket', 'up');
  return frame;
}

const actionOf = (frame: FrameLocator) => frame.getByTestId('crash-action').getAttribute('data-action');

test.describe('rocket crash', () => {
  test('a crash round cashed out: the member bets, cashes out during the run, sees the win, and the wallet agrees', async ({
    page,
  }) => {
    // after a cash-out the round may run on to a high crash point; a few attempts may each wait it out
    test.setTimeout(6 * RUN_WAIT_MS);
    await registerMember(page, 'crs');
    await fundMember(page, 100);
    const frame = await openCrash(page);
    const before = await headerBalance(page);
    let bets = 0;
    let won = 0;
    // A round can crash before the cash-out lands (1.00 × is 2 % of them): then the next one.
    for (let attempt = 0; attempt < 6 && won === 0; attempt++) {
      // the page may open during a long run (m(t) = e^(0.00006 t): 100 × after 77 s, 1 % of rounds)
      await expect.poll(() => actionOf(frame), { timeout: RUN_WAIT_MS, intervals: [100] }).toBe('bet');
      await frame.getByTestId('crash-stake').fill(String(STAKE));
      await frame.getByTestId('crash-action').click();
      await expect.poll(() => actionOf(frame), { timeout: 10_000 }).not.toBe('bet');
      if ((await actionOf(frame)) !== 'betPlaced') continue;
      bets++;
      // the run: Cash out as soon as it is offered
      await expect
        .poll(() => actionOf(frame), { timeout: 30_000, intervals: [50] })
        .toMatch(/^(cashOut|wait)$/);
      if ((await actionOf(frame)) === 'wait') continue;
      mkdirSync(SCREENS, { recursive: true });
      await frame.getByTestId('crash-action').click();
      const app = frame.locator('#app');
      await expect
        .poll(async () => (await app.getAttribute('data-cashed-out')) ?? (await actionOf(frame)), {
          timeout: 10_000,
        })
        .toMatch(/:|wait/);
      const cashed = await app.getAttribute('data-cashed-out');
      if (!cashed) continue;
      won = Number(cashed.split(':')[1]);
      expect(won).toBeGreaterThan(STAKE);
      await expect(frame.getByTestId('crash-action')).toHaveAttribute('data-action', 'cashedOut');
      await expect(frame.getByTestId('tables-toast').filter({ hasText: 'You won' })).toBeVisible();
      await page.screenshot({ path: `${SCREENS}/crash-cashed-out.png` });
    }
    expect(won).toBeGreaterThan(0);
    const expected = before - STAKE * bets + won;
    await expect.poll(() => headerBalance(page)).toBeCloseTo(expected, 2);
    await expect
      .poll(async () => Number(await frame.getByTestId('crash-balance').getAttribute('data-amount')))
      .toBeCloseTo(expected, 2);
  });

  test.describe('its page', () => {
    // axe goes in as a script tag, which the pages' Content-Security-Policy would refuse
    test.use({ bypassCSP: true, reducedMotion: 'reduce' });

    test('meets WCAG 2.2 AA on a desktop and a phone', async ({ page, request }) => {
      const list = await request.post('/wps/relay/GCSGAME_gameList', {
        data: { category: 'RNG', page: 1, pageSize: 50 },
        headers: { language: 'EN' },
      });
      const game = ((await list.json()).value.content as { gameId: string; nodeId: number }[]).find(
        (g) => g.gameId === 'rocket-crash',
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
        await expect(page.locator('body')).toHaveAttribute('data-socket', 'up');
        await expectNoSeriousViolations(page, `Rocket Crash at ${viewport.width} px`);
        await page.getByTestId('crash-fair-open').click();
        await expect(page.getByTestId('crash-terminal-hash')).toHaveText(/^[0-9a-f]{64}$/);
        await expectNoSeriousViolations(page, `Rocket Crash's fairness at ${viewport.width} px`);
        await page.keyboard.press('Escape');
      }
    });
  });
});
