import type { Page, Request } from '@playwright/test';
import { expect, skipAnnouncementPopup, test } from '../support/fixtures.ts';

/** A request for `path` that speaks `language`: its Language header, and its body's language if it sends one. */
const requestIn = (page: Page, path: string, language: string): Promise<Request> =>
  page.waitForRequest((r) => {
    if (!r.url().includes(path) || r.headers()['language'] !== language) return false;
    const sent = r.postDataJSON() as { language?: string } | null;
    return sent?.language === undefined || sent.language === language;
  });

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

  test('reloads vendors, hot games, winners and announcements in the new language without reloading the page', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByTestId('winners-board').getByRole('heading')).toHaveText('赢家榜');
    await expect(page.getByTestId('hot-games').getByTestId('game-card').first()).toBeVisible();
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    const reloaded = [
      requestIn(page, 'GCSGAME_newGameVendor', 'TH'),
      requestIn(page, 'GCSGAME_hotGamesV2', 'TH'),
      requestIn(page, 'GCSGAME_getRankList', 'TH'),
      requestIn(page, 'MCSFE_getListAnnouncements', 'TH'),
    ];
    await page.getByTestId('language-select').selectOption('TH');
    await Promise.all(reloaded);
    await expect(page.getByTestId('winners-board').getByRole('heading')).toHaveText('ผู้ชนะรางวัลใหญ่');
    await expect(page.getByTestId('hot-games').getByText('BTi สปอร์ตบุ๊ค')).toBeVisible();
    await expect(page.getByTestId('nav-home')).toHaveText('หน้าแรก');
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  });

  test('shows the combined BTi + TCG icon for BTI and the TCG vendors in Tahitian only', async ({ page }) => {
    const logo = (vendor: string) => page.getByTestId(`vendor-card-${vendor}`).locator('img');
    await page.goto('/sports');
    await expect(logo('BTI')).toHaveAttribute('data-logo', 'own');
    await page.getByTestId('language-select').selectOption('TY');
    await expect(logo('BTI')).toHaveAttribute('data-logo', 'combined');
    // A real picture that loaded, not a broken image or a box of text.
    await expect
      .poll(() => logo('BTI').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(page.getByTestId('footer').getByAltText('BTi Sports')).toHaveAttribute(
      'data-logo',
      'combined',
    );
    await page.goto('/elott');
    await expect(logo('TCGL')).toHaveAttribute('data-logo', 'combined');
    await page.getByTestId('language-select').selectOption('EN');
    await expect(logo('TCGL')).toHaveAttribute('data-logo', 'own');
  });
});
