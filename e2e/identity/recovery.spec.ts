import { expect, skipAnnouncementPopup, test, useLanguage } from '../support/fixtures.ts';
import { expectLoggedIn, lastMail, openLogin, outboxCode } from '../support/identity.ts';

test.describe('password recovery', () => {
  test.beforeEach(async ({ page }) => {
    await skipAnnouncementPopup(page);
    await useLanguage(page, 'EN');
  });

  test('resets the password with the link e-mailed through SMTP', async ({ page, request }) => {
    await page.goto('/');
    await openLogin(page);
    await page.getByTestId('login-forgot').click();
    await page.getByTestId('forgot-tab-email').click();
    await page.getByTestId('forgot-username').fill('player1');
    await page.getByTestId('forgot-submit').click();
    await expect(page.getByTestId('forgot-sent')).toBeVisible();
    const mail = await lastMail(request, 'player1@lobby.openlobby.example');
    const link = /(http:\/\/[^\s"]+\/resetPassword\?token=[A-Za-z0-9_-]+)/.exec(mail)![1]!;
    await page.goto(link);
    await page.getByTestId('reset-new').fill('Player999');
    await page.getByTestId('reset-confirm').fill('Player999');
    await page.getByTestId('reset-submit').click();
    await expect(page.getByTestId('login-dialog')).toBeVisible();
    await page.getByTestId('login-username').fill('player1');
    await page.getByTestId('login-password').fill('Player999');
    await page.getByTestId('login-submit').click();
    await expectLoggedIn(page);
  });

  test('resets the password by phone and is logged in at once', async ({ page, request }) => {
    await page.goto('/');
    await openLogin(page);
    await page.getByTestId('login-forgot').click();
    await page.getByTestId('forgot-tab-phone').click();
    const dialog = page.getByTestId('forgot-dialog');
    await dialog.getByLabel(/country code/i).selectOption('+66');
    await dialog.getByTestId('sms-mobile').fill('800000003');
    await dialog.getByTestId('sms-button').click();
    await dialog.getByTestId('sms-code').fill(await outboxCode(request, '+66800000003'));
    await page.getByTestId('forgot-new').fill('Newbie777');
    await page.getByTestId('forgot-confirm').fill('Newbie777');
    await page.getByTestId('forgot-submit').click();
    await expectLoggedIn(page);
  });
});
