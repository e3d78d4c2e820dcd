import { expect, test } from '../support/fixtures.ts';
import { fundMember, headerBalance, logIn, openMemberPage } from '../support/member.ts';

/** The vendor simulator start.mjs runs beside the server, on the server's port + 900. */
const SIMULATOR_ORIGIN = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 900}`;

const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

test.describe('transfer-wallet games', () => {
  test('a live table of the simulator vendor opens in the game frame with the money moved into its wallet', async ({
    page,
  }) => {
    await logIn(page);
    await fundMember(page, 500);
    const total = await headerBalance(page);

    await openMemberPage(page, 'transferFund');
    await page.getByTestId('transfer-in-ROYAL').click();
    await page.getByTestId('transfer-amount').fill('100');
    await page.getByTestId('transfer-confirm').click();
    await expect(page.getByTestId('transfer-vendor-ROYAL')).toContainText('100.00');
    const main = amountOf(await page.getByTestId('transfer-main-balance').textContent());
    await page.getByTestId('member-close').click();

    await page.goto('/live');
    const card = page.locator('[data-testid="game-card"][data-game-name="Royal Baccarat"]');
    await card.getByTestId('game-play').click();
    await expect(page).toHaveURL(/\/game\?/);
    await expect(page.getByTestId('game-title')).toHaveText('Royal Baccarat');
    const frame = page.getByTestId('game-frame');
    await expect(frame).toHaveAttribute('src', new RegExp(`^${SIMULATOR_ORIGIN.replace(/\./g, '\\.')}/`));
    // Another origin in the frame (the CSP's frame-src lets it in): the vendor's own page.
    const game = page.frameLocator('[data-testid="game-frame"]').getByTestId('vendor-sim-game');
    await expect(game).toBeVisible();
    await expect(game.locator('h1')).toHaveText('Royal Baccarat');
    // Launching took the rest of the main balance in too (confirmTrans).
    await expect
      .poll(async () => Math.round(amountOf(await game.locator('#balance').textContent()) * 100))
      .toBe(Math.round((100 + main) * 100));
    await expect(game).toContainText('REAL');
    await page.screenshot({ path: 'test-results/screens/transfer-wallet-game.png' });
    // The header counts the vendor wallet in: moving money did not change the total.
    expect(await headerBalance(page)).toBe(total);

    // Back in the lobby, the money comes home from the vendor.
    await page.getByTestId('game-close').click();
    await openMemberPage(page, 'transferFund');
    await page.getByTestId('transfer-all-out').click();
    await expect(page.getByTestId('transfer-vendor-ROYAL')).not.toContainText('100.00');
    await expect
      .poll(async () => amountOf(await page.getByTestId('transfer-main-balance').textContent()))
      .toBe(total);
  });
});
