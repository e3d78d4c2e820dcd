// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// The real language packs, not a mock.
import '../../lib/i18n.ts';
import { asOperator } from '../../test/agents.ts';
import { stubEngagementApi } from '../../test/engagement.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { fail, ok, type TApiAnswer, type TApiCall } from '../../test/stub-api.ts';
import { VipPage } from './vip.tsx';

const silver = {
  id: 7,
  level: 1,
  name: 'Silver',
  depositThreshold: 1000,
  turnoverThreshold: 5000,
  rebateBps: 25,
  withdrawalDailyCount: 3,
  withdrawalDailyAmount: null,
};
const gold = {
  ...silver,
  id: 8,
  level: 2,
  name: 'Gold',
  depositThreshold: 10_000,
  turnoverThreshold: 50_000,
  rebateBps: 125,
  withdrawalDailyCount: 5,
  withdrawalDailyAmount: 20_000,
};
const player1 = { account: 'player1', level: 1, deposits: 1500, turnover: 6200.5 };

/** The console's calls answered; a level number 2 is taken, as the server says it. */
const server = (call: TApiCall<Record<string, unknown>>): TApiAnswer => {
  const url = new URL(call.url, 'http://console');
  if (url.pathname === '/admin/api/engagement/vip/levels' && call.method === 'GET')
    return ok({ items: [silver, gold] });
  if (url.pathname === '/admin/api/engagement/vip/levels' && call.body?.level === 2)
    return fail('VALIDATION_FAILED', 400, [{ field: 'level', message: 'taken' }]);
  if (url.pathname.startsWith('/admin/api/engagement/vip/levels'))
    return ok({ id: 9, ...call.body, reason: undefined });
  if (url.pathname === '/admin/api/engagement/vip/members/player1')
    return ok(call.method === 'PUT' ? { ...player1, level: Number(call.body?.level) } : player1);
  return fail('NOT_FOUND', 404);
};
const api = stubEngagementApi(server);

const renderPage = async (query = '') => {
  renderWithProviders(<VipPage />, { initialEntry: `/engagement/vip?brand=lobby${query}` });
  await screen.findByTestId('vip-level-row-2');
};

/** Opens the new level's dialog and fills it as given (the rest as it starts). */
const newLevel = async (fields: Record<string, string>) => {
  fireEvent.click(screen.getByTestId('vip-level-new'));
  const dialog = await screen.findByTestId('vip-level-dialog');
  for (const [id, value] of Object.entries(fields))
    fireEvent.change(within(dialog).getByTestId(`vip-level-${id}`), { target: { value } });
  fireEvent.click(within(dialog).getByTestId('vip-level-save'));
  return dialog;
};

