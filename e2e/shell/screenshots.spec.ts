import type { Page } from '@playwright/test';
import { expect, skipAnnouncementPopup, test, useLanguage } from '../support/fixtures.ts';
import { logIn, openMemberPage } from '../support/member.ts';

const SIZES = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];
const PAGES = ['/', '/rng', '/help/deposit', '/down', '/promotions', '/join', '/vip', '/feedback'];
/** The member's own pages: routes, then member-centre entries (opened over home). */
const MEMBER_ROUTES = ['/vip', '/feedback'];
const MEMBER_CENTRE = ['referral', 'bonusDetails', 'rewardCenter'];

async function expectNoOverflow(page: Page, what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${what} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
}

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
        await expectNoOverflow(page, route);
        const slug = route === '/' ? 'home' : route.slice(1).replace(/\//g, '-');
        await page.screenshot({ path: `test-results/screens/${size.name}-${slug}.png` });
      }
    });

    test(`renders a member's own pages at ${size.name} width without horizontal overflow`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await logIn(page);
      for (const route of MEMBER_ROUTES) {
        await page.goto(route);
        await page.waitForLoadState('networkidle');
        await expectNoOverflow(page, route);
        await page.screenshot({ path: `test-results/screens/${size.name}-member-${route.slice(1)}.png` });
      }
      await page.goto('/');
      for (const entry of MEMBER_CENTRE) {
        await openMemberPage(page, entry);
        await expect(page.locator(`.ol-member-pane[data-page="${entry}"] .mantine-Loader-root`)).toHaveCount(
          0,
        );
        await page.waitForLoadState('networkidle');
        await expectNoOverflow(page, `member centre: ${entry}`);
        await page.screenshot({ path: `test-results/screens/${size.name}-member-${entry}.png` });
      }
    });
  }
});
