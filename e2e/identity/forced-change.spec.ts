import type { Response } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { expectLoggedIn } from '../support/identity.ts';
import { submitLogin } from '../support/member.ts';

test.describe('forced password change', () => {
  test('on the second brand, the lobby loads without a refused call right after the change', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL: baseURL!.replace('localhost', 'th.localhost') });
    const page = await context.newPage();
    await submitLogin(page, { account: 'newbie1', password: 'Aa123456' });
    await expect(page.getByTestId('change-password-dialog')).toBeVisible();

    const refused: string[] = [];
    const watch = (r: Response) => {
      if (r.status() >= 400 && r.status() < 500)
        refused.push(`${r.status()} ${r.request().method()} ${r.url()}`);
    };
    page.on('response', watch);
    await page.getByTestId('change-old').fill('Aa123456');
    await page.getByTestId('change-new').fill('Newbie2026');
    await page.getByTestId('change-confirm').fill('Newbie2026');
    await page.getByTestId('change-submit').click();
    await expectLoggedIn(page);
    await expect(page.getByTestId('header-balance-amount')).toHaveText(/\d/);
    await page.waitForLoadState('networkidle');
    expect(refused).toEqual([]);
    await context.close();
  });
});
