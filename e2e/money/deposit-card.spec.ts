import { expect, test } from '../support/fixtures.ts';
import { logIn, openMemberPage } from '../support/member.ts';

test.describe('deposit card', () => {
  test('shows the order approved, with nothing left to pay, once it is paid on the sandbox gateway', async ({
    page,
    context,
  }) => {
    await logIn(page);
    await openMemberPage(page, 'depositv2');
    await page.locator('[data-testid^="deposit-channel-"]', { hasText: 'Sandbox Pay' }).click();
    await page.getByTestId('deposit-amount').fill('60');
    await page.getByTestId('deposit-submit').click();
    const card = page.getByTestId('deposit-result');
    // The card's status badge.
    const state = card.locator('[data-status]');
    await expect(state).toHaveAttribute('data-status', 'PENDING');
    const [gateway] = await Promise.all([
      context.waitForEvent('page'),
      page.getByTestId('deposit-pay-now').click(),
    ]);
    await gateway.getByTestId('sandbox-pay-confirm').click();
    await expect(gateway.getByTestId('sandbox-pay-status')).toContainText('Paid');
    await gateway.close();
    await page.bringToFront();

    await expect(state).toHaveAttribute('data-status', 'APPROVED');
    await expect(state).toHaveText('Approved');
    await expect(card).toContainText('Payment received');
    await expect(page.getByTestId('deposit-pay-now')).toHaveCount(0);
  });
});
