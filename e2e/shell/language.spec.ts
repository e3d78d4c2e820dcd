import { expect, skipAnnouncementPopup, test } from '../support/fixtures.ts';

test.describe('language', () => {
  test.beforeEach(async ({ page }) => skipAnnouncementPopup(page));

  test('starts in the brand’s default language', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await page.goto('http://th.localhost:' + new URL(page.url()).port + '/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  });

  test('switches to Thai, tells the server, and stays Thai after a reload', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('nav-home')).toBeVisible();
    const told = page.waitForRequest((r) => r.url().includes('/wps/system/language') && r.method() === 'PUT');
    const vendorsReloaded = page.waitForRequest(
      (r) => r.url().includes('GCSGAME_newGameVendor') && r.headers()['language'] === 'TH',
    );
    await page.getByTestId('language-select').selectOption('TH');
    expect((await told).postDataJSON()).toEqual({ language: 'TH' });
    await vendorsReloaded;
    await expect(page.getByTestId('nav-home')).toHaveText('หน้าแรก');
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    expect(
      await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang')]),
    ).toEqual(['TH', 'CN']);
    await page.reload();
    await expect(page.getByTestId('nav-home')).toHaveText('หน้าแรก');
  });

  test('lays the page out right to left in Arabic', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('language-select').selectOption('AR');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });
});
