import { expect, test } from '../support/fixtures.ts';
import { logIn } from '../support/member.ts';

const GAME = 'Dragon Fortune';

test.describe('favourite games', () => {
  test('a favourited slot shows under FAV, stays there after a reload, and leaves when unfavourited', async ({
    page,
  }) => {
    await logIn(page);
    await page.goto('/rng');
    const card = page.locator(`[data-testid="game-card"][data-game-name="${GAME}"]`);
    const heart = card.getByTestId('game-fav');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    await page.getByTestId('game-filter-FAV').click();
    await expect(page).toHaveURL(/[?&]filter=FAV\b/);
    await expect(page.getByTestId('game-filter-FAV')).toHaveAttribute('aria-pressed', 'true');
    await expect(card).toBeVisible();
    await expect(page.getByTestId('game-card')).toHaveCount(1);

    // Kept on the server, not in the page: a reload lists it again, still marked.
    await page.reload();
    await expect(page.getByTestId('game-filter-FAV')).toHaveAttribute('aria-pressed', 'true');
    await expect(card).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    await heart.click();
    await expect(card).toHaveCount(0);
    await expect(page.getByTestId('games-empty')).toBeVisible();

    await page.getByTestId('game-filter-ALL').click();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
  });
});
