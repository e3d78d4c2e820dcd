import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect, skipAnnouncementPopup, test, useLanguage } from '../support/fixtures.ts';
import { openLogin } from '../support/identity.ts';
import { logIn, openMemberPage } from '../support/member.ts';
import { logInOperator } from '../support/operator.ts';
import { MEMBER_PAGES } from '../../apps/web/src/features/member/stores/member-centre-store.ts';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core');
/** WCAG 2.0–2.2 A and AA, plus axe's best practices (landmarks, one h1, heading order, dialog names). */
const RUN_ONLY = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const PHONE = { width: 390, height: 844 };

type TViolation = {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
};

/**
 * Runs axe-core on the page as it stands and fails listing each serious or critical violation: its
 * rule, what it asks for, and the first elements it found.
 */
async function expectNoSeriousViolations(page: Page, what: string) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(
    (runOnly) =>
      (
        window as unknown as {
          axe: { run: (c: Document, o: object) => Promise<{ violations: TViolation[] }> };
        }
      ).axe
        .run(document, { runOnly, resultTypes: ['violations'] })
        .then((r) =>
          r.violations.map((v) => ({
            id: v.id,
            impact: v.impact,
            help: v.help,
            nodes: v.nodes.map((n) => ({ target: n.target, summary: n.failureSummary })),
          })),
        ),
    RUN_ONLY,
  );
  await test
    .info()
    .attach(`axe ${what}`, { body: JSON.stringify(violations, null, 1), contentType: 'application/json' });
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help} (${v.nodes.length}×) ` +
      v.nodes
        .slice(0, 3)
        .map((n) => JSON.stringify(n.target))
        .join(' '),
  );
  expect.soft(report, `axe on ${what}`).toEqual([]);
}

/** The page has drawn: its main landmark shows, and its one h1 (WCAG 1.3.1, 2.4.6). */
async function expectPageDrawn(page: Page) {
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  // Everything the page fetches is in (the brand's theme, the lanes after the first paint): axe
  // reads colours as drawn, and a section still arriving is not what a player reads.
  await page.waitForLoadState('networkidle');
}

test.describe('accessibility (axe-core, serious and critical)', () => {
  // axe goes in as a script tag, which the sites' Content-Security-Policy would refuse.
  // Reduced motion: no slide caught half-faded, which would give axe a colour that never settles.
  test.use({ bypassCSP: true, reducedMotion: 'reduce' });

  test('the player site to a visitor: home, the login and register dialogs, a game list', async ({
    page,
  }) => {
    await skipAnnouncementPopup(page);
    await useLanguage(page, 'EN');
    await page.goto('/');
    await expectPageDrawn(page);
    await expect(page.getByTestId('header-login')).toBeVisible();
    await expectNoSeriousViolations(page, 'home (visitor)');

    await openLogin(page);
    await expectNoSeriousViolations(page, 'the login dialog');
    // The register dialog opens from the login popup's link.
    await page.getByTestId('login-register').click();
    await expect(page.getByTestId('register-dialog')).toBeVisible();
    await expectNoSeriousViolations(page, 'the register dialog');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('register-dialog')).toBeHidden();

    // The slots ("electronic") list.
    await page.goto('/rng');
    await expectPageDrawn(page);
    await expect(page.getByTestId('game-card').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'the slots game list');
  });

  test('the player site to a member: home and every page of the member centre', async ({ page }) => {
    // Fifteen full axe scans: a budget for fifteen pages, not one journey's.
    test.slow();
    await logIn(page);
    await expectPageDrawn(page);
    await expect(page.getByTestId('header-balance-amount')).toHaveText(/\d/);
    await expectNoSeriousViolations(page, 'home (member)');
    for (const name of MEMBER_PAGES) {
      await openMemberPage(page, name);
      const pane = page.locator(`.ol-member-pane[data-page="${name}"]`);
      await expect(pane).toBeVisible();
      await expect(pane.locator('.mantine-Loader-root')).toHaveCount(0);
      await expectNoSeriousViolations(page, `member centre: ${name}`);
    }
  });

  test('the player site on a phone: home and the deposit page', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await skipAnnouncementPopup(page);
    await useLanguage(page, 'EN');
    await page.goto('/');
    await expectPageDrawn(page);
    await expectNoSeriousViolations(page, 'home (phone, visitor)');
    await logIn(page);
    await openMemberPage(page, 'depositv2');
    const pane = page.locator('.ol-member-pane[data-page="depositv2"]');
    await expect(pane).toBeVisible();
    await expect(pane.locator('.mantine-Loader-root')).toHaveCount(0);
    await expectNoSeriousViolations(page, 'member centre: deposit (phone)');
  });

  test('the back office: login and its main pages', async ({ page }) => {
    await page.goto('/admin/');
    await expect(page.getByTestId('admin-username')).toBeVisible();
    await expectNoSeriousViolations(page, 'back office: login');
    await logInOperator(page, 'owner', 'Owner12345');
    for (const key of [
      'dashboard',
      'members',
      'deposits',
      'withdrawals',
      'adjustments',
      'content',
      'vendors',
      'brands',
      'operators',
      'audit',
    ]) {
      await page.getByTestId(`admin-nav-${key}`).click();
      await expect(page).toHaveURL(new RegExp(`/admin/${key}`));
      await expectPageDrawn(page);
      await expect(page.locator('.mantine-Skeleton-root, .mantine-Loader-root')).toHaveCount(0);
      await expectNoSeriousViolations(page, `back office: ${key}`);
    }
    // A brand's settings: the longest form of the console.
    await page.getByTestId('admin-nav-brands').click();
    await page.getByTestId('brand-row-lobby').click();
    await expect(page.getByTestId('brand-setup')).toBeVisible();
    await expect(page.locator('.mantine-Skeleton-root, .mantine-Loader-root')).toHaveCount(0);
    await expectNoSeriousViolations(page, 'back office: brand settings');
  });
});
