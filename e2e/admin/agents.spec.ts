import type { Page } from '@playwright/test';
import { AGENT_API } from '../../packages/contracts/src/paths.ts';
import { expect, test } from '../support/fixtures.ts';
import { registerByUsername } from '../support/identity.ts';
import { logInOperator } from '../support/operator.ts';

/** A member of its own for this journey, so approving it makes no demo member an agent. */
const APPLICANT = { account: `joiner${Date.now() % 100_000}`, password: 'Joiner123' };

/** Registers the applicant on the lobby brand and sends its /join application through the player API. */
async function applyToBeAgent(page: Page) {
  await registerByUsername(page, APPLICANT);
  const token = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('session') ?? '{}') as { state?: { token?: string } }).state?.token,
  );
  expect(token, 'logged in: the session holds a token').toBeTruthy();
  const applied = await page.request.post(AGENT_API.applications, {
    headers: { authorization: token! },
    data: { contact: `telegram @${APPLICANT.account}`, message: 'I run a football group' },
  });
  expect(applied.ok(), await applied.text()).toBeTruthy();
}

/** Screenshots of the page at desktop and phone widths, then back to the desktop. */
async function screens(page: Page, name: string) {
  for (const [width, size] of [
    ['desktop', { width: 1440, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    // On a phone the side navigation slides away: wait until it has gone.
    if (width === 'phone') await expect(page.locator('.ol-sidenav')).not.toBeInViewport();
    await page.screenshot({ path: `test-results/screens/admin-agents-${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** Runs a settlement now from the settlements page and returns how many periods it settled. */
async function runNow(page: Page) {
  const result = page.getByTestId('settlement-run-result');
  const before = (await result.count()) ? await result.getAttribute('data-run') : null;
  await page.getByTestId('settlement-run').click();
  await page.getByTestId('settlement-run-dialog-confirm').click();
  await expect(result).toBeVisible();
  await expect(result).not.toHaveAttribute('data-run', before ?? '');
  return Number(await result.getAttribute('data-settled'));
}

test.describe('back office: the agent network', () => {
  test('the owner walks the tree, reads contracts, previews and runs a settlement, and approves an application', async ({
    page,
    browser,
    baseURL,
  }) => {
    const player = await browser.newContext({ baseURL });
    await applyToBeAgent(await player.newPage());
    await player.close();

    await logInOperator(page, 'owner', 'Owner12345');
    await page.getByTestId('admin-nav-agents').click();
    await expect(page).toHaveURL(/\/admin\/agents\/tree\?brand=lobby/);

    // The tree: agent1 is a top agent; its direct downlines, then agent2a's.
    const agent1 = page.getByTestId('agent-node-agent1');
    await expect(agent1).toBeVisible();
    await expect(agent1.getByTestId('agent-team-size')).not.toHaveText('0');
    await page.getByTestId('agent-drill-agent1').click();
    await expect(page.getByTestId('agent-breadcrumb-current')).toHaveText('agent1');
    await expect(page.getByTestId('agent-node-agent2a')).toBeVisible();
    await expect(page.getByTestId('agent-node-agent2b')).toBeVisible();
    await expect(page.getByTestId('agent-node-member1a')).toBeVisible();
    await screens(page, 'tree');
    await page.getByTestId('agent-drill-agent2a').click();
    await expect(page.getByTestId('agent-breadcrumb-current')).toHaveText('agent2a');
    await expect(page.getByTestId('agent-node-agent3a')).toBeVisible();
    await page.getByTestId('agent-breadcrumb-top').click();
    await expect(page.getByTestId('agent-breadcrumb-current')).toHaveText('Top agents');

    // Contracts of every level, tiers in words; the brand's own with its top agents.
    await page.getByTestId('agents-section-contracts').click();
    const rows = page.locator('[data-testid^="contract-row-"]');
    await expect(rows.first()).toBeVisible();
    await expect(page.locator('[data-agent="agent3a"]').first()).toBeVisible();
    await expect(page.locator('[data-agent="agent1"][data-kind="DAILY_WAGE"]').first()).toContainText(
      /Tier 1: volume ≥ .+ → .+% of the volume/,
    );
    // The box follows the URL, which changes a moment after the click.
    await page.getByTestId('contract-filter-top').click();
    await expect(page.getByTestId('contract-filter-top')).toBeChecked();
    await expect(page.locator('[data-testid^="contract-row-"][data-agent="agent3a"]')).toHaveCount(0);
    await expect(rows.first()).toHaveAttribute('data-agent', 'agent1');
    await screens(page, 'contracts');

    // The offer form refuses empty tiers before anything is sent.
    await page.getByTestId('contract-offer').click();
    await page.getByTestId('offer-submit').click();
    await expect(page.getByTestId('offer-invalid')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('offer-dialog')).toBeHidden();

    // Settlements: a preview writes nothing; a run now settles what is due, and a second pays nothing twice.
    await page.getByTestId('agents-section-settlements').click();
    await expect(page.getByTestId('settlement-row').first()).toBeVisible();
    await page.getByTestId('settlement-preview').click();
    await expect(
      page.getByTestId('settlement-preview-row').first().or(page.getByTestId('settlement-preview-empty')),
    ).toBeVisible();
    // The settlement job runs beside us, and a 5-minute salary slot may end between two runs: a run
    // straight after a run finds nothing left to settle.
    let settled = await runNow(page);
    for (let i = 0; settled > 0 && i < 3; i += 1) settled = await runNow(page);
    expect(settled).toBe(0);
    await expect(page.getByTestId('settlement-run-result')).toContainText('nothing was paid twice');
    await screens(page, 'settlements');

    // Freezes: the demo has none to lift; the page says so.
    await page.getByTestId('agents-section-freezes').click();
    await expect(page.getByTestId('freezes-table')).toBeVisible();

    // The application waits in the queue; approved, it leaves the queue and the member is a top agent.
    await page.getByTestId('agents-section-applications').click();
    const application = page.getByTestId(`application-row-${APPLICANT.account}`);
    await expect(application).toContainText(`telegram @${APPLICANT.account}`);
    await screens(page, 'applications');
    await page.getByTestId(`application-approve-${APPLICANT.account}`).click();
    await page.getByTestId('application-note').fill('welcome aboard');
    await page.getByTestId('application-decide-confirm').click();
    await expect(application).toBeHidden();
    await page.getByTestId('applications-show').getByText('Approved').click();
    await expect(page.getByTestId(`application-row-${APPLICANT.account}`)).toContainText('owner');
    await page.getByTestId('agents-section-tree').click();
    await expect(page.getByTestId(`agent-node-${APPLICANT.account}`)).toBeVisible();
  });
});
