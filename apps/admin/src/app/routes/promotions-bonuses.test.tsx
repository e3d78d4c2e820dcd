// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../lib/i18n.ts';
import { asOperator } from '../../test/agents.ts';
import { visibleText } from '../../test/finance.ts';
import { pageOf, stubEngagementApi } from '../../test/engagement.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { fail, ok, type TApiAnswer, type TApiCall } from '../../test/stub-api.ts';
import { PromotionBonusesPage } from './promotions-bonuses.tsx';

const bonus = {
  id: 31,
  memberId: 4,
  account: 'player1',
  promotionId: 5,
  promotion: { EN: 'Goodwill' },
  kind: 'MANUAL',
  amount: 12.5,
  turnoverMultiplier: 3,
  turnoverRequired: 37.5,
  status: 'ISSUED',
  cancelled: null,
  issuedBy: 'owner',
  issuedAt: '2026-12-01T10:00:00.000Z',
};
const manual = {
  id: 5,
  category: 'DAILY',
  kind: 'MANUAL',
  title: { EN: 'Goodwill' },
  rule: { kind: 'MANUAL', needsApplication: false, turnoverMultiplier: 3 },
  startsAt: '2026-12-01T00:00:00.000Z',
  endsAt: null,
  state: 'ACTIVE',
  serverSeedHash: null,
  participants: 1,
  bonuses: 1,
  createdAt: '2026-11-30T00:00:00.000Z',
};

const server = (call: TApiCall<Record<string, unknown>>): TApiAnswer => {
  const url = new URL(call.url, 'http://console');
  if (url.pathname === '/admin/api/engagement/bonuses' && call.method === 'GET') return ok(pageOf([bonus]));
  if (url.pathname === '/admin/api/engagement/bonuses' && call.method === 'POST')
    return ok({ ...bonus, id: 32 });
  if (url.pathname === '/admin/api/engagement/promotions') return ok(pageOf([manual]));
  if (url.pathname === '/admin/api/engagement/bonuses/31/cancel')
    return ok({ cancelled: 12.5, removedTurnover: 37.5 });
  return fail('NOT_FOUND', 404);
};

const api = stubEngagementApi(server);

const renderPage = async () => {
  renderWithProviders(<PromotionBonusesPage />, { initialEntry: '/engagement/bonuses?brand=lobby' });
  await screen.findByTestId('bonus-row-31');
};

describe('the bonuses page', () => {
  it('lists bonuses with their amount and wagering requirement in the brand’s currency', async () => {
    await renderPage();
    const row = visibleText(screen.getByTestId('bonus-row-31'));
    expect(row).toContain('CNY 12.50');
    expect(row).toContain('CNY 37.50');
    expect(row).toContain('Issued');
  });

  it('issues a manual bonus once: a second click sends the same request id', async () => {
    await renderPage();
    fireEvent.click(screen.getByTestId('bonus-issue'));
    const dialog = await screen.findByTestId('bonus-issue-dialog');
    await waitFor(() => expect(within(dialog).queryByTestId('bonus-issue-none')).toBeNull());
    fireEvent.change(within(dialog).getByTestId('bonus-issue-account'), { target: { value: 'player1' } });
    fireEvent.change(within(dialog).getByTestId('bonus-issue-amount'), { target: { value: '20' } });
    fireEvent.change(within(dialog).getByTestId('bonus-issue-reason'), {
      target: { value: 'outage goodwill' },
    });
    expect(visibleText(dialog)).toContain('× 3 = CNY 60.00');
    fireEvent.click(within(dialog).getByTestId('bonus-issue-confirm'));
    fireEvent.click(within(dialog).getByTestId('bonus-issue-confirm'));
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'POST').length).toBeGreaterThan(0));
    const posts = api.calls.filter((c) => c.method === 'POST');
    expect(posts[0]!.body).toMatchObject({
      promotionId: 5,
      account: 'player1',
      amount: 20,
      reason: 'outage goodwill',
    });
    expect(new Set(posts.map((p) => p.body!.requestId)).size).toBe(1);
  });

  it('refuses to send an issue without an account or an amount', async () => {
    await renderPage();
    fireEvent.click(screen.getByTestId('bonus-issue'));
    const dialog = await screen.findByTestId('bonus-issue-dialog');
    fireEvent.click(within(dialog).getByTestId('bonus-issue-confirm'));
    expect(await within(dialog).findByText("Enter the member's account.")).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('cancels a bonus with a reason', async () => {
    await renderPage();
    fireEvent.click(screen.getByTestId('bonus-cancel-31'));
    expect(visibleText(await screen.findByTestId('bonus-cancel-dialog'))).toContain('CNY 12.50');
    fireEvent.change(screen.getByTestId('reason-input'), { target: { value: 'bonus abuse' } });
    fireEvent.click(screen.getByTestId('reason-confirm'));
    const post = await api.sent('POST');
    expect(post.url).toBe('/admin/api/engagement/bonuses/31/cancel?brand=lobby');
    expect(post.body).toEqual({ reason: 'bonus abuse' });
  });

  it('hides issuing and cancelling without engagement.pay', async () => {
    asOperator(['engagement.read', 'engagement.write'], 'content');
    await renderPage();
    expect(screen.queryByTestId('bonus-issue')).toBeNull();
    expect(screen.queryByTestId('bonus-cancel-31')).toBeNull();
  });
});
