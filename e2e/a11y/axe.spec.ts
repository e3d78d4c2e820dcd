import type { Page } from '@playwright/test';
import { expect, skipAnnouncementPopup, test, useLanguage } from '../support/fixtures.ts';
import { openLogin } from '../support/identity.ts';
import { logIn, openMemberPage } from '../support/member.ts';
import { logInOperator } from '../support/operator.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { AGENT_ENTRIES } from '../../apps/web/src/features/agents/lib/agent-pages.ts';
import { MEMBER_PAGES } from '../../apps/web/src/features/member/stores/member-centre-store.ts';

const PHONE = { width: 390, height: 844 };
/** agent2a: a demo agent with an offer waiting (the agreement opens by itself) and a sub-agent. */
const AGENT2A = { account: 'agent2a', password: 'Agent123' } as const;

/** The page has drawn: its main landmark shows, and its one h1 (WCAG 1.3.1, 2.4.6). */
async function expectPageDrawn(page: Page) {
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  // Everything the page fetches is in (the brand's theme, the lanes after the first paint): axe
  // reads colours as drawn, and a section still arriving is not what a player reads.
  await page.waitForLoadState('networkidle');
}

/** The agent centre's page has drawn: its pane, no spinner, no skeleton left. */
async function expectAgentPageDrawn(page: Page, key: string) {
  const pane = page.locator(`.ol-member-pane[data-page="${key}"]`);
  await expect(pane).toBeVisible();
  await expect(pane.locator('.mantine-Loader-root, .mantine-Skeleton-root')).toHaveCount(0);
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

    // The VIP page asks a visitor to log in.
    await page.goto('/vip');
    await expectPageDrawn(page);
    await expect(page.getByTestId('vip-visitor')).toBeVisible();
    await expectNoSeriousViolations(page, 'the VIP page (visitor)');
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
    // The VIP page: the member's level and the brand's levels.
    await page.goto('/vip');
    await expectPageDrawn(page);
    await expect(page.getByTestId('vip-levels')).toBeVisible();
    await expectNoSeriousViolations(page, 'the VIP page (member)');
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

test.describe('accessibility of the agent area (axe-core, serious and critical)', () => {
  test.use({ bypassCSP: true, reducedMotion: 'reduce' });

  test('the agreement, every page of the agent centre and the offer dialog', async ({ page }) => {
    test.slow();
    await logIn(page, AGENT2A);
    const agreement = page.getByTestId('agreement-modal');
    await expect(agreement).toBeVisible();
    await expect(agreement.locator('[data-status="P"]').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'the agreement');
    // higher_rate's confirmation, then cancelled: nothing is signed.
    await agreement.locator('[data-status="P"]').getByTestId('contract-sign').first().click();
    await expect(page.getByTestId('higher-rate-dialog')).toContainText('downline contracts end');
    await expectNoSeriousViolations(page, 'the higher_rate confirmation');
    await page.getByTestId('higher-rate-cancel').click();
    await expect(agreement.locator('[data-status="P"]').first()).toBeVisible();
    await page.getByTestId('agreement-close').click();
    await expect(agreement).toBeHidden();

    await page.getByTestId('header-agent').click();
    await expect(page.getByTestId('agent-centre')).toBeVisible();
    for (const { key } of AGENT_ENTRIES) {
      const entry = page.getByTestId(`agent-menu-${key}`);
      // A conditional entry shows only with its flag on; agent2a holds every kind.
      await expect(entry).toBeVisible();
      await entry.click();
      await expectAgentPageDrawn(page, key);
      await expectNoSeriousViolations(page, `agent centre: ${key}`);
    }
    await page.getByTestId('agent-menu-downlineManagmentView').click();
    await page.getByTestId('team-offer-agent3a').click();
    await expect(page.getByTestId('offer-own-terms')).toBeVisible();
    await expectNoSeriousViolations(page, 'the offer dialog');
  });

  test('the agent centre and the agreement on a phone', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await logIn(page, AGENT2A);
    await expect(page.getByTestId('agreement-modal')).toBeVisible();
    await expectNoSeriousViolations(page, 'the agreement (phone)');
    await page.getByTestId('agreement-close').click();
    await page.getByTestId('header-agent').click();
    await page.getByTestId('agent-menu-downlineManagmentView').click();
    await expectAgentPageDrawn(page, 'downlineManagmentView');
    await expectNoSeriousViolations(page, 'agent centre: team management (phone)');
  });

  test('/join’s application for a member, and /agentHome refusing it at the agent login', async ({
    page,
  }) => {
    await logIn(page);
    await page.goto('/join');
    await expect(page.getByTestId('join-form').or(page.getByTestId('join-application'))).toBeVisible();
    await expect(page.getByTestId('join-contact')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await expectNoSeriousViolations(page, '/join (member)');
  });
});
