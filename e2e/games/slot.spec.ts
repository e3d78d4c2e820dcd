import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { fundMember, headerBalance, logIn, openMemberPage } from '../support/member.ts';
import { spinOnce, waitForSlot } from '../support/slot.ts';

const SCREENS = 'test-results/screens';
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const SPINS = 10;

/** Saves what the page shows at desktop and at phone width (test-results/screens/slot-<name>-*.png). */
async function snap(page: Page, name: string) {
  mkdirSync(SCREENS, { recursive: true });
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: `${SCREENS}/slot-${name}-desktop.png` });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: `${SCREENS}/slot-${name}-phone.png` });
  await page.setViewportSize(DESKTOP);
}

/** An amount as the site prints it ("1,234.50", "+0.60", "−1.16") as a number. */
const amountOf = (text: string | null) => Number((text ?? '').replace(/−/g, '-').replace(/[^\d.-]/g, ''));

test.describe('house slot', () => {
  test('plays 10 rounds of Gem Rush 20: the header balance follows, the betting record lists them, and a round verifies after the seed rotates', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await logIn(page);
    await fundMember(page, 1000);

    await page.goto('/rng');
    const card = page.locator('[data-testid="game-card"][data-game-name="Gem Rush 20"]');
    await expect(card).toBeVisible();
    await expect(card.locator('img').first()).toBeVisible();
    await snap(page, 'lobby-rng');
    await card.getByTestId('game-play').click();

    await expect(page).toHaveURL(/\/game\?/);
    await expect(page.getByTestId('game-title')).toHaveText('Gem Rush 20');
    // The house slot is our own page, on our own origin.
    await expect(page.getByTestId('game-frame')).toHaveAttribute(
      'src',
      new RegExp(`^${baseURL!.replace(/\./g, '\\.')}/house/slot/\\?lang=[A-Z]+#token=`),
    );
    // ...framed in a sandbox that still lets it play.
    await expect(page.getByTestId('game-frame')).toHaveAttribute('sandbox', /allow-scripts/);
    const slot = page.frameLocator('[data-testid="game-frame"]');
    await waitForSlot(slot);
    // The seamless wallet: the slot plays the member's main wallet, which holds all the money here.
    const start = Number(await slot.getByTestId('slot-balance').getAttribute('data-amount'));
    expect(start).toBe(await headerBalance(page));
    await snap(page, 'game');

    for (let i = 0; i < SPINS; i++) await spinOnce(slot);

    const bet = Number(await slot.getByTestId('slot-bet').getAttribute('data-amount'));
    const slotBalance = Number(await slot.getByTestId('slot-balance').getAttribute('data-amount'));
    // Pushed over the wallet socket: no reload, no refresh click.
    await expect.poll(() => headerBalance(page)).toBe(slotBalance);
    expect(bet).toBeGreaterThan(0);
    await snap(page, 'game-after-spins');

    // The member centre's betting record lists every round, bet and win, under the house vendor.
    await openMemberPage(page, 'personalHistoryCopy');
    const table = page.getByTestId('bets-table');
    const rows = table.locator('[data-testid^="bet-row-"]');
    await expect(rows).toHaveCount(SPINS);
    for (const row of await rows.all()) {
      await expect(row).toContainText('Gem Rush 20');
      await expect(row).toContainText(/OLH|Lobby Originals/);
    }
    const totals = page.getByTestId('bets-totals');
    await expect(totals).not.toHaveAttribute('data-fetching');
    expect(amountOf(await page.getByTestId('bets-total-betAmount').textContent())).toBeCloseTo(
      bet * SPINS,
      2,
    );
    // Every round is over, a lost one too (the slot credits it zero), so each is settled and the
    // profit is what the wallet gained or lost.
    await expect(rows.locator('[data-status="SETTLED"]')).toHaveCount(SPINS);
    expect(
      amountOf(await page.getByTestId('bets-total-profit').textContent()),
      'profit = balance change',
    ).toBeCloseTo(slotBalance - start, 2);
    await snap(page, 'betting-record');
    await page.getByTestId('member-close').click();
    await expect(page.getByTestId('member-centre')).toBeHidden();

    // Fairness: rotating the seed pair reveals the server seed the 10 rounds used...
    await slot.getByTestId('slot-fairness').click();
    const fairness = slot.getByTestId('slot-fairness-drawer');
    await expect(fairness).toBeVisible();
    const committed = (await fairness.getByTestId('slot-server-seed-hash').textContent())!.trim();
    await expect(fairness.getByTestId('slot-next-nonce')).toHaveText(String(SPINS));
    await fairness.getByTestId('slot-rotate').click();
    const revealed = fairness.getByTestId('slot-revealed');
    await expect(revealed).toContainText(`${SPINS} round(s) used it`);
    await expect(revealed).toContainText('matches the committed hash');
    await expect(fairness.getByTestId('slot-server-seed-hash')).not.toHaveText(committed);
    await expect(fairness.getByTestId('slot-next-nonce')).toHaveText('0');
    await snap(page, 'fairness');

    // ...so History's verify links open the verifier, which replays the round to the same win.
    await fairness.getByRole('button', { name: 'Close' }).click();
    await expect(fairness).toBeHidden();
    await slot.getByTestId('slot-history').click();
    const history = slot.getByTestId('slot-history-drawer');
    await expect(history).toBeVisible();
    const link = history.locator('[data-testid="slot-verify-link"][data-revealed="true"]').first();
    await expect(link).toBeVisible();
    const href = new URL((await link.getAttribute('href'))!, 'http://x');
    expect(href.pathname).toBe('/house/verify/');
    expect(href.searchParams.get('serverSeed')).toBeTruthy();
    await snap(page, 'history');
    const [verifier] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await verifier.waitForLoadState();
    const result = verifier.getByTestId('verify-result');
    await expect(result).toBeVisible();
    await expect(verifier.getByTestId('verify-match')).toHaveAttribute('data-match', 'true');
    const decimals = Number(href.searchParams.get('decimals'));
    const totalWinMinor = Number(await result.getAttribute('data-total-win'));
    expect(totalWinMinor / 10 ** decimals).toBe(Number(href.searchParams.get('win')));
    await snap(verifier, 'verifier');
    await verifier.close();
  });

  test('frames no address from elsewhere under the brand’s header', async ({ page }) => {
    await page.goto('/game?url=https%3A%2F%2Felsewhere.example%2Flogin&name=Gem+Rush+20');
    await expect(page.getByTestId('game-page-empty')).toBeVisible();
    await expect(page.getByTestId('game-frame')).toHaveCount(0);
    await expect(page.getByTestId('game-page-empty')).toContainText(/不是本站的游戏|not one of our games/);
  });
});
