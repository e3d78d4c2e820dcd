import type { APIRequestContext } from '@playwright/test';
import { LIMITS } from '../../packages/contracts/src/constants.ts';
import { API } from '../../packages/contracts/src/paths.ts';
import { expect, skipAnnouncementPopup, test, useLanguage } from '../support/fixtures.ts';

type TLane = { title: string; cards: { vassalage: string; name: string; logoUrl: string }[] };

/** The vendor lanes the server answers the desktop site, in its order, those with vendors only. */
async function serverLanes(request: APIRequestContext): Promise<TLane[]> {
  const res = await request.get(`${API.vendors}?platform=html5-desktop`);
  expect(res.ok(), await res.text()).toBeTruthy();
  const lanes = ((await res.json()).value.data.lanes as TLane[]).filter((l) => l.cards.length > 0);
  expect(lanes.length, 'the demo catalogue has vendor lanes').toBeGreaterThan(0);
  return lanes;
}

/** Every vendor once, in lane order (as the footer lists them). */
const distinctVendors = (lanes: TLane[]) => [
  ...new Map(lanes.flatMap((l) => l.cards).map((v) => [v.vassalage, v])).values(),
];

test.describe('header', () => {
  test.beforeEach(async ({ page }) => {
    await skipAnnouncementPopup(page);
    await useLanguage(page, 'EN');
  });

  test('shows one dropdown per vendor lane in the server’s order', async ({ page, request }) => {
    const lanes = await serverLanes(request);
    await page.goto('/');
    const header = page.getByTestId('header');
    await expect(header).toBeVisible();
    const dropdowns = header.locator('[data-testid^="lane-dropdown-"]');
    await expect(dropdowns).toHaveCount(lanes.length);
    const titles = await dropdowns.evaluateAll((els) =>
      els.map((e) => e.getAttribute('data-testid')!.replace('lane-dropdown-', '')),
    );
    expect(titles).toEqual(lanes.map((l) => l.title));
    await expect(header.getByTestId('header-login')).toBeVisible();
    await expect(header.getByTestId('header-register')).toBeVisible();
  });

  test('lists each lane’s vendors in its dropdown, at most 11, with “more” only for slots beyond that', async ({
    page,
    request,
  }) => {
    const lanes = await serverLanes(request);
    await page.goto('/');
    for (const lane of lanes) {
      await page.getByTestId(`lane-dropdown-${lane.title}`).hover();
      const menu = page.getByTestId(`lane-menu-${lane.title}`);
      await expect(menu).toBeVisible();
      const shown = lane.cards.slice(0, LIMITS.dropdownVendorCap).map((v) => `lane-vendor-${v.vassalage}`);
      const items = menu.locator('[data-testid^="lane-vendor-"]');
      await expect(items).toHaveCount(shown.length);
      expect(await items.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')))).toEqual(shown);
      const more = lane.title === 'RNG' && lane.cards.length > LIMITS.dropdownVendorCap;
      await expect(menu.getByTestId('lane-more-RNG')).toHaveCount(more ? 1 : 0);
    }
    // A vendor entry lands on its lane's page with that vendor chosen.
    const slots = lanes.find((l) => l.title === 'RNG');
    if (slots) {
      const vendor = slots.cards.at(-1)!;
      await page.getByTestId('lane-dropdown-RNG').hover();
      await page.getByTestId(`lane-vendor-${vendor.vassalage}`).click();
      await expect(page).toHaveURL(new RegExp(`/rng\\?vendor=${vendor.vassalage}$`));
    }
  });

  test('shows the app QR codes and the VIP customer-service entry', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('header-vip')).toBeVisible();
    await page.getByTestId('header-app').hover();
    const menu = page.getByTestId('header-app-menu');
    await expect(menu.locator('svg[width="130"], canvas[width="130"]')).toHaveCount(2);
  });

  test('lists up to 18 vendor logos and the help topics in the footer', async ({ page, request }) => {
    const vendors = distinctVendors(await serverLanes(request)).slice(0, LIMITS.footerVendorCap);
    await page.goto('/');
    const footer = page.getByTestId('footer');
    const icons = footer.getByTestId('footer-vendor');
    await expect(icons).toHaveCount(vendors.length);
    expect(await icons.evaluateAll((els) => els.map((e) => e.getAttribute('alt')))).toEqual(
      vendors.map((v) => v.name),
    );
    // Each icon is the vendor's own logo, and it loads.
    for (const [i, v] of vendors.entries()) {
      const icon = icons.nth(i);
      await expect(icon).toHaveAttribute('src', v.logoUrl);
      await icon.scrollIntoViewIfNeeded();
      await expect.poll(() => icon.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
    await expect(footer.getByTestId('footer-help-link').first()).toBeVisible();
    await expect(footer.getByTestId('copyright')).toContainText('OpenLobby');
  });
});
