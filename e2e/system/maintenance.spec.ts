import { expect, patchBrand, test } from '../support/fixtures.ts';

const ROUTES = [
  '/',
  '/home',
  '/rng',
  '/live',
  '/sports',
  '/promotions',
  '/help',
  '/down',
  '/join',
  '/member',
  '/lottery',
  '/no-such-page',
];

test.describe('maintenance', () => {
  test.afterEach(async ({ request }) =>
    patchBrand(request, 'lobby', { maintenance: false, maintenanceMessage: null }),
  );

  test('shows the maintenance page on every route while the brand is under maintenance', async ({
    page,
    request,
  }) => {
    await patchBrand(request, 'lobby', { maintenance: true, maintenanceMessage: 'Back at 06:00' });
    for (const route of ROUTES) {
      await page.goto(route);
      await expect(page.getByTestId('maintenance-page'), route).toBeVisible();
      await expect(page.getByTestId('header')).toHaveCount(0);
    }
  });

  test('opens the site again when maintenance ends', async ({ page, request }) => {
    await patchBrand(request, 'lobby', { maintenance: true });
    await page.goto('/');
    await expect(page.getByTestId('maintenance-page')).toBeVisible();
    await patchBrand(request, 'lobby', { maintenance: false });
    await page.goto('/');
    await expect(page.getByTestId('header')).toBeVisible();
  });

  test('leaves the other brand open', async ({ page, request, baseURL }) => {
    await patchBrand(request, 'lobby', { maintenance: true });
    await page.goto(baseURL!.replace('localhost', 'th.localhost'));
    await expect(page.getByTestId('header')).toBeVisible();
  });
});
