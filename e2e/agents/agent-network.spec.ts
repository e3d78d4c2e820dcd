import type { Page } from '@playwright/test';
import { AGENT_API } from '../../packages/contracts/src/paths.ts';
import { expect, test } from '../support/fixtures.ts';
import { skipAnnouncementPopup, useLanguage } from '../support/fixtures.ts';
import { fundMember, headerBalanceOnceShown, logIn, PLAYER } from '../support/member.ts';
import { advanceServerClock, resetServerClock } from '../support/server-clock.ts';
import { spinOnce, waitForSlot } from '../support/slot.ts';

const DAY_MS = 24 * 3600_000;
const SPINS = 5;
const AGENT1 = { account: 'agent1', password: 'Agent123' } as const;

/** Names unique to this run (the e2e database lives as long as the suite's server). */
const stamp = Date.now().toString(36).slice(-6);
const DOWNLINE = { account: `ag${stamp}`, password: 'Agent12345' } as const;
const MEMBER = { account: `mb${stamp}`, password: 'Player12345' } as const;

/** The session token the page holds (for the API reads that check the figures). */
const tokenOf = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('session') ?? '{}') as { state?: { token?: string } }).state?.token ??
      '',
  );

/**
 * Logs in again after the server's clock passed a session's life (a day): the site still holds the
 * old token, so it forgets it first, as it would on its first refused call.
 */
async function logInAgain(page: Page, login: { account: string; password: string }) {
  await page.evaluate(() => localStorage.removeItem('session'));
  await logIn(page, login);
}

/** Opens one page of the agent centre from the header's agent button. */
async function openAgentPage(page: Page, key: string) {
  if (!(await page.getByTestId('agent-centre').isVisible())) await page.getByTestId('header-agent').click();
  await page.getByTestId(`agent-menu-${key}`).click();
  await expect(page.locator(`.ol-member-pane[data-page="${key}"]`)).toBeVisible();
}

/** Registers an account directly under the logged-in agent in account registration. */
async function registerDownline(page: Page, login: { account: string; password: string }, agent: boolean) {
  await openAgentPage(page, 'registerCenter');
  if (agent) await page.getByTestId('agent-register-agent').check();
  await page.getByTestId('agent-register-username').fill(login.account);
  await page.getByTestId('agent-register-password').fill(login.password);
  await page.getByTestId('agent-register-confirm').fill(login.password);
  await page.getByTestId('agent-register-submit').click();
  await expect(page.getByTestId('agent-register-done')).toContainText(login.account);
}

type TSettlement = { id: number; direction: 'received' | 'paid'; paid: number; counterparty: string | null };

/** Every settlement of the agent's contracts, read through the agent centre's own call. */
async function settlementsOf(page: Page): Promise<TSettlement[]> {
  const token = await tokenOf(page);
  const all: TSettlement[] = [];
  for (let p = 1; ; p++) {
    const res = await page.request.get(AGENT_API.settlements, {
      headers: { authorization: token },
      params: { from: '2000-01-01', to: '2100-01-01', page: p, pageSize: 100 },
    });
    expect(res.ok(), await res.text()).toBeTruthy();
    const { items, total } = (await res.json()).value as { items: TSettlement[]; total: number };
    all.push(...items);
    if (all.length >= total || items.length === 0) return all;
  }
}

