// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// The real language packs, not a mock.
import '../../lib/i18n.ts';
import { asOperator } from '../../test/agents.ts';
import { pageOf, stubEngagementApi } from '../../test/engagement.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { fail, ok, type TApiAnswer, type TApiCall } from '../../test/stub-api.ts';
import { MissionsPage } from './missions.tsx';

const open = {
  id: 4,
  title: { EN: 'Bet 100 today', CN: '今日投注满100' },
  period: 'DAILY',
  goal: 'BET_AMOUNT',
  target: 100,
  rewardAmount: 5,
  turnoverMultiplier: 1,
  state: 'ACTIVE',
  claims: 3,
  createdAt: '2026-12-01T00:00:00.000Z',
  closedAt: null,
};
const closed = {
  ...open,
  id: 5,
  title: { EN: 'Old login mission' },
  goal: 'LOGIN_DAYS',
  target: 1,
  state: 'CLOSED',
  closedAt: '2026-12-01T10:00:00.000Z',
};

const server = (call: TApiCall<Record<string, unknown>>): TApiAnswer => {
  const url = new URL(call.url, 'http://console');
  if (url.pathname === '/admin/api/engagement/missions' && call.method === 'GET')
    return ok({ currency: 'CNY', items: [open, closed] });
  if (url.pathname === '/admin/api/engagement/missions/claims')
    return ok(
      pageOf([
        {
          id: 1,
          missionId: 4,
          account: 'player1',
          periodKey: '2026-12-02',
          amount: 5,
          progress: 120,
          createdAt: '2026-12-02T08:00:00.000Z',
        },
      ]),
    );
  if (call.method === 'POST' || call.method === 'PUT') return ok({ ...open, id: 9 });
  return fail('NOT_FOUND', 404);
};
const api = stubEngagementApi(server);

const renderPage = async () => {
  renderWithProviders(<MissionsPage />, { initialEntry: '/engagement/missions?brand=lobby' });
  await screen.findByTestId('mission-row-4');
};

describe('the missions page', () => {
  it('lists missions with their goal, reward and claims, and the rewards claimed', async () => {
    await renderPage();
    const row = screen.getByTestId('mission-row-4');
    expect(row.textContent).toContain('Bet 100 today');
    expect(row.textContent).toContain('Bet amount');
    expect(row.textContent).toContain('×1');
    expect(screen.getByTestId('mission-close-4')).toBeTruthy();
    // a closed mission can be neither edited nor closed again
    expect(screen.queryByTestId('mission-edit-5')).toBeNull();
    expect((await screen.findByTestId('mission-claim-1')).textContent).toContain('player1');
  });

  it('closes a mission with the reason the audit keeps', async () => {
    await renderPage();
    fireEvent.click(screen.getByTestId('mission-close-4'));
    const dialog = await screen.findByTestId('mission-close-dialog');
    expect(dialog.textContent).toContain('Bet 100 today');
    fireEvent.change(screen.getByTestId('reason-input'), { target: { value: 'campaign over' } });
    fireEvent.click(screen.getByTestId('reason-confirm'));
    const post = await api.sent('POST');
    expect(post.url).toBe('/admin/api/engagement/missions/4/close?brand=lobby');
    expect(post.body).toEqual({ reason: 'campaign over' });
  });

  it('checks a new mission with the contract’s schema and sends nothing while it is wrong', async () => {
    await renderPage();
    fireEvent.click(screen.getByTestId('mission-new'));
    const form = await screen.findByTestId('mission-dialog');
    fireEvent.click(within(form).getByTestId('mission-save'));
    // each wrong field says what it wants: the English title and the reason
    expect(await within(form).findByText('Give an English title of up to 120 characters.')).toBeTruthy();
    expect(within(form).getByText('Give a reason of up to 140 characters.')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(within(form).getByTestId('mission-title-EN'), {
      target: { value: 'Deposit 500 this week' },
    });
    fireEvent.change(within(form).getByTestId('mission-reason'), { target: { value: 'weekly push' } });
    fireEvent.click(within(form).getByTestId('mission-save'));
    const post = await api.sent('POST');
    expect(post.url).toBe('/admin/api/engagement/missions?brand=lobby');
    expect(post.body).toMatchObject({
      title: { EN: 'Deposit 500 this week' },
      period: 'DAILY',
      goal: 'BET_AMOUNT',
      target: 100,
      rewardAmount: 5,
      reason: 'weekly push',
    });
  });

  it('hides every change from an operator who may only read', async () => {
    asOperator(['engagement.read'], 'support');
    await renderPage();
    expect(screen.queryByTestId('mission-new')).toBeNull();
    expect(screen.queryByTestId('mission-edit-4')).toBeNull();
    expect(screen.queryByTestId('mission-close-4')).toBeNull();
  });
});
