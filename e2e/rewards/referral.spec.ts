import type { Page } from '@playwright/test';
import { VIP_API } from '../../packages/contracts/src/paths.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { expect, skipAnnouncementPopup, test, useLanguage } from '../support/fixtures.ts';
import { expectLoggedIn, solveCaptcha } from '../support/identity.ts';
import { logIn, openMemberPage } from '../support/member.ts';

/** An account as the referrer sees it: its ends only, the server's rule (referral.service.ts maskAccount). */
const masked = (a: string) => `${a.slice(0, 2)}${'*'.repeat(Math.min(6, a.length - 4))}${a.slice(-2)}`;

/** The logged-in member's session token, as the site stores it. */
const tokenOf = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('session') ?? '{}') as { state?: { token?: string } }).state?.token,
  );

test.describe.serial('referral and VIP', () => {
  // axe goes in as a script tag, which the site's Content-Security-Policy would refuse.
  test.use({ bypassCSP: true, reducedMotion: 'reduce' });

  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'EN');
    await skipAnnouncementPopup(page);
  });

  test('a friend registers through the member’s invite link and shows, masked, in their invitee list', async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    await logIn(page);
    await openMemberPage(page, 'referral');
    const link = await page.getByTestId('referral-link').inputValue();
    expect(link).toMatch(/\/register\?referralCode=[A-Z2-9]{8}$/);
    const code = new URL(link).searchParams.get('referralCode')!;
    await expect(page.getByTestId('referral-code')).toHaveValue(code);
    await expect(page.getByTestId('referral-qr').locator('svg')).toBeVisible();
    const before = Number(await page.getByTestId('referral-invitee-count').textContent());
    await expect(page.locator('.ol-member-pane[data-page="referral"] .mantine-Loader-root')).toHaveCount(0);
    await expectNoSeriousViolations(page, 'member centre: referral');

    // A fresh browser, as a friend who got the link: the register page reads its referralCode.
    const friend = await browser.newContext();
    const other = await friend.newPage();
    await skipAnnouncementPopup(other);
    await useLanguage(other, 'EN');
    const account = `ref${Date.now().toString(36).slice(-7)}`;
    const { pathname, search } = new URL(link);
    await other.goto(`${pathname}${search}`);
    await other.getByTestId('register-method-username').click();
    await other.getByTestId('register-username').fill(account);
    await other.getByTestId('register-password').fill('Kite7lamp42');
    await other.getByTestId('register-confirm').fill('Kite7lamp42');
    await solveCaptcha(other, 'register-captcha', 'register-captcha-input');
    await other.getByTestId('register-terms').check();
    await other.getByTestId('register-submit').click();
    await expectLoggedIn(other);
    await friend.close();

    // The member reads their list again: the friend is the newest, masked, not deposited yet.
    await page.reload();
    await openMemberPage(page, 'referral');
    await expect(page.getByTestId('referral-invitee-count')).toHaveText(String(before + 1));
    const row = page.getByTestId('referral-invitee').first();
    await expect(row).toContainText(masked(account));
    await expect(row).not.toContainText(account);
    await expect(row).toContainText('Not yet');
  });

  test('the VIP page opens from the side menu and shows the member’s level and every level', async ({
    page,
  }) => {
    await logIn(page);
    const token = await tokenOf(page);
    const res = await page.request.get(VIP_API.info, { headers: { authorization: token! } });
    expect(res.ok(), await res.text()).toBeTruthy();
    const info = (await res.json()).value as { level: number; levels: unknown[] };

    await page.getByTestId('side-vip').click();
    await expect(page).toHaveURL(/\/vip$/);
    await expect(page.getByTestId('vip-level')).toHaveAttribute('data-level', String(info.level));
    await expect(page.getByTestId('vip-levels').getByRole('listitem')).toHaveCount(info.levels.length);
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page, '/vip (member)');
  });

  test('a visitor on the VIP page is asked to log in', async ({ page }) => {
    await page.goto('/vip');
    await expect(page.getByTestId('vip-visitor')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page, '/vip (visitor)');
    await page.getByTestId('vip-login').click();
    await expect(page.getByTestId('login-username')).toBeVisible();
  });
});
