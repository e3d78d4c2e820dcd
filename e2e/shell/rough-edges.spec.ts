import type { Page } from '@playwright/test';
import { API } from '../../packages/contracts/src/paths.ts';
import { WALLET_API } from '../../packages/contracts/src/paths.ts';
import { expect, skipAnnouncementPopup, test, useLanguage } from '../support/fixtures.ts';
import { logIn, openMemberPage } from '../support/member.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };
const TABLET = { width: 900, height: 1100 };

type TBox = { x: number; y: number; width: number; height: number };
type TCovered = { label: string; box: TBox; hit: string };

/**
 * Scrolls the page from top to bottom a part of a screen at a time and, at every stop, finds the
 * controls matching `selector` that lie wholly on screen below the sticky header and whose centre
 * is not themselves (something covers them), or whose box meets the contact button's.
 */
async function coveredControls(page: Page, selector: string): Promise<TCovered[]> {
  return page.evaluate(async (sel) => {
    const contact = [...document.querySelectorAll<HTMLElement>('button[aria-label="Contact us"]')].find(
      (b) => b.offsetParent !== null,
    );
    const header = document.querySelector('[data-testid="header"]')!;
    const covered: TCovered[] = [];
    const meets = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const step = Math.round(window.innerHeight / 3);
    for (let y = 0; ; y += step) {
      window.scrollTo(0, y);
      // A frame for lazily shown content and the sticky parts to settle at the new offset.
      await new Promise(requestAnimationFrame);
      const top = header.getBoundingClientRect().bottom;
      const contactBox = contact?.getBoundingClientRect();
      for (const el of document.querySelectorAll<HTMLElement>(sel)) {
        const r = el.getBoundingClientRect();
        const onScreen =
          r.width > 0 &&
          r.top >= top &&
          r.bottom <= window.innerHeight &&
          r.left >= 0 &&
          r.right <= window.innerWidth;
        if (!onScreen) continue;
        const hitEl = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        const hidden = !hitEl || !(el === hitEl || el.contains(hitEl) || hitEl.contains(el));
        if (hidden || (contactBox && meets(r, contactBox)))
          covered.push({
            label: el.textContent?.trim() || el.getAttribute('name') || el.tagName,
            box: { x: r.x, y: r.y, width: r.width, height: r.height },
            hit: hitEl ? `${hitEl.tagName}.${hitEl.className}` : 'nothing',
          });
      }
      if (y + window.innerHeight >= document.documentElement.scrollHeight) break;
    }
    window.scrollTo(0, 0);
    return covered;
  }, selector);
}

/** Answers one JSON API call with the server's answer changed by `edit`. */
async function rewriteJson(page: Page, path: string, edit: (body: any) => void) {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const res = await route.fetch();
      const body = await res.json();
      edit(body);
      await route.fulfill({ response: res, json: body });
    },
  );
}

/** The full text is readable: not cut sideways, and either not cut at all or in its title. */
async function expectReadable(page: Page, selector: string, full: string) {
  const el = page
    .locator(selector)
    .filter({ hasText: full.slice(0, 12) })
    .first();
  await expect(el).toBeVisible();
  const fit = await el.evaluate((e) => ({
    across: e.scrollWidth <= e.clientWidth,
    down: e.scrollHeight <= e.clientHeight,
    title: e.getAttribute('title') ?? e.closest('[title]')?.getAttribute('title'),
  }));
  expect(fit.across, `${selector} is not cut off sideways`).toBe(true);
  if (!fit.down) expect(fit.title, `${selector} cut at two lines names itself in full`).toBe(full);
}

const LONG_VENDOR = 'Lobby Originals Megaways Jackpot Studios International';
const LONG_CHANNEL = 'Sandbox Pay instant bank transfer via the regional clearing house';

