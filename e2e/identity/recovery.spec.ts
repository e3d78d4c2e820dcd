import { expect, skipAnnouncementPopup, test, useLanguage } from '../support/fixtures.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectLoggedIn, lastMail, mailCount, openLogin, outboxCode } from '../support/identity.ts';
import { PLAYER } from '../support/member.ts';

const PLAYER_MAIL = 'player1@lobby.openlobby.example';

/** Asks for a reset link by e-mail, follows the newest one, sets `password` and logs in with it. */
async function resetByMail(page: Page, request: APIRequestContext, password: string) {
  const before = await mailCount(request, PLAYER_MAIL);
  await page.goto('/');
  await openLogin(page);
  await page.getByTestId('login-forgot').click();
  await page.getByTestId('forgot-tab-email').click();
  await page.getByTestId('forgot-username').fill(PLAYER.account);
  await page.getByTestId('forgot-submit').click();
  await expect(page.getByTestId('forgot-sent')).toBeVisible();
  await expect.poll(() => mailCount(request, PLAYER_MAIL)).toBeGreaterThan(before);
  const mail = await lastMail(request, PLAYER_MAIL);
  const link = /(http:\/\/[^\s"]+\/resetPassword\?token=[A-Za-z0-9_-]+)/.exec(mail)![1]!;
  await page.goto(link);
  await page.getByTestId('reset-new').fill(password);
  await page.getByTestId('reset-confirm').fill(password);
  await page.getByTestId('reset-submit').click();
  await expect(page.getByTestId('login-dialog')).toBeVisible();
  await page.getByTestId('login-username').fill(PLAYER.account);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expectLoggedIn(page);
}

test.describe('password recovery', () => {
  test.beforeEach(async ({ page }) => {
    await skipAnnouncementPopup(page);
    await useLanguage(page, 'EN');
  });

  test('resets the password with the link e-mailed through SMTP', async ({ page, request }) => {
    await resetByMail(page, request, 'Player999');
    // Put the demo password back, the same way: later journeys log in as player1 with it.
    await page.getByTestId('side-signout').click();
    await page.getByTestId('logout-confirm').click();
    await expect(page.getByTestId('header-login')).toBeVisible();
    await resetByMail(page, request, PLAYER.password);
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
