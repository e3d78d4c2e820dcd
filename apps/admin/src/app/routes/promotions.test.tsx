// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// The real language packs, not a mock.
import '../../lib/i18n.ts';
import { asOperator } from '../../test/agents.ts';
import { pageOf, stubEngagementApi } from '../../test/engagement.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { fail, ok, stubApi, type TApiAnswer, type TApiCall } from '../../test/stub-api.ts';
import { PromotionsPage } from './promotions.tsx';

const draft = {
  id: 7,
  category: 'DAILY',
  kind: 'DEPOSIT_MATCH',
  title: { EN: 'Monday match', CN: '周一存款红利' },
  rule: {
    kind: 'DEPOSIT_MATCH',
    percentBps: 5000,
    capMinor: 20000,
    minDepositMinor: 1000,
    turnoverMultiplier: 10,
  },
  startsAt: '2026-12-01T00:00:00.000Z',
  endsAt: null,
  state: 'DRAFT',
  serverSeedHash: null,
  participants: 0,
  bonuses: 0,
  createdAt: '2026-11-30T00:00:00.000Z',
};
const open = {
  ...draft,
  id: 8,
  state: 'ACTIVE',
  title: { EN: 'Birthday gift' },
  kind: 'BIRTHDAY',
  participants: 12,
  bonuses: 3,
};

const server = (call: TApiCall<Record<string, unknown>>): TApiAnswer => {
  const url = new URL(call.url, 'http://console');
  if (url.pathname === '/admin/api/engagement/promotions' && call.method === 'GET')
    return ok(pageOf([draft, open]));
  if (url.pathname === '/admin/api/engagement/promotions' && call.method === 'POST')
    return ok({ ...draft, id: 9 });
  if (url.pathname === '/admin/api/engagement/promotions/7/state') return ok({ ok: true });
  return fail('NOT_FOUND', 404);
};

const api = stubEngagementApi(server);

const renderPage = async () => {
  renderWithProviders(<PromotionsPage />, { initialEntry: '/engagement/promotions?brand=lobby' });
  await screen.findByTestId('promotion-row-7');
};

describe('the promotions page', () => {
  it('lists the brand’s promotions with their kind, state and who takes part', async () => {
    await renderPage();
    const row = screen.getByTestId('promotion-row-8');
    expect(row.textContent).toContain('Birthday gift');
    expect(row.textContent).toContain('Birthday');
    expect(row.textContent).toContain('Open');
    expect(row.textContent).toContain('12 / 3');
    expect(api.calls[0]!.url).toBe('/admin/api/engagement/promotions?brand=lobby&page=1&pageSize=20');
    // a draft opens, an open one only closes
    expect(screen.getByTestId('promotion-open-7')).toBeTruthy();
    expect(screen.queryByTestId('promotion-open-8')).toBeNull();
    expect(screen.getByTestId('promotion-close-8')).toBeTruthy();
  });

  it('opens a draft with the reason the audit keeps', async () => {
    await renderPage();
    fireEvent.click(screen.getByTestId('promotion-open-7'));
    const dialog = await screen.findByTestId('promotion-state-dialog');
    expect(dialog.textContent).toContain('Monday match');
    fireEvent.change(screen.getByTestId('reason-input'), { target: { value: 'campaign starts' } });
    fireEvent.click(screen.getByTestId('reason-confirm'));
    const post = await api.sent('POST');
    expect(post.url).toBe('/admin/api/engagement/promotions/7/state?brand=lobby');
    expect(post.body).toEqual({ state: 'ACTIVE', reason: 'campaign starts' });
  });

  it('checks a new promotion’s rule with the rule schema and sends nothing while it is wrong', async () => {
    await renderPage();
    fireEvent.click(screen.getByTestId('promotion-new'));
    const dialog = await screen.findByTestId('promotion-dialog');
    fireEvent.change(within(dialog).getByTestId('promotion-title-EN'), {
      target: { value: 'Weekend match' },
    });
    fireEvent.change(within(dialog).getByTestId('promotion-reason'), { target: { value: 'new campaign' } });
    fireEvent.change(within(dialog).getByTestId('promotion-rule'), {
      target: { value: '{"kind":"DEPOSIT_MATCH"}' },
    });
    fireEvent.click(within(dialog).getByTestId('promotion-save'));
    expect((await screen.findByTestId('promotion-problems')).textContent).toContain('rule.percentBps');
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(within(dialog).getByTestId('promotion-rule'), {
      target: { value: JSON.stringify(draft.rule) },
    });
    fireEvent.click(within(dialog).getByTestId('promotion-save'));
    const post = await api.sent('POST');
    expect(post.url).toBe('/admin/api/engagement/promotions?brand=lobby');
    expect(post.body).toMatchObject({
      category: 'DAILY',
      title: { EN: 'Weekend match' },
      rule: draft.rule,
      reason: 'new campaign',
    });
  });

  it('hides every change from an operator who may only read', async () => {
    asOperator(['engagement.read'], 'support');
    await renderPage();
    expect(screen.queryByTestId('promotion-new')).toBeNull();
    expect(screen.queryByTestId('promotion-open-7')).toBeNull();
    expect(screen.queryByTestId('promotion-edit-7')).toBeNull();
  });

  it('says when the brand has none', async () => {
    stubApi(() => ok(pageOf([])));
    renderWithProviders(<PromotionsPage />, { initialEntry: '/engagement/promotions?brand=lobby' });
    expect((await screen.findByTestId('promotions-empty')).textContent).toBe(
      'This brand has no promotions here.',
    );
  });
});
