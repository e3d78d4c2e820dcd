import { randomUUID } from 'node:crypto';
import { expect, test } from '../support/fixtures.ts';
import { skipAnnouncementPopup, useLanguage } from '../support/fixtures.ts';
import { logIn, openMemberPage } from '../support/member.ts';
import { logInOperator } from '../support/operator.ts';

test.describe('feedback', () => {
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'EN');
    await skipAnnouncementPopup(page);
  });

  test('a member sends feedback, an operator replies in the back office, and the member reads the reply on the page and in the inbox', async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    // Words of this run only, so an earlier run's feedback in the same database is never the one read.
    const content = `The withdrawal page could show the fee first (${randomUUID().slice(0, 8)})`;
    const reply = 'Thank you: the fee will show before you confirm, from next week.';

    await logIn(page);
    await page.getByTestId('footer-feedback-link').click();
    await expect(page).toHaveURL(/\/feedback$/);
    const form = page.getByTestId('feedback-form');
    // Refused before sending: nothing typed yet.
    await form.getByTestId('feedback-submit').click();
    await expect(form.getByText('Content must not be empty.')).toBeVisible();
    await form.getByTestId('feedback-type').selectOption('WITHDRAWAL');
    await form.getByTestId('feedback-content').fill(content);
    await expect(form.getByTestId('feedback-count')).toHaveText(`${content.length} / 140 characters`);
    await form.getByTestId('feedback-submit').click();
    await expect(page.getByTestId('feedback-sent')).toBeVisible();
    const mine = page.getByTestId('my-feedback').locator('li').filter({ hasText: content });
    await expect(mine).toContainText('Awaiting reply');

    // The operator, in a browser of their own, answers it once.
    const office = await browser.newContext();
    const operator = await office.newPage();
    await logInOperator(operator, 'owner', 'Owner12345');
    await operator.getByTestId('admin-nav-engagement').click();
    await operator.getByTestId('engagement-section-feedback').click();
    await expect(operator).toHaveURL(/\/admin\/engagement\/feedback\?brand=lobby/);
    const row = operator.locator('[data-testid^="feedback-row-"]').filter({ hasText: content });
    await expect(row).toContainText('player1');
    await row.getByTestId('feedback-reply').click();
    const dialog = operator.getByTestId('feedback-reply-dialog');
    await dialog.getByTestId('feedback-reply-body').fill(reply);
    await dialog.getByTestId('feedback-reply-send').click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText(reply);
    await office.close();

    // The member sees the reply under their feedback, and a new message in the inbox.
    await page.reload();
    const answered = page.getByTestId('my-feedback').locator('li').filter({ hasText: content });
    await expect(answered).toContainText('Replied');
    await expect(answered).toContainText(reply);
    await expect(page.getByTestId('header-unread')).toBeVisible();
    await openMemberPage(page, 'messageV2');
    const message = page
      .getByTestId('inbox')
      .locator('[data-testid^="message-"][data-unread]')
      .filter({
        hasText: content.slice(0, 40),
      });
    await expect(message).toBeVisible();
    await message.click();
    await expect(page.getByTestId('message-reader')).toContainText(reply);
  });
});
