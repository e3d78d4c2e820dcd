import { expect, skipAnnouncementPopup, test, useLanguage } from '../support/fixtures.ts';

test.describe('help centre', () => {
  test.beforeEach(async ({ page }) => {
    await skipAnnouncementPopup(page);
    await useLanguage(page, 'EN');
  });

  test('navigates topics by tag and closes to the home page', async ({ page }) => {
    await page.goto('/help');
    const centre = page.getByTestId('help-centre');
    await expect(centre).toBeVisible();
    await page.getByTestId('help-nav-withdraw').click();
    await expect(page).toHaveURL(/\/help\/withdraw$/);
    await expect(centre).toContainText('Bind a bank account');
    await page.getByTestId('help-close').click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('opens a topic from the footer, and /helpmc shows help without the header', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('footer-help-link').filter({ hasText: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/help\/faq$/);
    await page.goto('/helpmc');
    await expect(page.getByTestId('help-centre')).toBeVisible();
    await expect(page.getByTestId('header')).toHaveCount(0);
  });
});
