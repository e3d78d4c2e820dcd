import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { skipAnnouncementPopup, useLanguage } from '../support/fixtures.ts';
import { logIn } from '../support/member.ts';

/** Opens the chat room from the floating icon and waits until it is joined (its composer or its reason shows). */
async function openRoom(page: Page) {
  await page.getByTestId('chat-icon').click();
  await expect(page.getByTestId('chat-panel')).toBeVisible();
}

test.describe('chat room', () => {
  test('a member’s message is seen by a visitor in a second browser in under a second', async ({
    browser,
  }) => {
    const visitorContext = await browser.newContext();
    const memberContext = await browser.newContext();
    const [visitor, member] = await Promise.all([visitorContext.newPage(), memberContext.newPage()]);
    for (const page of [visitor, member]) {
      await useLanguage(page, 'EN');
      await skipAnnouncementPopup(page);
    }
    await visitor.goto('/');
    await openRoom(visitor);
    // A visitor watches: asked to log in to speak, the composer shut.
    await expect(visitor.getByTestId('chat-login')).toBeVisible();
    await expect(visitor.getByTestId('chat-input')).toBeDisabled();

    await logIn(member);
    await openRoom(member);
    await expect(member.getByTestId('chat-input')).toBeEnabled();

    const text = `hello from the e2e ${Date.now()} <b>plain</b>`;
    // The visitor's page notes (wall clock, shared by both browsers here) when the message shows.
    await visitor.evaluate((wanted) => {
      const w = window as unknown as { seenAt?: number };
      const observer = new MutationObserver(() => {
        const shown = [...document.querySelectorAll('[data-testid="chat-message"]')].some((m) =>
          m.textContent?.includes(wanted),
        );
        if (shown && w.seenAt === undefined) {
          w.seenAt = Date.now();
          observer.disconnect();
        }
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    }, text);
    await member.getByTestId('chat-input').fill(text);
    const sentAt = await member.evaluate(() => {
      document.querySelector<HTMLButtonElement>('[data-testid="chat-send"]')!.click();
      return Date.now();
    });
    const seen = visitor.getByTestId('chat-message').filter({ hasText: text });
    await expect(seen).toBeVisible();
    const seenAt = await visitor.evaluate(() => (window as unknown as { seenAt?: number }).seenAt);
    expect(seenAt, 'the visitor saw the message').toBeDefined();
    expect(seenAt! - sentAt).toBeLessThan(1_000);
    // Shown as the text it is: the markup is not rendered.
    await expect(seen.locator('b')).toHaveCount(0);
    // The speaker sees it too, acked (no longer sending).
    await expect(member.getByTestId('chat-message').filter({ hasText: text })).toBeVisible();
    await expect(member.getByTestId('chat-pending')).toHaveCount(0);
    await visitor.screenshot({ path: 'test-results/screens/chat-visitor.png' });
    await visitorContext.close();
    await memberContext.close();
  });
});
