import { expect, test, useLanguage } from '../support/fixtures.ts';

test.describe('announcement popup', () => {
  test.beforeEach(async ({ page }) => useLanguage(page, 'EN'));

  test('pages the popup announcements 8 at a time', async ({ page }) => {
    await page.goto('/');
    const popup = page.getByTestId('announcement-popup');
    await expect(popup).toBeVisible();
    await expect(popup.getByTestId('announcement-item')).toHaveCount(8);
    await popup.getByRole('button', { name: 'Next' }).click();
    await expect(popup.getByTestId('announcement-item')).toHaveCount(3);
    // Next does nothing on the last page, Prev nothing on the first.
    await expect(popup.getByRole('button', { name: 'Next' })).toBeDisabled();
    await popup.getByRole('button', { name: 'Prev' }).click();
    await expect(popup.getByTestId('announcement-item')).toHaveCount(8);
    await expect(popup.getByRole('button', { name: 'Prev' })).toBeDisabled();
    await popup.getByRole('button', { name: '2', exact: true }).click();
    await expect(popup.getByTestId('announcement-item').first()).toContainText('VIP levels upgraded');
    await expect(popup.getByTestId('announcement-item')).toHaveCount(3);
  });

  test('stays closed for the rest of the session once closed', async ({ page }) => {
    await page.goto('/');
    const popup = page.getByTestId('announcement-popup');
    await expect(popup).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    expect(await page.evaluate(() => sessionStorage.getItem('announcementSeen'))).toBe('1');
    await page.reload();
    await expect(page.getByTestId('header')).toBeVisible();
    await expect(popup).toHaveCount(0);
  });
});
