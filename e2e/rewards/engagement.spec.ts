import type { FrameLocator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { skipAnnouncementPopup, useLanguage } from '../support/fixtures.ts';
import { fundMember, logIn, openMemberPage } from '../support/member.ts';
import { spinOnce, waitForSlot } from '../support/slot.ts';

/** The demo's deposit match: 100 % of the first deposit after joining, 1× wagering. */
const WELCOME = 'Welcome bonus 100%';
const DEPOSIT = 100;
/** The demo's cheapest reward, and what a slot spin earns: 1 point per 1.00 staked. */
const KEYCHAIN = { name: 'Lucky keychain', points: 500 };
const PAYMENT_PASSWORD = '246810';
/** The demo's easiest daily mission: bet 100.00 in total today, 5.00 reward wagered once. */
const MISSION = 'Bet 100 today';

/** Fills a 6-digit PIN group (Mantine spreads the digits over its boxes). */
const fillPin = (page: Page, testId: string, pin: string) =>
  page.getByTestId(testId).locator('input').first().fill(pin);

/** The promotions board's card of `title`, with its id-based test ids' prefix. */
async function promotionCard(page: Page, title: string) {
  await page.goto('/promotions');
  const card = page.getByTestId('promotion-card').filter({ hasText: title });
  await expect(card).toBeVisible();
  return { card, id: (await card.getAttribute('data-promotion'))! };
}

/** Opens the house slot in the game frame with its bet stepped to `bet` (one of its levels). */
async function openSlotAt(page: Page, bet: number): Promise<FrameLocator> {
  await page.goto('/rng');
  await page
    .locator('[data-testid="game-card"][data-game-name="Gem Rush 20"]')
    .getByTestId('game-play')
    .click();
  const slot = page.frameLocator('[data-testid="game-frame"]');
  await waitForSlot(slot);
  const betNow = async () => Number(await slot.getByTestId('slot-bet').getAttribute('data-amount'));
  await expect
    .poll(
      async () => {
        const now = await betNow();
        if (now !== bet) await slot.getByTestId(now < bet ? 'slot-bet-up' : 'slot-bet-down').click();
        return betNow();
      },
      { timeout: 20_000 },
    )
    .toBe(bet);
  return slot;
}

/** The points balance /pointMall shows, as a number. */
async function pointsBalance(page: Page) {
  await page.goto('/pointMall');
  const shown = page.getByTestId('points-balance');
  await expect(shown).toHaveAttribute('data-points', /^\d+$/);
  return Number(await shown.getAttribute('data-points'));
}

test.describe.serial('engagement', () => {
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'EN');
    await skipAnnouncementPopup(page);
  });

  test('a daily mission met by slot spins is claimed in the reward centre, and the badge counts one less', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await logIn(page);
    await fundMember(page, 300);
    await openMemberPage(page, 'rewardCenter');
    const mission = page
      .getByTestId('reward-centre')
      .locator('[data-testid^="mission-"]')
      .filter({ hasText: MISSION });
    const id = (await mission.first().getAttribute('data-testid'))!;
    // Not met yet (the slot journey's small spins may have started it).
    await expect(page.getByTestId(`${id}-progress`)).toHaveAttribute('data-percent', /^\d$|^[1-9]\d$/);
    await expect(page.getByTestId(`${id}-claim`)).toBeDisabled();

    // Bet 100.00 today: one spin at 100.00 meets it.
    const slot = await openSlotAt(page, 100);
    await spinOnce(slot);
    await page.goto('/');
    await openMemberPage(page, 'rewardCenter');
    await expect(page.getByTestId(`${id}-progress`)).toHaveAttribute('data-percent', '100');
    // The badge counts every reward claimable now (the spin met more than this mission).
    const badge = page.getByTestId('member-badge-missionLeaderboard');
    await expect(badge).toHaveText(/^\d+$/);
    const claimable = Number(await badge.textContent());
    await page.getByTestId(`${id}-claim`).click();
    await expect(page.getByTestId(`${id}-state`)).toHaveText(/claimed/i);
    await expect(page.getByTestId(`${id}-claim`)).toBeDisabled();
    if (claimable > 1) await expect(badge).toHaveText(String(claimable - 1));
    else await expect(badge).toHaveCount(0);
    await page.screenshot({ path: 'test-results/screens/mission-claimed.png' });
    // The reward is wagered once, like a bonus: a spin at 10.00 clears its 5.00.
    await spinOnce(await openSlotAt(page, 10));
  });

  test('a deposit-match bonus: join, deposit, claim; slot spins move its wagering and then allow a withdrawal', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await logIn(page);
    const { card, id } = await promotionCard(page, WELCOME);
    await card.getByTestId(`${id}-join`).click();
    // Joined: the bonus waits for the next deposit.
    await expect(card.getByTestId(`${id}-join`)).toHaveCount(0);

    await fundMember(page, DEPOSIT);
    const claimable = await promotionCard(page, WELCOME);
    await claimable.card.getByTestId(`${id}-claim`).click();
    await expect(claimable.card.getByTestId(`${id}-claim`)).toHaveCount(0);

    // Bonus details: the bonus with its 1× requirement, nothing wagered yet.
    await openMemberPage(page, 'bonusDetails');
    const bonus = page
      .getByTestId('my-bonuses')
      .locator('[data-testid^="bonus-"][data-testid$="-progress"]')
      .first();
    await expect(bonus).toHaveAttribute('data-percent', '0');
    await openMemberPage(page, 'withdraw');
    await expect(page.getByTestId('withdraw-turnover')).toBeVisible();
    await page.keyboard.press('Escape');

    // One spin at 100.00 wagers the whole requirement (the bonus is 100.00, wagered once).
    const slot = await openSlotAt(page, DEPOSIT);
    await spinOnce(slot);
    await page.goto('/');
    await openMemberPage(page, 'bonusDetails');
    await expect(bonus).toHaveAttribute('data-percent', '100');
    await openMemberPage(page, 'withdraw');
    await expect(page.getByTestId('withdraw-form')).toBeVisible();
    await expect(page.getByTestId('withdraw-turnover')).toHaveCount(0);
    await page.screenshot({ path: 'test-results/screens/bonus-met.png' });
  });

  test('points earned by playing the slot are redeemed for a reward in the points mall', async ({ page }) => {
    test.setTimeout(240_000);
    await logIn(page);
    await openMemberPage(page, 'securityCenter');
    await page.getByTestId('payment-password-current').fill('Player123');
    await fillPin(page, 'payment-password-new', PAYMENT_PASSWORD);
    await fillPin(page, 'payment-password-repeat', PAYMENT_PASSWORD);
    await page.getByTestId('payment-password-save').click();
    await expect(page.getByTestId('payment-password-error')).toHaveCount(0);

    await fundMember(page, 1_000);
    const start = await pointsBalance(page);
    const slot = await openSlotAt(page, 100);
    // Each spin stakes 100.00: 100 points, counted once the round is booked as a bet.
    const spins = Math.max(1, Math.ceil((KEYCHAIN.points - (start % KEYCHAIN.points)) / 100));
    for (let i = 0; i < spins; i++) await spinOnce(slot);
    await expect
      .poll(() => pointsBalance(page), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(start + spins * 100);
    const before = await pointsBalance(page);

    const reward = page.getByTestId('reward-grid').locator('li.ol-reward').filter({ hasText: KEYCHAIN.name });
    await reward.locator('[data-testid$="-redeem"]').click();
    await fillPin(page, 'redeem-password', PAYMENT_PASSWORD);
    await page.getByTestId('redeem-submit').click();
    await expect(page.getByTestId('redeem-error')).toHaveCount(0);
    await expect.poll(() => pointsBalance(page)).toBe(before - KEYCHAIN.points);
    await page.getByTestId('points-tab-redemptions').click();
    await expect(page.locator('[data-testid^="redemption-"][data-testid$="-state"]').first()).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/points-redeemed.png' });
  });
});
