import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import {
  headerBalance,
  headerBalanceOnceShown,
  logIn as logInAs,
  openMemberPage,
} from '../support/member.ts';
import { logInOperator } from '../support/operator.ts';

/** The lobby brand's agent1 (its password stays the demo one through the other journeys). */
const logIn = (page: Page) => logInAs(page, { account: 'agent1', password: 'Agent123' });

/** Fills a 6-digit PIN group (Mantine spreads the digits over its boxes). */
const fillPin = (page: Page, testId: string, pin: string) =>
  page.getByTestId(testId).locator('input').first().fill(pin);

test.describe.serial('money', () => {
  test('a deposit through the sandbox gateway raises the header balance without a reload', async ({
    page,
    context,
  }) => {
    await logIn(page);
    // Read once the balance has answered: before that the header shows "--".
    const before = await headerBalanceOnceShown(page);
    await openMemberPage(page, 'depositv2');
    await page.getByTestId('deposit-page').getByText('Sandbox Pay').click();
    await page.getByTestId('deposit-amount').fill('250');
    await page.getByTestId('deposit-submit').click();
    const [gateway] = await Promise.all([
      context.waitForEvent('page'),
      page.getByTestId('deposit-pay-now').click(),
    ]);
    await expect(gateway.getByTestId('sandbox-pay')).toContainText('250.00');
    await gateway.screenshot({ path: 'test-results/screens/sandbox-pay.png' });
    await gateway.getByTestId('sandbox-pay-confirm').click();
    await expect(gateway.getByTestId('sandbox-pay-status')).toContainText('Paid');
    await gateway.close();
    // Pushed over the wallet socket: no reload, no refresh click.
    // cents as a number: compared to the cent, not to the last bit of a float
    await expect.poll(() => headerBalance(page)).toBeCloseTo(before + 250, 2);
    await page.screenshot({ path: 'test-results/screens/deposit-done.png' });
  });

  test('moves money into a vendor wallet and back', async ({ page }) => {
    await logIn(page);
    await openMemberPage(page, 'transferFund');
    const main = page.getByTestId('transfer-main-balance');
    // the figure as a number: a balance of thousands is written with separators
    const shown = async () => Number((await main.textContent())!.replace(/[^\d.]/g, ''));
    const start = await shown();
    const vendor = page.locator('[data-testid^="transfer-in-"]').first();
    const code = (await vendor.getAttribute('data-testid'))!.replace('transfer-in-', '');
    await vendor.click();
    await page.getByTestId('transfer-amount').fill('80');
    await page.getByTestId('transfer-confirm').click();
    await expect.poll(shown).toBeCloseTo(start - 80, 2);
    await expect(page.getByTestId(`transfer-vendor-${code}`)).toContainText('80');
    await page.getByTestId(`transfer-out-${code}`).click();
    await page.getByTestId('transfer-amount').fill('80');
    await page.getByTestId('transfer-confirm').click();
    await expect.poll(shown).toBeCloseTo(start, 2);
    await page.screenshot({ path: 'test-results/screens/transfer-fund.png' });
  });

  test('withdraws: finance approves and pays out in the back office, the member confirms receipt', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await logIn(page);
    await openMemberPage(page, 'securityCenter');
    await page.getByTestId('payment-password-current').fill('Agent123');
    await fillPin(page, 'payment-password-new', '135790');
    await fillPin(page, 'payment-password-repeat', '135790');
    await page.getByTestId('payment-password-save').click();
    await expect(page.getByTestId('payment-password-error')).toHaveCount(0);

    await openMemberPage(page, 'withdraw');
    await page.getByTestId('withdraw-add-account').click();
    await page.getByTestId('payout-bank').fill('Demo Commercial Bank');
    await page.getByTestId('payout-name').fill('Agent One');
    await page.getByTestId('payout-number').fill('6222 8888 0000 4321');
    await fillPin(page, 'payout-password', '135790');
    await page.getByTestId('payout-save').click();
    await expect(page.locator('[data-testid^="withdraw-account-"]')).toHaveCount(1);
    await page.locator('[data-testid^="withdraw-account-"]').first().click();
    await page.getByTestId('withdraw-amount').fill('120');
    await fillPin(page, 'withdraw-password', '135790');
    await page.getByTestId('withdraw-submit').click();
    const reference = (await page.getByTestId('withdraw-done-reference').textContent())!.trim();

    // Finance, in the back office.
    const office = await browser.newContext({ baseURL });
    const admin = await office.newPage();
    await logInOperator(admin, 'finance1', 'Operator123');
    await admin.getByTestId('admin-nav-withdrawals').click();
    const row = admin.getByTestId(`withdrawal-row-${reference}`);
    await row.locator('[data-testid^="withdrawal-approve-"]').click();
    await admin.getByTestId('withdrawal-approve-confirm').click();
    // Approved, it leaves the pending list: the approved ones wait for their payout.
    await expect(row).toHaveCount(0);
    await admin.goto('/admin/withdrawals?status=APPROVED');
    await row.locator('[data-testid^="withdrawal-payout-"]').click();
    await admin.getByTestId('withdrawal-payout-reference').fill('BANK-TX-778899');
    await admin.getByTestId('withdrawal-payout-confirm').click();
    await admin.screenshot({ path: 'test-results/screens/admin-withdrawals.png' });
    await office.close();

    // The member's page hears of it over the socket and offers the confirmation.
    const received = page.locator('[data-testid^="withdrawal-received-"]').first();
    await expect(received).toBeVisible();
    await received.click();
    await expect(page.locator('[data-testid^="withdrawal-status-"]').first()).toContainText(/received/i);
    await page.screenshot({ path: 'test-results/screens/withdraw-done.png' });
  });
});