describe('the VIP page', () => {
  it('lists the levels with their thresholds, rebate as a percentage and withdrawals a day', async () => {
    await renderPage();
    const gold = screen.getByTestId('vip-level-row-2');
    expect(gold.textContent).toContain('Gold');
    expect(gold.textContent).toContain('10,000');
    expect(gold.textContent).toContain('50,000');
    expect(gold.textContent).toContain('1.25%');
    expect(gold.textContent).toContain('5 a day');
    expect(gold.textContent).toContain('up to 20,000');
    // no amount of its own: the brand's limit applies
    expect(screen.getByTestId('vip-level-row-1').textContent).toContain('brand limit');
    expect(screen.getByTestId('vip-level-row-1').textContent).toContain('0.25%');
  });

  it('refuses a new level without a reason or with a negative threshold, and sends nothing', async () => {
    await renderPage();
    const dialog = await newLevel({ name: 'Platinum', deposit: '-5', turnover: '100000' });
    expect(await within(dialog).findByText('Give a reason of up to 140 characters.')).toBeTruthy();
    expect(within(dialog).getByText('An amount of 0 or more.')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('creates a level in basis points with its reason, the empty amount as the brand’s limit', async () => {
    await renderPage();
    await newLevel({
      name: 'Platinum',
      deposit: '50000',
      turnover: '250000',
      rebate: '1.5',
      reason: 'new top tier',
    });
    const post = await api.sent('POST');
    expect(post.url).toBe('/admin/api/engagement/vip/levels?brand=lobby');
    expect(post.body).toEqual({
      level: 3,
      name: 'Platinum',
      depositThreshold: 50_000,
      turnoverThreshold: 250_000,
      rebateBps: 150,
      withdrawalDailyCount: 3,
      withdrawalDailyAmount: null,
      reason: 'new top tier',
    });
  });

  it('shows the server’s refusal of a level number the brand has already', async () => {
    await renderPage();
    const dialog = await newLevel({
      number: '2',
      name: 'Gold again',
      deposit: '1',
      turnover: '1',
      reason: 'copy',
    });
    expect(await within(dialog).findByTestId('vip-level-error')).toBeTruthy();
    expect(within(dialog).getByText('The brand has this level already.')).toBeTruthy();
  });

  it('edits a level: the change and the reason are sent to that level', async () => {
    await renderPage();
    fireEvent.click(screen.getByTestId('vip-level-edit-1'));
    const dialog = await screen.findByTestId('vip-level-dialog');
    fireEvent.change(within(dialog).getByTestId('vip-level-amount'), { target: { value: '8000' } });
    fireEvent.change(within(dialog).getByTestId('vip-level-reason'), { target: { value: 'cap silver' } });
    fireEvent.click(within(dialog).getByTestId('vip-level-save'));
    const put = await api.sent('PUT');
    expect(put.url).toBe('/admin/api/engagement/vip/levels/7?brand=lobby');
    expect(put.body).toEqual({
      level: 1,
      name: 'Silver',
      depositThreshold: 1000,
      turnoverThreshold: 5000,
      rebateBps: 25,
      withdrawalDailyCount: 3,
      withdrawalDailyAmount: 8000,
      reason: 'cap silver',
    });
  });

  it('looks a member up and sets their level by hand with a reason', async () => {
    await renderPage();
    fireEvent.change(screen.getByTestId('vip-member-account'), { target: { value: ' player1 ' } });
    fireEvent.keyDown(screen.getByTestId('vip-member-account'), { key: 'Enter' });
    expect((await screen.findByTestId('vip-member-level')).textContent).toBe('1 · Silver');
    expect(screen.getByTestId('vip-member-deposits').textContent).toBe('1,500');
    expect(screen.getByTestId('vip-member-turnover').textContent).toBe('6,200.5');
    fireEvent.click(screen.getByTestId('vip-member-set'));
    const dialog = await screen.findByTestId('vip-member-dialog');
    fireEvent.click(within(dialog).getByTestId('vip-member-save'));
    // no reason yet: nothing is sent
    expect(await within(dialog).findByText('Give a reason of up to 140 characters.')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.click(within(dialog).getByTestId('vip-member-choice'));
    fireEvent.click(await screen.findByRole('option', { name: '2 · Gold', hidden: true }));
    fireEvent.change(within(dialog).getByTestId('vip-member-reason'), { target: { value: 'loyal player' } });
    fireEvent.click(within(dialog).getByTestId('vip-member-save'));
    const put = await api.sent('PUT');
    expect(put.url).toBe('/admin/api/engagement/vip/members/player1?brand=lobby');
    expect(put.body).toEqual({ level: 2, reason: 'loyal player' });
  });

  it('says so when the brand has no member of that account', async () => {
    await renderPage('&account=nobody');
    expect((await screen.findByTestId('vip-member-unknown')).textContent).toContain('nobody');
  });

  it('hides every change from an operator who may only read', async () => {
    asOperator(['engagement.read'], 'support');
    await renderPage('&account=player1');
    await screen.findByTestId('vip-member');
    expect(screen.queryByTestId('vip-level-new')).toBeNull();
    expect(screen.queryByTestId('vip-level-edit-1')).toBeNull();
    expect(screen.queryByTestId('vip-member-set')).toBeNull();
  });
});
