import { expect, test } from '../support/fixtures.ts';
import { logInOperator } from '../support/operator.ts';

test.describe('back office: VIP and referral', () => {
  test('the owner creates a VIP level, sets a member’s level, saves the referral rewards, and the audit shows it all', async ({
    page,
  }) => {
    await logInOperator(page, 'owner', 'Owner12345');
    await page.getByTestId('admin-nav-engagement').click();
    await expect(page).toHaveURL(/\/admin\/engagement\/promotions\?brand=lobby/);
    await page.getByTestId('engagement-section-vip').click();
    await expect(page).toHaveURL(/\/admin\/engagement\/vip\?brand=lobby/);

    // The demo ladder is Silver, Gold and Platinum; a fourth level, checked before it is sent.
    await expect(page.getByTestId('vip-level-row-3')).toContainText('Platinum');
    await page.getByTestId('vip-level-new').click();
    const dialog = page.getByTestId('vip-level-dialog');
    await expect(dialog.getByTestId('vip-level-number')).toHaveValue('4');
    await dialog.getByTestId('vip-level-name').fill('Diamond');
    await dialog.getByTestId('vip-level-deposit').fill('500000');
    await dialog.getByTestId('vip-level-turnover').fill('2000000');
    await dialog.getByTestId('vip-level-rebate').fill('1.2');
    await dialog.getByTestId('vip-level-count').fill('30');
    await dialog.getByTestId('vip-level-save').click();
    // no reason: the form says so and nothing is saved
    await expect(dialog.getByText('Give a reason of up to 140 characters.')).toBeVisible();
    await dialog.getByTestId('vip-level-reason').fill('e2e: a top tier for high rollers');
    await dialog.getByTestId('vip-level-save').click();
    await expect(dialog).toBeHidden();
    const diamond = page.getByTestId('vip-level-row-4');
    await expect(diamond).toContainText('Diamond');
    await expect(diamond).toContainText('1.20%');
    await expect(diamond).toContainText('brand limit');

    // A member's level, looked up by account and set by hand.
    await page.getByTestId('vip-member-account').fill('newbie1');
    await page.getByTestId('vip-member-account').press('Enter');
    await expect(page.getByTestId('vip-member')).toContainText('newbie1');
    await page.getByTestId('vip-member-set').click();
    const set = page.getByTestId('vip-member-dialog');
    await set.getByTestId('vip-member-choice').click();
    await page.getByRole('option', { name: '2 · Gold' }).click();
    await set.getByTestId('vip-member-reason').fill('e2e: loyal since launch');
    await set.getByTestId('vip-member-save').click();
    await expect(set).toBeHidden();
    await expect(page.getByTestId('vip-member-level')).toHaveText('2 · Gold');
    await page.screenshot({ path: 'test-results/screens/admin-engagement-vip.png' });

    // The referral rewards: the share typed as a percentage, kept after a reload.
    await page.getByTestId('engagement-section-referral').click();
    const share = page.getByTestId('referral-share');
    await expect(share).toHaveValue('0.50 %');
    await share.fill('0.75');
    await page.getByTestId('referral-reason').fill('e2e: a bigger share this month');
    await page.getByTestId('referral-save').click();
    await expect(page.getByTestId('referral-reason')).toHaveValue('');
    await page.reload();
    await expect(page.getByTestId('referral-share')).toHaveValue('0.75 %');

    // The audit lists the three changes, newest first, and the chain holds.
    await page.getByTestId('admin-nav-audit').click();
    await expect(page.getByTestId('audit-chain-status')).toHaveAttribute('data-intact', 'true');
    const rows = page.getByTestId('audit-row');
    await expect(rows.nth(0)).toContainText('referral.settings.save');
    await expect(rows.nth(1)).toContainText('vip.member.set');
    await expect(rows.nth(2)).toContainText('vip.level.create');
  });
});
