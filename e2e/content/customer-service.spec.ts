import { expect, skipAnnouncementPopup, test, useLanguage } from '../support/fixtures.ts';

test.describe('customer service', () => {
  test.beforeEach(async ({ page, context }) => {
    await skipAnnouncementPopup(page);
    await useLanguage(page, 'EN');
    // The chat vendor is a third party outside this machine; answer its page locally.
    await context.route('https://chat.openlobby.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>chat</title>' }),
    );
  });

  test('opens live chat in a 440x500 popup at the decrypted link', async ({ page }) => {
    await page.goto('/');
    const popupOpened = page.waitForEvent('popup');
    await page.getByTestId('side-cs-LIVECHAT').click();
    const popup = await popupOpened;
    await expect.poll(() => popup.url()).toBe('https://chat.openlobby.example/widget?brand=lobby');
    expect(await popup.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([440, 500]);
  });

  test('closes the popup when the chat link cannot be fetched', async ({ page }) => {
    await page.route('**/wps/system/customerService/*/link', (route) => route.abort('connectionfailed'));
    await page.goto('/');
    const popupOpened = page.waitForEvent('popup');
    await page.getByTestId('side-cs-LIVECHAT').click();
    const popup = await popupOpened;
    await expect.poll(() => popup.isClosed()).toBe(true);
  });
});
