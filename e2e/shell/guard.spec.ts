import { expect, skipAnnouncementPopup, test, useLanguage } from '../support/fixtures.ts';

test.describe('route guard', () => {
  test.beforeEach(async ({ page }) => {
    await skipAnnouncementPopup(page);
    await useLanguage(page, 'EN');
  });

  for (const route of ['/lottery', '/integral']) {
    test(`asks a visitor to log in on ${route} and lands on /`, async ({ page }) => {
      await page.goto(route);
      const dialog = page.getByTestId('info-dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(/log in or register/i);
      await expect(page).toHaveURL(/\/$/);
    });
  }

  test('lets a visitor through to other routes', async ({ page }) => {
    await page.goto('/promotions');
    await expect(page).toHaveURL(/\/promotions$/);
    await expect(page.getByTestId('info-dialog')).toHaveCount(0);
  });
});
