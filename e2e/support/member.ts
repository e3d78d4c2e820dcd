import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { WALLET_API } from '../../packages/contracts/src/paths.ts';
import { SANDBOX_PAY_PATH } from '../../packages/contracts/src/wallet.ts';
import { skipAnnouncementPopup, useLanguage } from './fixtures.ts';
import { expectLoggedIn, openLogin } from './identity.ts';

/**
 * The lobby brand's demo member. Its password stays Player123 until the password-recovery journey
 * (e2e/identity/recovery.spec.ts) changes it, which runs after the game journeys.
 */
export const PLAYER = { account: 'player1', password: 'Player123' } as const;

type TLogin = { account: string; password: string };

/**
 * Opens home in English without the announcement popup, and sends the header popup's login form;
 * what follows (logged in, a second step, a forced change) is the caller's to check.
 */
export async function submitLogin(page: Page, login: TLogin = PLAYER) {
  await skipAnnouncementPopup(page);
  await useLanguage(page, 'EN');
  await page.goto('/');
  await openLogin(page);
  await page.getByTestId('login-username').fill(login.account);
  await page.getByTestId('login-password').fill(login.password);
  await page.getByTestId('login-submit').click();
}

/** Logs in through the header's popup, in English, without the announcement popup. */
export async function logIn(page: Page, login: TLogin = PLAYER) {
  await submitLogin(page, login);
  await expectLoggedIn(page);
}

/** The header's balance (main wallet plus vendor wallets) as a number. */
export const headerBalance = async (page: Page) =>
  Number((await page.getByTestId('header-balance-amount').textContent())!.replace(/[^\d.]/g, ''));

/** Opens one page of the member centre from the header's user menu. */
export async function openMemberPage(page: Page, name: string) {
  if (!(await page.getByTestId('member-centre').isVisible())) await page.getByTestId('header-user').click();
  await page.getByTestId(`member-menu-${name}`).click();
}

/**
 * Puts money in the logged-in member's main wallet the way a member does, minus the clicks (the
 * deposit journey itself is e2e/money/wallet.spec.ts): a deposit on the sandbox gateway's channel,
 * paid on the gateway, whose signed notification credits the wallet. The header hears of it over the
 * wallet socket, and this waits until it shows.
 */
export async function fundMember(page: Page, amount: number) {
  const before = await headerBalanceOnceShown(page);
  const token = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('session') ?? '{}') as { state?: { token?: string } }).state?.token,
  );
  expect(token, 'logged in: the session holds a token').toBeTruthy();
  const headers = { authorization: token! };
  const channels = await page.request.get(WALLET_API.depositChannels, { headers });
  expect(channels.ok(), await channels.text()).toBeTruthy();
  const sandbox = ((await channels.json()).value as { id: number; gateway: string }[]).find(
    (c) => c.gateway === 'sandbox',
  );
  expect(sandbox, 'the brand has a sandbox deposit channel').toBeTruthy();
  const created = await page.request.post(WALLET_API.deposits, {
    headers,
    data: { channelId: sandbox!.id, amount, requestId: randomUUID() },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const { reference } = (await created.json()).value as { reference: string };
  const paid = await page.request.post(
    `${SANDBOX_PAY_PATH.replace(':reference', encodeURIComponent(reference))}/pay`,
  );
  expect(paid.ok(), await paid.text()).toBeTruthy();
  await expect.poll(() => headerBalance(page)).toBeCloseTo(before + amount, 2);
}

/** The header balance once the balance query has answered (it shows "--" until then). */
export async function headerBalanceOnceShown(page: Page) {
  await expect(page.getByTestId('header-balance-amount')).toHaveText(/\d/);
  return headerBalance(page);
}
