import type { Locator, Page } from '@playwright/test';
import { expect, skipAnnouncementPopup, test, useLanguage } from '../support/fixtures.ts';
import { expectLoggedIn } from '../support/identity.ts';
import { PLAYER } from '../support/member.ts';

/** More Tab presses than any page here has controls before the one a journey wants. */
const MAX_TABS = 120;

/** What has the keyboard's focus, and whether it (or the label drawn for it) shows a focus ring. */
const focusState = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const outlined = (e: Element) => {
      const cs = getComputedStyle(e);
      return cs.outlineStyle !== 'none' && Number.parseFloat(cs.outlineWidth) > 0;
    };
    const shadowed = (e: Element) => !['none', ''].includes(getComputedStyle(e).boxShadow);
    // A visually hidden radio or checkbox (a chip) draws its ring on its label, and a field inside a
    // frame (a password with its eye button) on the frame, an ancestor holding the focus.
    const frames: Element[] = [];
    for (let p = el.parentElement, i = 0; p && i < 3; p = p.parentElement, i++) {
      if (p.matches(':focus-within')) frames.push(p);
    }
    const ring =
      [el, ...Array.from((el as HTMLInputElement).labels ?? [])].some((e) => outlined(e) || shadowed(e)) ||
      frames.some(outlined);
    const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
    const id = el.getAttribute('data-testid') ?? el.className.toString().slice(0, 60);
    return { ring, what: `<${el.tagName.toLowerCase()}> ${id} "${name}"` };
  });

/** The control with focus shows a focus ring (WCAG 2.4.7): an outline or a box-shadow. */
async function expectFocusRing(page: Page) {
  const state = await focusState(page);
  if (state) expect.soft(state.ring, `a focus ring on ${state.what}`).toBe(true);
}

const hasFocus = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, checking the focus ring of every control
 * it passes on the way. A target that has the focus already is reached (after logging in, the focus
 * the login popup gives back lands on the header's button in the login button's place).
 */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  if (await hasFocus(target).catch(() => false)) return;
  for (let i = 0; i < MAX_TABS; i++) {
    await page.keyboard.press(key);
    await expectFocusRing(page);
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`${MAX_TABS} presses of ${key} never reached ${target.toString()}`);
}

/** Tabbing forwards and backwards past the end of an open dialog keeps the focus inside it. */
async function expectFocusTrapped(page: Page, dialog: Locator) {
  for (const key of ['Tab', 'Shift+Tab'] as const) {
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press(key);
      await expectFocusRing(page);
      expect(
        await dialog.evaluate((d) => d.contains(document.activeElement)),
        `${key} #${i + 1} stays in the dialog`,
      ).toBe(true);
    }
  }
}

test.describe('keyboard journeys', () => {
  test.use({ reducedMotion: 'reduce' });

  test('logs in, deposits and launches a game with the keyboard alone', async ({ page }) => {
    await skipAnnouncementPopup(page);
    await useLanguage(page, 'EN');
    await page.goto('/');
    await expect(page.getByRole('main')).toBeVisible();

    // Log in: the popup takes the focus, keeps it, and gives it back when closed.
    const loginButton = page.getByTestId('header-login');
    await tabTo(page, loginButton);
    await page.keyboard.press('Enter');
    const loginDialog = page.getByRole('dialog', { name: 'Log in' });
    await expect(loginDialog).toBeVisible();
    await expectFocusTrapped(page, loginDialog);
    await page.keyboard.press('Escape');
    await expect(loginDialog).toBeHidden();
    await expect.poll(() => hasFocus(loginButton)).toBe(true);

    await page.keyboard.press('Enter');
    await expect(loginDialog).toBeVisible();
    await tabTo(page, page.getByTestId('login-username'));
    await page.keyboard.type(PLAYER.account);
    await tabTo(page, page.getByTestId('login-password'));
    await page.keyboard.type(PLAYER.password);
    await page.keyboard.press('Enter');
    await expectLoggedIn(page);

    // Deposit: the header's button opens the member centre on the deposit page.
    const depositButton = page.getByTestId('header-deposit');
    await tabTo(page, depositButton);
    await page.keyboard.press('Enter');
    const centre = page.getByRole('dialog', { name: 'Deposit' });
    await expect(centre).toBeVisible();
    const deposit = centre.getByTestId('deposit-page');
    await expect(deposit).toBeVisible();
    await tabTo(page, deposit.getByRole('radio', { name: /Sandbox Pay/ }));
    await page.keyboard.press('Space');
    await expect(deposit.getByRole('radio', { name: /Sandbox Pay/ })).toHaveAttribute('aria-checked', 'true');
    await tabTo(page, centre.getByTestId('deposit-amount'));
    await page.keyboard.type('250');
    await tabTo(page, centre.getByTestId('deposit-submit'));
    await page.keyboard.press('Enter');
    await expect(centre.getByTestId('deposit-pay-now')).toBeVisible();
    await expectFocusTrapped(page, centre);
    await page.keyboard.press('Escape');
    await expect(centre).toBeHidden();
    await expect.poll(() => hasFocus(depositButton)).toBe(true);

    // Launch a game from the slots list.
    await page.goto('/rng');
    const play = page
      .locator('[data-testid="game-card"][data-game-name="Gem Rush 20"]')
      .getByTestId('game-play');
    await expect(play).toBeVisible();
    await tabTo(page, play);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/game\?/);
    await expect(page.getByTestId('game-frame')).toBeVisible();
  });
});
