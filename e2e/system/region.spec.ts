import { expect, patchBrand, test } from '../support/fixtures.ts';

/** A US address in the geoip package's ranges; the test server trusts one proxy hop. */
const US_CLIENT = { 'x-forwarded-for': '8.8.8.8' };

test.describe('region restriction', () => {
  test.afterEach(async ({ request }) => patchBrand(request, 'lobby', { restrictedCountries: [] }));

  test('shows the restricted page to a client from a restricted country', async ({ browser, request }) => {
    await patchBrand(request, 'lobby', { restrictedCountries: ['US'] });
    const context = await browser.newContext({ extraHTTPHeaders: US_CLIENT });
    const page = await context.newPage();
    for (const route of ['/', '/rng', '/help']) {
      await page.goto(route);
      await expect(page.getByTestId('restricted-page'), route).toBeVisible();
    }
    await context.close();
  });

  test('lets clients from other countries in', async ({ browser, request }) => {
    await patchBrand(request, 'lobby', { restrictedCountries: ['TH'] });
    const context = await browser.newContext({ extraHTTPHeaders: US_CLIENT });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByTestId('header')).toBeVisible();
    await context.close();
  });
});
