// @vitest-environment jsdom
import { VIP_API, type TVipInfo, type TVipLevel } from '@openlobby/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { fail, ok, pathOf, stubApi, type TApiCall } from '../../../test/stub-api.ts';
import { VipPage } from './vip-page.tsx';

vi.mock('../../../lib/use-translation.ts', () => ({
  useTranslation: () => ({
    t: (key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key),
  }),
}));
// The page's words are there at once: the pack's loading is namespace-pack's, tested with it.
vi.mock('../lib/vip-pack.ts', () => ({ useVipPack: () => true }));

const level = (l: Partial<TVipLevel> & Pick<TVipLevel, 'level' | 'name'>): TVipLevel => ({
  id: l.level,
  depositThreshold: 100,
  turnoverThreshold: 200,
  rebateBps: 30,
  withdrawalDailyCount: 10,
  withdrawalDailyAmount: null,
  ...l,
});
const LEVELS = [
  level({ level: 2, name: 'Gold', depositThreshold: 5000, turnoverThreshold: 20000, rebateBps: 50 }),
  level({ level: 1, name: 'Silver' }),
  level({ level: 3, name: 'Platinum', rebateBps: 125, withdrawalDailyAmount: 80000 }),
];
let info: TVipInfo;
let calls: TApiCall[];
beforeEach(() => {
  info = {
    vip: true,
    level: 1,
    levelName: 'Silver',
    deposits: 1250,
    turnover: 15000,
    next: { level: 2, name: 'Gold', depositThreshold: 5000, turnoverThreshold: 20000, percent: 25 },
    levels: LEVELS,
  };
  calls = stubApi((call) => (pathOf(call) === VIP_API.info ? ok(info) : fail('NOT_FOUND', 404)));
});

const currency = { symbol: '฿', decimals: 2 };
const onLogin = vi.fn();
const show = (viewer: 'member' | 'trial' | 'visitor', enabled = true) =>
  renderWithProviders(
    <MemoryRouter>
      <VipPage
        currency={currency}
        enabled={enabled}
        viewer={viewer}
        onLogin={onLogin}
        registerHref="/register"
      />
    </MemoryRouter>,
    { token: viewer === 'visitor' ? null : 'test-token' },
  );

describe('VipPage', () => {
  it('shows the member’s level, totals and progress to the next level with both thresholds', async () => {
    show('member');
    const current = await screen.findByTestId('vip-level');
    expect(current.dataset.level).toBe('1');
    expect(current.textContent).toContain('Silver');
    expect(screen.getByTestId('vip-deposits').textContent).toBe('฿ 1,250.00');
    expect(screen.getByTestId('vip-turnover').textContent).toBe('฿ 15,000.00');
    expect(screen.getByTestId('vip-progress').dataset.percent).toBe('25');
    // Each threshold's own share: 1,250 of 5,000 deposits, 15,000 of 20,000 turnover.
    expect(screen.getByTestId('vip-next-deposits').dataset.percent).toBe('25');
    expect(screen.getByTestId('vip-next-turnover').dataset.percent).toBe('75');
    expect(screen.getByTestId('vip-next-deposits').textContent).toContain('"target":"฿ 5,000.00"');
  });

  it('lists every level lowest first with its rebate, withdrawal count and limit, the member’s marked', async () => {
    show('member');
    const list = await screen.findByTestId('vip-levels');
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((c) => c.dataset.testid)).toEqual(['vip-level-1', 'vip-level-2', 'vip-level-3']);
    expect(cards[0]!.dataset.current).toBe('true');
    expect(cards[1]!.dataset.current).toBeUndefined();
    expect(screen.getByTestId('vip-level-1-rebate').textContent).toBe('0.3%');
    expect(screen.getByTestId('vip-level-3-rebate').textContent).toBe('1.25%');
    expect(screen.getByTestId('vip-level-1-count').textContent).toBe('10');
    expect(screen.getByTestId('vip-level-1-amount').textContent).toBe('vip.brandLimit');
    expect(screen.getByTestId('vip-level-3-amount').textContent).toBe('฿ 80,000.00');
  });

  it('says the member is at the top when there is no next level', async () => {
    info = { ...info, level: 3, levelName: 'Platinum', next: null };
    show('member');
    expect(await screen.findByTestId('vip-top')).toBeTruthy();
    expect(screen.queryByTestId('vip-progress')).toBeNull();
  });

  it('asks a visitor to log in, without calling the server', async () => {
    show('visitor');
    expect(await screen.findByTestId('vip-visitor')).toBeTruthy();
    expect(screen.getByText('vip.visitor.text')).toBeTruthy();
    fireEvent.click(screen.getByTestId('vip-login'));
    expect(onLogin).toHaveBeenCalled();
    expect(screen.getByTestId('vip-register').getAttribute('href')).toBe('/register');
    expect(calls).toEqual([]);
  });

  it('tells a trial account the club is for real accounts, without calling the server', async () => {
    show('trial');
    expect(await screen.findByText('vip.visitor.trial')).toBeTruthy();
    expect(screen.queryByTestId('vip-register')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('says the club is not offered when the brand’s VIP flag is off', async () => {
    show('member', false);
    expect(await screen.findByTestId('vip-off')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