test.describe('rough edges of the player site (issue 14)', () => {
  test.beforeEach(async ({ page }) => {
    await skipAnnouncementPopup(page);
    await useLanguage(page, 'EN');
  });

  test('on a phone, the contact button covers no “Try for free” button nor any form field', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    const contact = page.getByRole('button', { name: 'Contact us' });
    await expect(contact).toBeVisible();
    await expect(page.getByTestId('game-free').first()).toBeVisible();
    expect(await coveredControls(page, '[data-testid="game-free"]')).toEqual([]);

    await page.goto('/rng');
    await expect(page.getByTestId('game-free').first()).toBeVisible();
    expect(await coveredControls(page, '[data-testid="game-free"]')).toEqual([]);

    await page.goto('/register');
    await expect(page.getByTestId('register-page').locator('input').first()).toBeVisible();
    expect(
      await coveredControls(page, 'main input:not([type="hidden"]), main textarea, main button'),
    ).toEqual([]);
    // The contact links are still one tap away, under the header's button.
    await contact.click();
    await expect(page.getByTestId('header-contact-menu')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'the phone header fits the screen').toBeLessThanOrEqual(0);
  });

  test('on a tablet, the floating contact icons keep to their gutter and cover no “Try for free”', async ({
    page,
  }) => {
    await page.setViewportSize(TABLET);
    for (const path of ['/', '/rng']) {
      await page.goto(path);
      await expect(page.getByTestId('floating-icons')).toBeVisible();
      await expect(page.getByTestId('game-free').first()).toBeVisible();
      // The page's content column ends before the icons begin, whatever scrolls under them.
      const edges = await page.evaluate(() => ({
        content: document.querySelector('.ol-route')!.getBoundingClientRect().right,
        icons: document.querySelector('[data-testid="floating-icons"]')!.getBoundingClientRect().left,
      }));
      expect(edges.content, path).toBeLessThanOrEqual(edges.icons);
      expect(await coveredControls(page, '[data-testid="game-free"]'), path).toEqual([]);
    }
  });

  test('the Slots dropdown opens under its header item, inside the window', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    const item = page.getByTestId('lane-dropdown-RNG');
    await item.hover();
    const menu = page.getByTestId('lane-menu-RNG');
    await expect(menu).toBeVisible();
    // The menu settles into place after opening; wait for where it lands, not for a time.
    await expect
      .poll(async () => {
        const [a, m] = [(await item.boundingBox())!, (await menu.boundingBox())!];
        return {
          startsWithinItem: m.x >= a.x - 1 && m.x <= a.x + a.width,
          justBelow: m.y >= a.y + a.height && m.y <= a.y + a.height + 16,
          insideWindow: m.x >= 0 && m.x + m.width <= DESKTOP.width,
        };
      })
      .toEqual({ startsWithinItem: true, justBelow: true, insideWindow: true });
  });

  for (const size of [PHONE, DESKTOP]) {
    test(`a long vendor name is readable in the lobby’s lanes and tabs at ${size.width}px`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await rewriteJson(page, API.vendors, (body) => {
        for (const lane of body.value.data.lanes)
          for (const card of lane.cards) if (card.vassalage === 'OLH') card.name = LONG_VENDOR;
      });
      await page.goto('/');
      await expectReadable(page, '[data-testid="vendor-card-OLH"] .ol-vendor-name', LONG_VENDOR);
      await page.goto('/rng');
      await expectReadable(page, '[data-testid="vendor-tab-OLH"] .ol-vendor-tab-name', LONG_VENDOR);
    });
  }

  test('a long payment channel name is readable on the deposit page', async ({ page }) => {
    // The first channel is the one the deposit page shows first.
    await rewriteJson(page, WALLET_API.depositChannels, (body) => {
      body.value[0].name = LONG_CHANNEL;
    });
    await logIn(page);
    await openMemberPage(page, 'depositv2');
    await expectReadable(page, '.ol-channel-name', LONG_CHANNEL);
    await page.setViewportSize(PHONE);
    await expectReadable(page, '.ol-channel-name', LONG_CHANNEL);
  });
});
