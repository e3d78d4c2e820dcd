import { expect, skipAnnouncementPopup, test, useLanguage } from '../support/fixtures.ts';
import { expectLoggedIn, outboxCode, solveCaptcha } from '../support/identity.ts';

test.describe('registration', () => {
  test.beforeEach(async ({ page }) => {
    await skipAnnouncementPopup(page);
    await useLanguage(page, 'EN');
  });

  test('registers by username and is logged in, then logs out', async ({ page }) => {
    await page.goto('/register');
    await page.getByTestId('register-method-username').click();
    await page.getByTestId('register-username').fill('journey1');
    await page.getByTestId('register-password').fill('Journey123');
    await page.getByTestId('register-confirm').fill('Journey123');
    await solveCaptcha(page, 'register-captcha', 'register-captcha-input');
    await page.getByTestId('register-terms').check();
    await page.getByTestId('register-submit').click();
    await expectLoggedIn(page);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('header-nickname')).toHaveText('journey1');

    await page.getByTestId('side-signout').click();
    await page.getByTestId('logout-confirm').click();
    await expect(page.getByTestId('header-login')).toBeVisible();
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('session') ?? '{}').state?.token ?? null),
    ).toBeNull();
  });

  test('registers by mobile with the code read from the outbox', async ({ page, request }) => {
    await page.goto('/register');
    await page.getByTestId('register-method-mobile').click();
    const form = page.getByTestId('register-form');
    await form.getByLabel(/country code/i).selectOption('+66');
    await page.getByTestId('register-mobile').fill('812340001');
    await page.getByTestId('sms-button').click();
    await expect(page.getByTestId('sms-button')).toHaveAttribute('data-state', 'countdown');
    await page.getByTestId('register-code').fill(await outboxCode(request, '+66812340001'));
    await page.getByTestId('register-password').fill('Mobile123');
    await page.getByTestId('register-confirm').fill('Mobile123');
    await solveCaptcha(page, 'register-captcha', 'register-captcha-input');
    await page.getByTestId('register-terms').check();
    await page.getByTestId('register-submit').click();
    await expectLoggedIn(page);
  });

  test('says the two passwords are inconsistent and sends nothing', async ({ page }) => {
    await page.goto('/register');
    await page.getByTestId('register-method-username').click();
    await page.getByTestId('register-username').fill('journey2');
    await page.getByTestId('register-password').fill('Journey123');
    await page.getByTestId('register-confirm').fill('Journey124');
    let sent = false;
    page.on('request', (r) => {
      if (r.url().includes('/wps/member/register')) sent = true;
    });
    await page.getByTestId('register-submit').click();
    await expect(page.getByTestId('register-form')).toContainText(/inconsistent/i);
    expect(sent).toBe(false);
  });
});
