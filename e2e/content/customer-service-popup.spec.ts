import type { Page, Route } from '@playwright/test';
import { expect, skipAnnouncementPopup, test, useLanguage } from '../support/fixtures.ts';

/** Holds the chat link calls until `release()`: a slow network, without any fixed wait. */
async function holdChatLinks(page: Page) {
  const held: Route[] = [];
  let open = false;
  await page.route('**/wps/system/customerService/*/link', (route) => {
    if (open) return route.continue();
    held.push(route);
  });
  return {
    waiting: () => held.length,
    release: async () => {
      open = true;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

/** Clicks the side menu's live chat and answers the popup it opens. */
async function openLiveChat(page: Page) {
  const popupOpened = page.waitForEvent('popup');
  await page.getByTestId('side-cs-LIVECHAT').click();
  return popupOpened;
}

test.describe('customer-service popup', () => {
  test.beforeEach(async ({ page, context }) => {
    await skipAnnouncementPopup(page);
    await useLanguage(page, 'EN');
    // The chat vendor is a third party outside this machine; answer its page locally.
    await context.route('https://chat.openlobby.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>chat</title><body>Chat with us</body>' }),
    );
  });

  test('says it is connecting while the chat link loads, then shows the chat, right after page load', async ({
    page,
  }) => {
    const links = await holdChatLinks(page);
    await page.goto('/');
    const popup = await openLiveChat(page);
    await expect.poll(links.waiting).toBe(1);
    // Never a blank window: while the link is on its way the popup says what it is doing.
    await expect(popup.locator('body')).toHaveText('Connecting to customer service…');
    await links.release();
    await expect(popup.locator('body')).toHaveText('Chat with us');
  });

  test('shows the chat when opened after moving to another page', async ({ page }) => {
    const links = await holdChatLinks(page);
    await page.goto('/');
    await page.getByTestId('side-download').click();
    await expect(page).toHaveURL(/\/down$/);
    const popup = await openLiveChat(page);
    await expect.poll(links.waiting).toBe(1);
    await expect(popup.locator('body')).toHaveText('Connecting to customer service…');
    await links.release();
    await expect(popup.locator('body')).toHaveText('Chat with us');
    await expect.poll(() => popup.url()).toBe('https://chat.openlobby.example/widget?brand=lobby');
  });
});
