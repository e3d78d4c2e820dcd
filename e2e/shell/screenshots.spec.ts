import { expect, skipAnnouncementPopup, test, useLanguage } from '../support/fixtures.ts';

const SIZES = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];
const PAGES = ['/', '/rng', '/help/deposit', '/down', '/promotions', '/join'];

/** Screenshots of the main pages at both widths, saved for people to look at (test-results/screens). */
test.describe('screenshots', () => {
  for (const size of SIZES) {
    test(`renders the main pages at ${size.name} width without horizontal overflow`, async ({ page }) => {
      await skipAnnouncementPopup(page);
      await useLanguage(page, 'EN');
      await page.setViewportSize({ width: size.width, height: size.height });
      for (const route of PAGES) {
        await page.goto(route);
        await expect(page.getByTestId('header')).toBeVisible();
        await page.waitForLoadState('networkidle');
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${route} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
        const slug = route === '/' ? 'home' : route.slice(1).replace(/\//g, '-');
        await page.screenshot({ path: `test-results/screens/${size.name}-${slug}.png` });
      }
    });
  }
});
