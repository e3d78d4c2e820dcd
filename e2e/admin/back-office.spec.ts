import { expect, skipAnnouncementPopup, test, useLanguage } from '../support/fixtures.ts';
import { openLogin } from '../support/identity.ts';
import { logInOperator } from '../support/operator.ts';

test.describe('back office', () => {
  test('an owner logs in with TOTP, switches maintenance, locks a member, and the audit shows it all', async ({
    page,
    browser,
    baseURL,
  }) => {
    await logInOperator(page, 'owner', 'Owner12345');
    await expect(page.getByTestId('admin-nav-brands')).toBeVisible();

    // Maintenance on: the player site shows the maintenance page.
    await page.getByTestId('admin-nav-brands').click();
    await page.getByTestId('brand-row-lobby').click();
    await page.getByTestId('brand-maintenance').check();
    await page.getByTestId('brand-save').click();
    await expect(page.getByTestId('brand-saved')).toBeVisible();
    const player = await browser.newContext({ baseURL });
    const site = await player.newPage();
    await site.goto('/');
    await expect(site.getByTestId('maintenance-page')).toBeVisible();

    // Maintenance off again.
    await page.getByTestId('brand-maintenance').uncheck();
    await page.getByTestId('brand-save').click();
    await expect(page.getByTestId('brand-saved')).toBeVisible();
    await site.goto('/');
    await expect(site.getByTestId('header')).toBeVisible();

    // Lock a member (the Siam brand's agent1: the newest match), who then cannot log in there.
    await page.getByTestId('admin-nav-members').click();
    await page.getByTestId('member-search').fill('agent1');
    await page.getByTestId('member-search').press('Enter');
    await page.getByTestId('member-row-agent1').first().click();
    await page.getByTestId('member-lock').click();
    await page.getByTestId('reason-input').fill('suspicious betting pattern');
    await page.getByTestId('reason-confirm').click();
    await expect(page.getByTestId('member-status')).toContainText(/F|locked|frozen/i);

    await skipAnnouncementPopup(site);
    await useLanguage(site, 'EN');
    await site.goto(baseURL!.replace('localhost', 'th.localhost'));
    await openLogin(site);
    await site.getByTestId('login-username').fill('agent1');
    await site.getByTestId('login-password').fill('Agent123');
    await site.getByTestId('login-submit').click();
    await expect(site.getByTestId('login-error')).toBeVisible();
    await expect(site.getByTestId('header-login')).toBeVisible();
    await player.close();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('member-360')).toBeHidden();

    // The audit lists all three, newest first (earlier journeys' rows follow), and the chain holds.
    await page.getByTestId('admin-nav-audit').click();
    await expect(page.getByTestId('audit-chain-status')).toHaveAttribute('data-intact', 'true');
    const rows = page.getByTestId('audit-row');
    await expect(rows.nth(0)).toContainText('member.lock');
    await expect(rows.nth(1)).toContainText('brand.update');
    await expect(rows.nth(2)).toContainText('brand.update');
    for (const [name, size] of [
      ['desktop', { width: 1440, height: 900 }],
      ['phone', { width: 390, height: 844 }],
    ] as const) {
      await page.setViewportSize(size);
      await page.screenshot({ path: `test-results/screens/admin-audit-${name}.png` });
    }
  });
});

test.describe('back-office money', () => {
  test('a finance operator credits a member with a reason, and the wallet shows the entry', async ({
    page,
  }) => {
    await logInOperator(page, 'finance1', 'Operator123');
    await page.getByTestId('admin-nav-members').click();
    await page.getByTestId('member-search').fill('player1');
    await page.getByTestId('member-search').press('Enter');
    await page.getByTestId('member-row-player1').first().click();
    await page.getByTestId('member-adjust').click();
    await page.getByTestId('member-adjust-amount').fill('88.50');
    await page.getByTestId('member-adjust-reason').fill('VIP birthday gift');
    await page.getByTestId('member-adjust-confirm').click();
    await expect(page.getByTestId('member-adjust-amount')).toBeHidden();
    await expect(page.getByTestId('member-wallet-main')).toContainText('88.50');
    await expect(page.getByTestId('member-wallet-entries')).toContainText('VIP birthday gift');
    await page.screenshot({ path: 'test-results/member-wallet.png' });
  });
});
