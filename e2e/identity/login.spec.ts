import { generate } from 'otplib';
import { expect, skipAnnouncementPopup, test, useLanguage } from '../support/fixtures.ts';
import { configureSocialProvider, expectLoggedIn, openLogin, solveCaptcha } from '../support/identity.ts';
import { submitLogin } from '../support/member.ts';

test.describe('login', () => {
  test.beforeEach(async ({ page }) => {
    await skipAnnouncementPopup(page);
    await useLanguage(page, 'EN');
  });

  test('shows the captcha after two failed logins and logs in with it', async ({ page }) => {
    await page.goto('/');
    await openLogin(page);
    for (let i = 0; i < 2; i++) {
      await page.getByTestId('login-username').fill('agent1');
      await page.getByTestId('login-password').fill('wrong-pass');
      await page.getByTestId('login-submit').click();
      await expect(page.getByTestId('login-error')).toContainText(/wrong username or password/i);
    }
    await expect(page.getByTestId('login-captcha')).toBeVisible();
    await page.getByTestId('login-password').fill('Agent123');
    await solveCaptcha(page, 'login-captcha', 'login-captcha-input');
    await page.getByTestId('login-submit').click();
    await expectLoggedIn(page);
    await expect(page.getByTestId('header-agent')).toBeVisible();
  });

  test('forces a change of the default password, then logs in again', async ({ page }) => {
    await submitLogin(page, { account: 'newbie1', password: 'Aa123456' });
    await expect(page.getByTestId('change-password-dialog')).toBeVisible();
    await page.getByTestId('change-old').fill('Aa123456');
    await page.getByTestId('change-new').fill('Newbie2026');
    await page.getByTestId('change-confirm').fill('Newbie2026');
    await page.getByTestId('change-submit').click();
    await expectLoggedIn(page);
    await expect(page).toHaveURL(/\/$/);
  });

  test('plays the free demo, and the member centre asks for a real account', async ({ page }) => {
    await page.goto('/');
    await openLogin(page);
    await page.getByTestId('login-freeplay').click();
    await expectLoggedIn(page);
    await page.getByTestId('header-user').click();
    await expect(page.getByTestId('real-account-dialog')).toBeVisible();
    await expect(page.getByTestId('member-centre')).toHaveCount(0);
  });

  test('signs in through the local OpenID provider', async ({ page, request }) => {
    await configureSocialProvider(request);
    await page.goto('/');
    await openLogin(page);
    await page.getByTestId('social-google').click();
    await page.locator('input[name="login"]').fill('carol');
    await page.locator('input[name="password"]').fill('anything');
    await page.locator('button[type="submit"]').click();
    await page.locator('button[type="submit"]').click();
    await expectLoggedIn(page);
    await expect(page.getByTestId('header-nickname')).toHaveText('Social carol');
  });

  test('asks for the authenticator code when logging in from a new address', async ({ browser, baseURL }) => {
    const siam = baseURL!.replace('localhost', 'th.localhost');
    const home = await browser.newContext({ baseURL: siam });
    const page = await home.newPage();
    await submitLogin(page);
    await expectLoggedIn(page);
    await page.getByTestId('header-user').click();
    await page.getByTestId('totp-setup').click();
    const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
    await page.getByTestId('totp-code').fill(await generate({ secret }));
    await page.getByTestId('totp-enable').click();
    await expect(page.getByTestId('totp-enabled')).toBeVisible();
    await home.close();

    const away = await browser.newContext({
      baseURL: siam,
      extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.23' },
    });
    const second = await away.newPage();
    await submitLogin(second);
    await expect(second.getByTestId('verify-dialog')).toBeVisible();
    // The code that enabled the authenticator is spent; the next time step's code is accepted.
    const next = Math.floor(Date.now() / 1000) + 30;
    await second.getByTestId('verify-code').fill(await generate({ secret, epoch: next }));
    await second.getByTestId('verify-submit').click();
    await expectLoggedIn(second);
    await away.close();
  });
});
