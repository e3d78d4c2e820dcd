import { readFileSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import { TOTP_STEPS_FILE } from '../../playwright.config.ts';
import { DEMO_OPERATOR_TOTP_SECRET } from '../../apps/server/src/seed/demo-operators.ts';
import { expect } from './fixtures.ts';

const STEP_SECONDS = 30;
/**
 * The last authenticator time step each operator spent in this run (the server takes each code
 * once), kept in a file so that it outlives the worker a failed journey ends.
 */
const stepsSpent = (): Record<string, number> => {
  try {
    return JSON.parse(readFileSync(TOTP_STEPS_FILE, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
};
const spendStep = (username: string, step: number) =>
  writeFileSync(TOTP_STEPS_FILE, JSON.stringify({ ...stepsSpent(), [username]: step }));

/**
 * An authenticator code the server will still take for `username`: the current step's, or the next
 * one's (the server allows one step of drift) when this run spent the current one already. When both
 * are spent, it waits for the clock to reach a fresh step rather than sending a code that must fail.
 */
export async function freshOperatorCode(username: string): Promise<string> {
  const last = stepsSpent()[username] ?? -1;
  const stepNow = () => Math.floor(Date.now() / 1000 / STEP_SECONDS);
  await expect.poll(() => stepNow() + 1 > last, { timeout: 2 * STEP_SECONDS * 1000 }).toBe(true);
  const step = Math.max(stepNow(), last + 1);
  spendStep(username, step);
  return generate({ secret: DEMO_OPERATOR_TOTP_SECRET, epoch: step * STEP_SECONDS });
}

/** Logs a demo operator into the back office, answering the authenticator step when it asks. */
export async function logInOperator(page: Page, username: string, password: string) {
  await page.goto('/admin/');
  await page.getByTestId('admin-username').fill(username);
  await page.getByTestId('admin-password').fill(password);
  await page.getByTestId('admin-login-submit').click();
  const totp = page.getByTestId('admin-totp');
  const signedIn = page.getByTestId('admin-logout');
  await expect(totp.or(signedIn).first()).toBeVisible();
  if (await totp.isVisible()) {
    await totp.fill(await freshOperatorCode(username));
    await page.getByTestId('admin-login-submit').click();
  }
  await expect(signedIn).toBeVisible();
}