test.describe.serial('agent network', () => {
  test.afterAll(async () => {
    await resetServerClock();
  });

  test('/agentHome logs in as the agent site: a member is refused (NOT_AN_AGENT), an agent gets the agent centre', async ({
    page,
  }) => {
    await skipAnnouncementPopup(page);
    await useLanguage(page, 'EN');
    await page.goto('/agentHome');
    // A visitor there gets the login popup at once.
    await expect(page.getByTestId('login-dialog')).toBeVisible();
    await page.getByTestId('login-username').fill(PLAYER.account);
    await page.getByTestId('login-password').fill(PLAYER.password);
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-error')).toHaveText('Not an agent, login not possible');
    await expect(page.getByTestId('header-login')).toBeVisible();

    await page.getByTestId('login-username').fill(AGENT1.account);
    await page.getByTestId('login-password').fill(AGENT1.password);
    await page.getByTestId('login-submit').click();
    // It stays on /agentHome, where the agent centre opens over header and footer.
    await expect(page.getByTestId('agent-centre')).toBeVisible();
    await expect(page).toHaveURL(/\/agentHome$/);
    await page.getByTestId('agent-close').click();
    await expect(page.getByTestId('agent-home-panel')).toBeVisible();
    await page.getByTestId('agent-home-open').click();
    await expect(page.getByTestId('agent-centre')).toBeVisible();
  });

  test('a trial account is told a real account is needed at /agentHome', async ({ page }) => {
    await skipAnnouncementPopup(page);
    await useLanguage(page, 'EN');
    await page.goto('/');
    await page.getByTestId('header-login').click();
    await page.getByTestId('login-freeplay').click();
    await expect(page.getByTestId('header-account')).toBeVisible();
    await page.goto('/agentHome');
    await expect(page.getByTestId('real-account-dialog')).toBeVisible();
    await expect(page.getByTestId('agent-centre')).toHaveCount(0);
  });

  test('agent1 registers a sub-agent and offers it a daily wage; the sub-agent signs it, its member plays, and the day’s wage moves from agent1 to it', async ({
    browser,
  }) => {
    test.setTimeout(420_000);
    // Each browser keeps the server's time: an encrypted call carries its time, and the server
    // refuses one more than minutes off its own clock (and the pages' "today" is the server's).
    const contexts = await Promise.all([0, 1, 2].map(() => browser.newContext()));
    for (const context of contexts) await context.clock.install();
    const [top, sub, member] = (await Promise.all(contexts.map((c) => c.newPage()))) as [Page, Page, Page];
    let offset = 0;
    /** Ends the server's day early: its clock and every browser's move a day on. */
    const nextDay = async () => {
      await advanceServerClock(DAY_MS);
      offset += DAY_MS;
      for (const context of contexts) await context.clock.setSystemTime(Date.now() + offset);
    };
    try {
      // agent1 registers the new downline agent.
      await logIn(top, AGENT1);
      await registerDownline(top, DOWNLINE, true);

      // ...and offers it a daily wage in team management: above agent1's own rate is refused...
      await openAgentPage(top, 'downlineManagmentView');
      await top.getByTestId(`team-offer-${DOWNLINE.account}`).click();
      const dialog = top.getByTestId('offer-form');
      await expect(top.getByTestId('offer-own-terms')).toBeVisible();
      // One tier the member's few spins reach: any volume, one active member, 1 % of it.
      while ((await dialog.locator('[data-testid^="offer-tier-"][data-testid$="-betVolume"]').count()) > 1)
        await dialog
          .getByRole('button', { name: /Remove tier/ })
          .last()
          .click();
      await top.getByTestId('offer-tier-0-betVolume').fill('0');
      await top.getByTestId('offer-tier-0-activeMember').fill('1');
      await top.getByTestId('offer-tier-0-rate').fill('5');
      await top.getByTestId('offer-submit').click();
      await expect(top.getByTestId('offer-error')).toHaveText(
        'This contract gives more than your own contract of that kind allows.',
      );
      // ...within it, sent.
      await top.getByTestId('offer-tier-0-rate').fill('1');
      await top.getByTestId('offer-submit').click();
      await expect(top.getByTestId('offer-form')).toBeHidden();

      // The downline logs in: the agreement opens by itself on the offer, and it signs.
      await logIn(sub, DOWNLINE);
      const subStart = await headerBalanceOnceShown(sub);
      const agreement = sub.getByTestId('agreement-modal');
      await expect(agreement).toBeVisible();
      const offer = agreement.locator('[data-kind="DAILY_WAGE"][data-status="P"]');
      await expect(offer).toContainText('agent1');
      await offer.getByTestId('contract-sign').click();
      await expect(agreement.locator('[data-kind="DAILY_WAGE"][data-status="V"]')).toBeVisible();
      await sub.getByTestId('agreement-close').click();
      await expect(agreement).toBeHidden();

      // Its own member, registered under it.
      await registerDownline(sub, MEMBER, false);

      // A contract pays from the first whole day after signing: the member plays on the next day.
      await nextDay();
      await logIn(member, MEMBER);
      await fundMember(member, 200);
      await member.goto('/rng');
      const card = member.locator('[data-testid="game-card"][data-game-name="Gem Rush 20"]');
      await card.getByTestId('game-play').click();
      const slot = member.frameLocator('[data-testid="game-frame"]');
      await waitForSlot(slot);
      // A few steps up the stake, so the day's 1 % comes to whole cents.
      for (let i = 0; i < 2; i++)
        if (await slot.getByTestId('slot-bet-up').isEnabled()) await slot.getByTestId('slot-bet-up').click();
      const bet = Number(await slot.getByTestId('slot-bet').getAttribute('data-amount'));
      for (let i = 0; i < SPINS; i++) await spinOnce(slot);
      // A ratio wage is floor(volume × rate): 1 % of the day's stakes, in minor units.
      const wage = Math.floor((Math.round(bet * SPINS * 100) * 100) / 10_000) / 100;
      expect(wage).toBeGreaterThan(0);

      // agent1 before the day ends: its balance and what had been settled for it by then (its
      // other contracts pay and are paid too, every five minutes for the real-time salary).
      await logInAgain(top, AGENT1);
      let topStart = 0;
      let settledBefore = new Set<number>();
      await expect
        .poll(async () => {
          const ids = new Set((await settlementsOf(top)).map((s) => s.id));
          topStart = await headerBalanceOnceShown(top);
          const again = (await settlementsOf(top)).map((s) => s.id);
          settledBefore = ids;
          return again.every((id) => ids.has(id));
        })
        .toBe(true);

      // The day ends; the settlement job pays it within seconds.
      await nextDay();

      // The downline (logged in again: a day is a session's life) sees the wage in daily wages...
      await logInAgain(sub, DOWNLINE);
      await openAgentPage(sub, 'dailyWages');
      const received = sub.locator('[data-testid="settlement-received-agent1-DAILY_WAGE"]');
      await expect(received.first()).toBeVisible({ timeout: 60_000 });
      await expect(received.first()).toContainText(wage.toFixed(2));
      // ...and its header balance rises by it.
      await expect.poll(() => headerBalanceOnceShown(sub)).toBeCloseTo(subStart + wage, 2);

      // agent1 sees the payment in my income, and its balance falls by it (beside its other
      // contracts' settlements of the same time, which the check counts in).
      await logInAgain(top, AGENT1);
      await openAgentPage(top, 'agentRevenueReport');
      await top.getByTestId('agent-income-kind').selectOption('DAILY_WAGE');
      const paid = top.locator(`[data-testid="settlement-paid-${DOWNLINE.account}-DAILY_WAGE"]`);
      await expect(paid.first()).toBeVisible({ timeout: 60_000 });
      await expect(paid.first()).toContainText(wage.toFixed(2));
      await expect
        .poll(async () => {
          const since = (await settlementsOf(top)).filter((s) => !settledBefore.has(s.id));
          const toDownline = since.filter(
            (s) => s.direction === 'paid' && s.counterparty === DOWNLINE.account,
          );
          const others = since
            .filter((s) => !toDownline.includes(s))
            .reduce((sum, s) => sum + (s.direction === 'received' ? s.paid : -s.paid), 0);
          const wagePaid = toDownline.reduce((sum, s) => sum + s.paid, 0);
          return {
            wagePaid: Math.round(wagePaid * 100),
            balanceChange: Math.round(((await headerBalanceOnceShown(top)) - topStart - others) * 100),
          };
        })
        .toEqual({ wagePaid: Math.round(wage * 100), balanceChange: -Math.round(wage * 100) });
    } finally {
      await resetServerClock();
      await Promise.all(contexts.map((c) => c.close()));
    }
  });
});
