import { expect, skipAnnouncementPopup, test, useLanguage } from '../support/fixtures.ts';

test.describe('header', () => {
  test.beforeEach(async ({ page }) => {
    await skipAnnouncementPopup(page);
    await useLanguage(page, 'EN');
  });

  test('shows one dropdown per vendor lane in the server’s order', async ({ page }) => {
    await page.goto('/');
    const header = page.getByTestId('header');
    await expect(header).toBeVisible();
    const lanes = header.locator('[data-testid^="lane-dropdown-"]');
    await expect(lanes).toHaveCount(10);
    const titles = await lanes.evaluateAll((els) =>
      els.map((e) => e.getAttribute('data-testid')!.replace('lane-dropdown-', '')),
    );
    expect(titles).toEqual([
      'SPORTS',
      'RNG',
      'FISH',
      'LIVE',
      'PVP',
      'COCKFIGHT',
      'ELOTT',
      'ESPORTS',
      'LOTT',
      'CONS',
    ]);
    await expect(header.getByTestId('header-login')).toBeVisible();
    await expect(header.getByTestId('header-register')).toBeVisible();
  });

  test('caps the slots dropdown at 11 vendors with a “more” entry', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('lane-dropdown-RNG').hover();
    const menu = page.getByTestId('lane-menu-RNG');
    await expect(menu).toBeVisible();
    await expect(menu.locator('[data-testid^="lane-vendor-"]')).toHaveCount(11);
    await expect(page.getByTestId('lane-more-RNG')).toBeVisible();
  });

  test('shows the app QR codes and the VIP customer-service entry', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('header-vip')).toBeVisible();
    await page.getByTestId('header-app').hover();
    const menu = page.getByTestId('header-app-menu');
    await expect(menu.locator('svg[width="130"], canvas[width="130"]')).toHaveCount(2);
  });

  test('lists up to 18 vendor icons and the help topics in the footer', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByTestId('footer');
    await expect(footer.getByTestId('footer-vendor')).toHaveCount(18);
    await expect(footer.getByTestId('footer-help-link').first()).toBeVisible();
    await expect(footer.getByTestId('copyright')).toContainText('OpenLobby');
  });
});
