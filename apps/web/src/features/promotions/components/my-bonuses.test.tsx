// @vitest-environment jsdom
import { PROMOTIONS_API, type TMemberBonus } from '@openlobby/contracts';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { fail, ok, pathOf, stubApi } from '../../../test/stub-api.ts';
import { MyBonuses, progressPercent } from './my-bonuses.tsx';

vi.mock('../../../lib/use-translation.ts', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

const bonus = (over: Partial<TMemberBonus>): TMemberBonus => ({
  id: 1,
  source: 'PROMOTION',
  promotionId: 5,
  title: { EN: 'Welcome match' },
  amount: 100,
  turnoverMultiplier: 10,
  turnoverRequired: 1000,
  turnoverProgress: 250,
  status: 'ISSUED',
  issuedAt: '2026-03-01T10:00:00.000Z',
  ...over,
});

let bonuses: TMemberBonus[];
beforeEach(() => {
  bonuses = [
    bonus({ id: 1 }),
    bonus({ id: 2, issuedAt: '2026-04-01T10:00:00.000Z', turnoverProgress: 1000, status: 'COMPLETED' }),
  ];
  stubApi((call) => {
    if (pathOf(call) === PROMOTIONS_API.myBonuses) return ok(bonuses);
    return fail('NOT_FOUND', 404);
  });
});

describe('MyBonuses', () => {
  it('shows each bonus newest first with its amount, requirement, progress and state', async () => {
    renderWithProviders(<MyBonuses currency={{ symbol: '฿', decimals: 2 }} />);
    const first = await screen.findByTestId('bonus-promotion-2');
    const items = screen.getAllByTestId(/^bonus-promotion-\d$/);
    expect(items.map((i) => i.dataset.testid)).toEqual(['bonus-promotion-2', 'bonus-promotion-1']);
    expect(first.textContent).toContain('฿ 100.00');
    expect(first.textContent).toContain('Welcome match');
    expect(screen.getByTestId('bonus-promotion-1').textContent).toContain('฿ 1,000.00');
    expect(screen.getByTestId('bonus-promotion-1-status').textContent).toBe(
      'promotions.bonuses.state.ISSUED',
    );
    expect(screen.getByTestId('bonus-promotion-2-status').textContent).toBe(
      'promotions.bonuses.state.COMPLETED',
    );
    expect(
      screen
        .getByTestId('bonus-promotion-1-progress')
        .querySelector('[role="progressbar"]')
        ?.getAttribute('aria-valuenow'),
    ).toBe('25');
  });

  it('names a mission reward by its mission and the other programmes by what paid them, apart from a promotion bonus of the same id', async () => {
    bonuses = [
      bonus({ id: 1 }),
      bonus({ id: 1, source: 'MISSION', promotionId: null, title: { EN: 'Spin a hundred', TH: 'หมุนร้อย' } }),
      bonus({ id: 7, source: 'REFERRAL', promotionId: null, title: null, turnoverRequired: 3 }),
      bonus({ id: 8, source: 'VIP_REBATE', promotionId: null, title: null }),
    ];
    renderWithProviders(<MyBonuses currency={{ symbol: '฿', decimals: 2 }} />);
    const mission = await screen.findByTestId('bonus-mission-1');
    expect(mission.textContent).toContain('Spin a hundred');
    expect(screen.getByTestId('bonus-mission-1-source').textContent).toContain(
      'promotions.bonuses.source.MISSION',
    );
    expect(screen.getByTestId('bonus-promotion-1').textContent).toContain('Welcome match');
    expect(screen.getByTestId('bonus-referral-7').textContent).toContain(
      'promotions.bonuses.source.REFERRAL',
    );
    expect(screen.getByTestId('bonus-referral-7').textContent).toContain('฿ 3.00');
    expect(screen.getByTestId('bonus-vip-rebate-8').textContent).toContain(
      'promotions.bonuses.source.VIP_REBATE',
    );
  });

  it('says so when there are no bonuses', async () => {
    bonuses = [];
    renderWithProviders(<MyBonuses currency={{ symbol: '฿', decimals: 2 }} />);
    expect(await screen.findByText('promotions.bonuses.empty')).toBeTruthy();
  });
});

describe('progressPercent', () => {
  it('caps at 100 and counts a bonus without requirement as done', () => {
    expect(progressPercent({ turnoverRequired: 1000, turnoverProgress: 2500 })).toBe(100);
    expect(progressPercent({ turnoverRequired: 0, turnoverProgress: 0 })).toBe(100);
    expect(progressPercent({ turnoverRequired: 300, turnoverProgress: 100 })).toBe(33);
  });
});
