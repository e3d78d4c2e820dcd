import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { fundMember, logIn, openMemberPage } from '../support/member.ts';

const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));
const cents = (n: number) => Math.round(n * 100);

/** The main wallet and the Royal Tables wallet as the member centre's transfer page shows them. */
async function wallets(page: Page) {
  await openMemberPage(page, 'transferFund');
  const main = page.getByTestId('transfer-main-balance');
  await expect(main).toHaveText(/\d/);
  await expect(page.getByTestId('transfer-vendor-ROYAL')).toHaveText(/\d/);
  return {
    main: amountOf(await main.textContent()),
    royal: amountOf(await page.getByTestId('transfer-vendor-ROYAL').textContent()),
  };
}

test.describe('launching a simulator game', () => {
  test('moves the main balance into the vendor’s wallet, and the game opens with it', async ({ page }) => {
    await logIn(page);
    await fundMember(page, 200);
    const before = await wallets(page);
    expect(before.main).toBeGreaterThanOrEqual(200);
    await page.getByTestId('member-close').click();

    await page.goto('/live');
    const card = page.locator('[data-testid="game-card"][data-game-name="Royal Baccarat"]');
    await card.getByTestId('game-play').click();
    const game = page.frameLocator('[data-testid="game-frame"]').getByTestId('vendor-sim-game');
    await expect(game).toBeVisible();
    // The simulator's own page shows what its wallet holds for this player.
    await expect
      .poll(async () => cents(amountOf(await game.locator('#balance').textContent())))
      .toBe(cents(before.main + before.royal));

    await page.getByTestId('game-close').click();
    const after = await wallets(page);
    expect(after.main).toBe(0);
    expect(cents(after.royal)).toBe(cents(before.main + before.royal));

    // The money comes home for the journeys after this one.
    await page.getByTestId('transfer-all-out').click();
    await expect
      .poll(async () => cents(amountOf(await page.getByTestId('transfer-main-balance').textContent())))
      .toBe(cents(before.main + before.royal));
  });
});
