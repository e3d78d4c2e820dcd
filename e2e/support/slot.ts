import { expect, type FrameLocator } from '@playwright/test';

/** The house slot's state as its page tells it (idle, spinning…). */
const slotState = (slot: FrameLocator) => slot.locator('body').getAttribute('data-state');

/** Waits until the house slot has loaded and stands idle, ready for SPIN. */
export async function waitForSlot(slot: FrameLocator) {
  await expect.poll(() => slotState(slot), { timeout: 20_000 }).toBe('idle');
}

/**
 * Plays one round: SPIN, then presses on until the round is over. While a round runs, SPIN lands the
 * reels and then skips the win show, and a tap closes a celebration, so a round with free spins does
 * not take half a minute. The check "still spinning?" and the press happen in one task of the page,
 * so a press can never start the next round by landing just after this one ended.
 */
export async function spinOnce(slot: FrameLocator) {
  await expect(slot.getByTestId('slot-spin')).toBeEnabled();
  await slot.getByTestId('slot-spin').click();
  await expect
    .poll(
      () =>
        slot.locator('body').evaluate(() => {
          const state = document.body.dataset.state;
          if (state !== 'spinning') return state;
          const overlay = document.getElementById('overlay');
          if (overlay && !overlay.hidden) overlay.dispatchEvent(new PointerEvent('pointerdown'));
          else document.querySelector<HTMLButtonElement>('[data-testid="slot-spin"]')?.click();
          return state;
        }),
      { timeout: 60_000, intervals: [300] },
    )
    .toBe('idle');
}
