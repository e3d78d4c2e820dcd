import type { Page } from '@playwright/test';
import { ADMIN_LOTTERY_API } from '../../packages/contracts/src/admin-lottery.ts';
import { expect, test } from '../support/fixtures.ts';
import { logInOperator } from '../support/operator.ts';

type TGame = { id: number; code: string; name: string; product: string };
type TDraw = { id: number; status: string; drawAt: string };

/**
 * A Vietnam province's open draw that draws at least half an hour from now, so the draw job cannot
 * draw it while the journey voids it. Miền Bắc is left alone: the player journeys bet on its draw,
 * and a voided draw's day gets no other.
 */
async function farOpenDraw(page: Page): Promise<{ game: TGame; draw: TDraw }> {
  const token = await page.evaluate(() => sessionStorage.getItem('ol-admin-token'));
  const get = async (path: string) => {
    const res = await page.request.get(path, { headers: { authorization: token! } });
    expect(res.ok(), await res.text()).toBeTruthy();
    return (await res.json()).value;
  };
  const games = (await get(`${ADMIN_LOTTERY_API.games}?brand=lobby`)).items as TGame[];
  for (const game of games.filter((g) => g.product === 'VN' && g.code !== 'VN-MB')) {
    const path = `${ADMIN_LOTTERY_API.draws.replace(':id', String(game.id))}?brand=lobby&status=OPEN`;
    const open = (await get(path)).items as TDraw[];
    const draw = open.find((d) => Date.parse(d.drawAt) - Date.now() > 30 * 60_000);
    if (draw) return { game, draw };
  }
  throw new Error('no Vietnam province has a draw open for the next half hour');
}

test.describe('back office: the house lottery', () => {
  test('the owner sets an e-lottery game’s odds and voids a province’s open draw, both audited', async ({
    page,
  }) => {
    await logInOperator(page, 'owner', 'Owner12345');
    await page.getByTestId('admin-nav-lottery').click();
    await expect(page).toHaveURL(/\/admin\/lottery\/games\?brand=lobby/);

    // The five-minute e-lottery pays 1.96 on a big sum instead of the engine's 1.95.
    const row = page.getByTestId('lottery-game-row-EL-5M');
    await expect(row).toContainText('Every 5 min');
    await page.getByTestId('lottery-game-edit-EL-5M').click();
    const dialog = page.getByTestId('lottery-game-dialog');
    await dialog.getByTestId('lottery-odds-SUM:BIG').fill('1.96');
    await dialog.getByTestId('lottery-game-save').click();
    // no reason: the form says so and nothing is saved
    await expect(dialog.getByText('Give a reason of up to 140 characters.')).toBeVisible();
    await dialog.getByTestId('lottery-game-reason').fill('e2e: a better price on big sums');
    await dialog.getByTestId('lottery-game-save').click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('lottery-game-odds-EL-5M')).toHaveText('SUM:BIG 1.96×');
    await page.screenshot({ path: 'test-results/screens/admin-lottery-games.png' });

    // A province's open draw, found in the draws tab and voided with a reason.
    const { game, draw } = await farOpenDraw(page);
    await page.getByTestId('lottery-tab-draws').click();
    await page.getByTestId('lottery-draws-game').click();
    await page.getByRole('option', { name: `${game.name} (${game.code})` }).click();
    await expect(page.getByTestId(`lottery-draw-row-${draw.id}`)).toContainText('Seed hidden while open');
    await page.getByTestId(`lottery-draw-liability-${draw.id}`).click();
    await expect(page.getByTestId('lottery-exposure-cap')).toContainText('Cap per number');
    await page.keyboard.press('Escape');
    await page.getByTestId(`lottery-draw-void-${draw.id}`).click();
    const voiding = page.getByTestId('lottery-void-dialog');
    await voiding.getByTestId('reason-input').fill('e2e: the official draw was cancelled');
    await voiding.getByTestId('reason-confirm').click();
    await expect(voiding).toBeHidden();
    await expect(page.getByTestId(`lottery-draw-status-${draw.id}`)).toHaveAttribute('data-status', 'VOID');
    await expect(page.getByTestId(`lottery-draw-void-${draw.id}`)).toHaveCount(0);
    await page.screenshot({ path: 'test-results/screens/admin-lottery-draws.png' });

    // The audit lists both changes, newest first, and the chain holds.
    await page.getByTestId('admin-nav-audit').click();
    await expect(page.getByTestId('audit-chain-status')).toHaveAttribute('data-intact', 'true');
    const audit = page.getByTestId('audit-row');
    await expect(audit.nth(0)).toContainText('lottery.draw.void');
    await expect(audit.nth(1)).toContainText('lottery.game.update');
  });
});
