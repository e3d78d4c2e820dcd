import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { OPS_TOKEN } from '../../playwright.config.ts';

/** Changes a brand's open/closed state through the operations API, as an operator's script would. */
export async function patchBrand(request: APIRequestContext, code: string, patch: Record<string, unknown>) {
  const res = await request.patch(`/ops/brands/${code}`, {
    data: patch,
    headers: { authorization: `Bearer ${OPS_TOKEN}` },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}

/** Marks the announcement popup as seen for this browser session, for journeys about something else. */
export async function skipAnnouncementPopup(page: Page) {
  await page.addInitScript(() => sessionStorage.setItem('announcementSeen', '1'));
}

/** Starts every journey in English unless it says otherwise, so assertions read the EN pack. */
export async function useLanguage(page: Page, code: string) {
  await page.addInitScript((c) => {
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', c);
  }, code);
}

export const test = base;
export { expect };
