import { mkdirSync } from 'node:fs';
import type { FrameLocator, Page } from '@playwright/test';
import { HOUSE_ROUNDS_API } from '@openlobby/contracts';
import { expect, test } from '../support/fixtures.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { frameToken, registerMember } from '../support/lottery.ts';
import { fundMember, headerBalance } from '../support/member.ts';

const SCREENS = 'test-results/screens';
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

type TShot = { bulletCost: number; win: number; killed: boolean; nonce: number };

/** Opens the fishing game from the site's Fishing category; the sea is ready once the page says so. */
async function openFishing(page: Page): Promise<FrameLocator> {
  await page.goto('/fish');
  const card = page.locator('[data-testid="game-card"][data-game-name="Reef Hunter"]');
  await expect(card).toBeVisible();
  await card.getByTestId('game-play').click();
  await expect(page).toHaveURL(/\/game\?/);
  await expect(page.getByTestId('game-frame')).toHaveAttribute('src', /\/house\/fish\/\?lang=[A-Z]+#token=/);
  const frame = page.frameLocator('[data-testid="game-frame"]');
  await expect(frame.locator('body')).toHaveAttribute('data-state', 'ready');
  return frame;
}

test.describe('fishing', () => {
  // axe goes in as a script tag, which the pages' Content-Security-Policy would refuse
  test.use({ bypassCSP: true });

  test('a fishing session: a member fires until a fish is caught, and the page, the wallet and the shots agree', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await registerMember(page, 'fsh');
    await fundMember(page, 100);
    await page.setViewportSize(DESKTOP);
    const frame = await openFishing(page);
    const amount = async () => Number(await frame.getByTestId('fish-balance').getAttribute('data-amount'));
    const start = await amount();
    expect(start).toBeCloseTo(await headerBalance(page), 2);

    // Auto-fire at the cheapest bullet until the server says a shot caught a fish.
    for (let i = 0; i < 3; i++) await frame.getByTestId('fish-cost-down').click();
    await expect(frame.getByTestId('fish-cost')).toHaveText('0.10');
    await frame.getByTestId('fish-auto').click();
    await expect(frame.locator('.fs-sea')).toHaveAttribute('data-catches', /^[1-9]/, { timeout: 60_000 });
    await expect(frame.getByTestId('fish-live')).not.toBeEmpty();
    mkdirSync(SCREENS, { recursive: true });
    await page.screenshot({ path: `${SCREENS}/fishing-desktop.png` });
    await frame.getByTestId('fish-auto').click();
    await expect(frame.getByTestId('fish-auto')).toHaveAttribute('aria-pressed', 'false');

    // Every bullet landed or expired, and every shot was answered.
    await expect(frame.locator('.fs-sea')).toHaveAttribute('data-bullets', '0', { timeout: 15_000 });
    await expect(frame.locator('#main')).toHaveAttribute('data-in-flight', '0');

    const token = await frameToken(page);
    const list = await page.request.get(`${HOUSE_ROUNDS_API.fishShots}?pageSize=50`, {
      headers: { authorization: token },
    });
    const shots = (await list.json()).value.items as TShot[];
    expect(shots.length).toBeGreaterThan(0);
    expect(shots.some((s) => s.killed)).toBe(true);
    expect(new Set(shots.map((s) => s.nonce)).size).toBe(shots.length);
    const result = shots.reduce((sum, s) => sum - s.bulletCost + s.win, 0);
    await expect.poll(amount).toBeCloseTo(start + result, 2);
    // The wallet socket brings the seamless wallet's balance to the header.
    await expect.poll(() => headerBalance(page)).toBeCloseTo(start + result, 2);

    await expectNoSeriousViolations(page, 'the fishing game at desktop width');
    const game = page.frames().find((f) => f.url().includes('/house/fish/'))!;
    const inGame = await game.page().context().newPage();
    await inGame.goto(game.url());
    await expect(inGame.locator('body')).toHaveAttribute('data-state', 'ready');
    await expectNoSeriousViolations(inGame, 'the fishing page at desktop width');
    await inGame.setViewportSize(PHONE);
    await expectNoSeriousViolations(inGame, 'the fishing page at phone width');
    await inGame.screenshot({ path: `${SCREENS}/fishing-phone.png` });
    // Keyboard play: the sea takes focus, arrows aim and space fires.
    await inGame.getByTestId('fish-sea').focus();
    await inGame.keyboard.press('ArrowLeft');
    await inGame.keyboard.press(' ');
    await inGame.close();
  });
});
