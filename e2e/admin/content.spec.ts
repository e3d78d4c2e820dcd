import { expect, skipAnnouncementPopup, test } from '../support/fixtures.ts';
import { logInOperator } from '../support/operator.ts';

test.describe('back-office content', () => {
  test('a content operator writes a notice and a help topic; the player site shows them, cleaned', async ({
    page,
    browser,
    baseURL,
  }) => {
    await logInOperator(page, 'content1', 'Operator123');
    await page.getByTestId('admin-nav-content').click();

    // A player notice, written with the toolbar.
    await page.getByTestId('announcement-new').click();
    await page.getByTestId('announcement-type').click();
    await page.getByRole('option', { name: /player notice/i }).click();
    await page.getByTestId('announcement-title-EN').fill('Flash tournament tonight at nine');
    const area = page.getByTestId('announcement-content-EN-area');
    await area.click();
    await page.getByTestId('announcement-content-EN-bold').click();
    await page.keyboard.type('Double points');
    await expect(page.getByTestId('announcement-content-EN-preview').locator('b, strong')).toHaveText(
      'Double points',
    );
    await page.getByTestId('announcement-save').click();
    await expect(page.getByTestId('announcement-editor')).toBeHidden();
    await expect(page.getByTestId('announcements-table')).toContainText('Flash tournament tonight at nine');

    // A help topic whose HTML carries a script: saved without it.
    await page.getByTestId('content-tab-help').click();
    await page.getByTestId('help-topic-new').click();
    await page.getByTestId('help-topic-tag').fill('e2e-deposits');
    await page.getByTestId('help-topic-title-EN').fill('Deposits in two minutes');
    await page.getByTestId('help-topic-content-EN-source').click();
    await page
      .getByTestId('help-topic-content-EN-html')
      .fill('<h2>How to deposit</h2><p>Use <b>bank transfer</b>.</p><img src="x" onerror="window.__xss=1">');
    await page.getByTestId('help-topic-save').click();
    await expect(page.getByTestId('help-topic-editor')).toBeHidden();
    await expect(page.getByTestId('help-topic-row-e2e-deposits')).toBeVisible();

    const player = await browser.newContext({ baseURL });
    const site = await player.newPage();
    await skipAnnouncementPopup(site);
    await site.goto('/');
    await expect(site.getByTestId('notice-marquee')).toContainText('Flash tournament tonight at nine');
    await site.goto('/help/e2e-deposits');
    await expect(site.getByRole('heading', { name: 'How to deposit' })).toBeVisible();
    await expect(site.getByTestId('help-centre').locator('img[onerror]')).toHaveCount(0);
    expect(await site.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    await site.screenshot({ path: 'test-results/help-topic-from-back-office.png' });
    await player.close();
  });
});
