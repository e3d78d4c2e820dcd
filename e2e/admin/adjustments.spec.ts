import { expect, test } from '../support/fixtures.ts';
import { logInOperator } from '../support/operator.ts';

test.describe('back-office maker-checker', () => {
  test('a maker adjusts above the threshold, cannot approve it, and a second operator approves it in the queue', async ({
    page,
    browser,
    baseURL,
  }) => {
    // The maker: finance credits 12,000.00, above the brand's default checker threshold of 10,000.
    const reason = `Tournament prize ${Date.now()}`;
    await logInOperator(page, 'finance1', 'Operator123');
    await page.getByTestId('admin-nav-members').click();
    await page.getByTestId('member-search').fill('player1');
    await page.getByTestId('member-search').press('Enter');
    await page.getByTestId('member-row-player1').first().click();
    const main = page.getByTestId('member-wallet-main');
    await expect(main).toBeVisible();
    const before = (await main.textContent()) ?? '';
    await page.getByTestId('member-adjust').click();
    await page.getByTestId('member-adjust-amount').fill('12000');
    await page.getByTestId('member-adjust-reason').fill(reason);
    await page.getByTestId('member-adjust-confirm').click();
    await expect(page.getByTestId('member-adjust-amount')).toBeHidden();
    // Nothing moved yet: the adjustment waits for a second operator.
    await expect(main).toHaveText(before);
    await expect(page.getByTestId('member-wallet-entries')).not.toContainText(reason);

    // In the queue the maker's own row offers no approval and says why.
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('member-wallet')).toBeHidden();
    await page.getByTestId('admin-nav-adjustments').click();
    const makerRow = page.locator('[data-testid^="adjustment-row-"]').filter({ hasText: reason });
    await expect(makerRow).toHaveAttribute('data-status', 'PENDING');
    await expect(makerRow.locator('[data-testid^="adjustment-own-"]')).toBeVisible();
    await expect(makerRow.locator('[data-testid^="adjustment-approve-"]')).toHaveCount(0);

    // The checker: the owner, in a browser of their own, approves it after the confirm dialog.
    const office = await browser.newContext({ baseURL });
    const checker = await office.newPage();
    await logInOperator(checker, 'owner', 'Owner12345');
    await checker.getByTestId('admin-nav-adjustments').click();
    const row = checker.locator('[data-testid^="adjustment-row-"]').filter({ hasText: reason });
    await expect(row).toContainText('finance1');
    await row.locator('[data-testid^="adjustment-approve-"]').click();
    await expect(checker.getByTestId('adjustment-summary')).toContainText('player1');
    await checker.getByTestId('adjustment-approve-confirm').click();
    await expect(checker.getByTestId('adjustment-approve-dialog')).toBeHidden();
    // Posted: it leaves the pending queue, and the posted list shows who approved it.
    await expect(row).toHaveCount(0);
    await checker.getByTestId('adjustments-status-filter').getByText('Posted').click();
    const posted = checker.locator('[data-testid^="adjustment-row-"]').filter({ hasText: reason });
    await expect(posted).toHaveAttribute('data-status', 'POSTED');
    await expect(posted).toContainText('owner');
    await office.close();

    // The member's balance changed by the amount, and the entry carries the reason.
    await page.getByTestId('admin-nav-members').click();
    await page.getByTestId('member-search').fill('player1');
    await page.getByTestId('member-search').press('Enter');
    await page.getByTestId('member-row-player1').first().click();
    await expect(main).not.toHaveText(before);
    await expect(page.getByTestId('member-wallet-entries')).toContainText(reason);
  });
});
