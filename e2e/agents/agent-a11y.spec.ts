import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { AGENT_ENTRIES } from '../../apps/web/src/features/agents/lib/agent-pages.ts';
import { expect, test } from '../support/fixtures.ts';
import { logIn } from '../support/member.ts';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core');
/** As e2e/a11y/axe.spec.ts: WCAG 2.0–2.2 A and AA and axe's best practices. */
const RUN_ONLY = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const PHONE = { width: 390, height: 844 };
/** agent2a: a demo agent with an offer waiting (the agreement opens by itself) and a sub-agent. */
const AGENT2A = { account: 'agent2a', password: 'Agent123' } as const;

type TViolation = { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] };

/** Runs axe-core on the page as it stands; fails softly on each serious or critical violation. */
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
            nodes: v.nodes.map((n) => ({ target: n.target })),
          })),
        ),
    RUN_ONLY,
  );
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

/** The agent centre's page has drawn: its pane, no spinner, no skeleton left. */
async function expectAgentPageDrawn(page: Page, key: string) {
  const pane = page.locator(`.ol-member-pane[data-page="${key}"]`);
  await expect(pane).toBeVisible();
  await expect(pane.locator('.mantine-Loader-root, .mantine-Skeleton-root')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

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
