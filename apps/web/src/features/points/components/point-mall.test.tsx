// @vitest-environment jsdom
import { POINTS_API, type TPointConfig, type TPointReward, type TRedemption } from '@openlobby/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { fail, ok, pathOf, stubApi, type TApiAnswer, type TApiCall } from '../../../test/stub-api.ts';
import { PointMall } from './point-mall.tsx';

vi.mock('../../../lib/use-translation.ts', () => ({
  useTranslation: () => ({
    t: (key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key),
  }),
}));

const config: TPointConfig = {
  pointUnit: 100,
  cashPerUnit: 1,
  minConvertPoints: 500,
  betRates: { LIVE: 1, RNG: 2 },
  depositRate: 1,
  perAmount: 100,
};
const rewards: TPointReward[] = [
  { id: 1, name: 'Headphones', imageUrl: '/assets/points/rewards/1.svg', costPoints: 800, stock: 4 },
  { id: 2, name: 'Phone', imageUrl: 'https://cdn.example/phone.png', costPoints: 50_000, stock: 1 },
  { id: 3, name: 'Mug', imageUrl: null, costPoints: 100, stock: 0 },
];
const redemptions: TRedemption[] = [
  { id: 11, rewardId: 1, points: 800, state: 'IN_PROCESS', reason: null, at: '2026-05-01T10:00:00.000Z' },
  { id: 12, rewardId: 1, points: 800, state: 'APPROVED', reason: null, at: '2026-04-01T10:00:00.000Z' },
  {
    id: 13,
    rewardId: 3,
    points: 100,
    state: 'REJECTED',
    reason: 'Out of stock',
    at: '2026-03-01T10:00:00.000Z',
  },
];

let answers: Record<string, TApiAnswer[]>;
let calls: TApiCall[];
beforeEach(() => {
  answers = {};
  calls = stubApi((call) => {
    const path = pathOf(call);
    if (call.method === 'POST') return answers[path]?.shift() ?? fail('SYSTEM_ERROR', 500);
    if (path === POINTS_API.balance) return ok({ points: 1200 });
    if (path === POINTS_API.config) return ok(config);
    if (path === POINTS_API.rewards) return ok({ items: rewards });
    if (path === POINTS_API.redemptions) return ok({ items: redemptions });
    if (path === POINTS_API.details)
      return ok({
        items: [
          { id: 5, at: '2026-05-02T10:00:00.000Z', source: 'CONVERT', points: -500, balanceAfter: 1200 },
          { id: 4, at: '2026-05-01T10:00:00.000Z', source: 'SLOTS', points: 1700, balanceAfter: 1700 },
        ],
        page: 1,
        pageSize: 20,
        total: 2,
      });
    return fail('NOT_FOUND', 404);
  });
});

const renderMall = (member = true) =>
  renderWithProviders(
    <PointMall currency={{ symbol: '฿', decimals: 2 }} member={member} onLogin={() => undefined} />,
  );
const typePin = (testId: string, pin: string) =>
  fireEvent.change(screen.getByTestId(testId).querySelector('input')!, { target: { value: pin } });

describe('PointMall', () => {
  it('shows the balance, the earning rates and the rewards with their pictures (a gift without one) and stock', async () => {
    renderMall();
    expect((await screen.findByTestId('points-balance')).textContent).toContain('1,200');
    expect(screen.getByTestId('points-earn').textContent).toContain('lanes.RNG');
    await screen.findByTestId('reward-grid');
    const img = (id: number) => screen.getByTestId(`reward-${id}`).querySelector('img')?.getAttribute('src');
    expect(img(1)).toBe('/assets/points/rewards/1.svg');
    expect(img(2)).toBe('https://cdn.example/phone.png');
    expect(img(3)).toBeUndefined();
    expect(screen.getByTestId('reward-1-redeem')).toHaveProperty('disabled', false);
    expect(screen.getByTestId('reward-2-redeem').textContent).toBe('points.rewards.notEnough');
    expect(screen.getByTestId('reward-3').textContent).toContain('points.rewards.outOfStock');
  });

  it('redeems a reward with the payment password on the sealed passwordCheck call', async () => {
    answers[POINTS_API.redeem] = [ok(redemptions[0])];
    renderMall();
    fireEvent.click(await screen.findByTestId('reward-1-redeem'));
    await screen.findByTestId('redeem-password');
    typePin('redeem-password', '135790');
    fireEvent.click(screen.getByTestId('redeem-submit'));
    await waitFor(() => expect(screen.queryByTestId('redeem-form')).toBeNull());
    const call = calls.find((c) => pathOf(c) === POINTS_API.redeem)!;
    expect(call.sealed).toBe(true);
    expect(call.body).toMatchObject({ rewardId: 1, paymentPassword: '135790' });
    expect(typeof call.body?.requestId).toBe('string');
  });

  it('shows the ratio, refuses amounts the server would, and exchanges sealed with the password', async () => {
    answers[POINTS_API.convert] = [ok({ points: 600, cash: 6, balance: 600 })];
    renderMall();
    fireEvent.click(await screen.findByTestId('points-tab-exchange'));
    expect((await screen.findByTestId('exchange-ratio', {}, { timeout: 3000 })).textContent).toContain(
      '"points":"100"',
    );
    const input = screen.getByTestId('exchange-points');
    fireEvent.change(input, { target: { value: '400' } });
    expect(await screen.findByText(/points\.exchange\.errors\.min/)).toBeTruthy();
    fireEvent.change(input, { target: { value: '650' } });
    expect(await screen.findByText(/points\.exchange\.errors\.unit/)).toBeTruthy();
    fireEvent.change(input, { target: { value: '1300' } });
    expect(await screen.findByText(/points\.exchange\.errors\.balance/)).toBeTruthy();
    fireEvent.change(input, { target: { value: '600' } });
    expect(screen.getByText(/points\.exchange\.get/).textContent).toContain('฿ 6.00');
    typePin('exchange-password', '135790');
    fireEvent.click(screen.getByTestId('exchange-submit'));
    await waitFor(() => expect(calls.some((c) => pathOf(c) === POINTS_API.convert)).toBe(true));
    const call = calls.find((c) => pathOf(c) === POINTS_API.convert)!;
    expect(call.sealed).toBe(true);
    expect(call.body).toMatchObject({ points: 600, paymentPassword: '135790' });
  });

  it('lists redemptions in their three states and the points history', async () => {
    renderMall();
    fireEvent.click(await screen.findByTestId('points-tab-redemptions'));
    expect((await screen.findByTestId('redemption-11-state')).textContent).toBe(
      'points.redemptions.state.IN_PROCESS',
    );
    expect(screen.getByTestId('redemption-12-state').textContent).toBe('points.redemptions.state.APPROVED');
    expect(screen.getByTestId('redemption-13-state').textContent).toBe('points.redemptions.state.REJECTED');
    expect(screen.getByTestId('redemption-13').textContent).toContain('Out of stock');
    fireEvent.click(screen.getByTestId('points-tab-history'));
    expect((await screen.findByTestId('point-entry-5')).textContent).toContain(
      'points.history.source.CONVERT',
    );
    expect(screen.getByTestId('point-entry-5').textContent).toContain('−500');
    expect(screen.getByTestId('point-entry-4').textContent).toContain('+1,700');
  });

  it('asks a visitor to log in and calls nothing', async () => {
    renderMall(false);
    expect(await screen.findByTestId('points-login')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
