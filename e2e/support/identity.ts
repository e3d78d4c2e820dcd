import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { OIDC_ISSUER, OPS_TOKEN, SINK_HTTP_PORT } from '../../playwright.config.ts';
import { skipAnnouncementPopup, useLanguage } from './fixtures.ts';
import { readCaptcha } from './read-captcha.ts';

/** Opens the login popup from the header. */
export async function openLogin(page: Page) {
  await page.getByTestId('header-login').click();
  await expect(page.getByTestId('login-dialog')).toBeVisible();
}

/** Reads the captcha image shown under `imageTestId` and types the answer into `inputTestId`. */
export async function solveCaptcha(page: Page, imageTestId: string, inputTestId: string) {
  const image = page.getByTestId(imageTestId);
  await expect(image).toHaveAttribute('src', /^data:image\/png;base64,/);
  const src = (await image.getAttribute('src'))!;
  await page.getByTestId(inputTestId).fill(readCaptcha(src.replace(/^data:image\/png;base64,/, '')));
}

/** The last SMS code the development outbox holds for a number of the brand at `host`. */
export async function outboxCode(request: APIRequestContext, mobile: string, host = 'localhost') {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/dev/outbox/sms?mobileNum=${encodeURIComponent(mobile)}`, {
        headers: { merchant: host === 'localhost' ? 'lobby' : 'siam' },
      });
      const latest = (await res.json()).value?.[0];
      code = latest && /\b(\d{6})\b/.exec(latest.body)?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}

/** How many messages the mail sink holds for `to`. */
export async function mailCount(request: APIRequestContext, to: string) {
  const res = await request.get(`http://127.0.0.1:${SINK_HTTP_PORT}/messages?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as unknown[]).length;
}

/** The newest e-mail the local SMTP server received for an address. */
export async function lastMail(request: APIRequestContext, to: string) {
  let text = '';
  await expect
    .poll(async () => {
      const res = await request.get(
        `http://127.0.0.1:${SINK_HTTP_PORT}/messages?to=${encodeURIComponent(to)}`,
      );
      text = (await res.json())[0]?.text ?? '';
      return text;
    })
    .not.toBe('');
  return text;
}

/** Points the brand's Google sign-in at the local OpenID provider, as an operator would. */
export async function configureSocialProvider(request: APIRequestContext) {
  const res = await request.put('/ops/brands/lobby/social/google', {
    headers: { authorization: `Bearer ${OPS_TOKEN}` },
    data: { issuer: OIDC_ISSUER, clientId: 'e2e-web', clientSecret: 'e2e-secret' },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}

/** The logged-in header is showing. */
export async function expectLoggedIn(page: Page) {
  await expect(page.getByTestId('header-account')).toBeVisible();
  await expect(page.getByTestId('header-login')).toHaveCount(0);
}

/**
 * Registers a member by username through /register, in English and without the announcement
 * popup, and leaves it logged in: a journey that needs an account of its own (so that no demo
 * member's figures see what it does).
 */
export async function registerByUsername(page: Page, login: { account: string; password: string }) {
  await skipAnnouncementPopup(page);
  await useLanguage(page, 'EN');
  await page.goto('/register');
  await page.getByTestId('register-method-username').click();
  await page.getByTestId('register-username').fill(login.account);
  await page.getByTestId('register-password').fill(login.password);
  await page.getByTestId('register-confirm').fill(login.password);
  await solveCaptcha(page, 'register-captcha', 'register-captcha-input');
  await page.getByTestId('register-terms').check();
  await page.getByTestId('register-submit').click();
  await expectLoggedIn(page);
}
