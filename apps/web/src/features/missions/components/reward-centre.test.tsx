// @vitest-environment jsdom
import { MISSIONS_API, type TMemberMission, type TMissionList } from '@openlobby/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { fail, ok, pathOf, stubApi, type TApiAnswer, type TApiCall } from '../../../test/stub-api.ts';
import { MissionLeaderboard } from './mission-leaderboard.tsx';
import { RewardCentre } from './reward-centre.tsx';

vi.mock('../../../lib/use-translation.ts', () => ({
  useTranslation: () => ({
    t: (key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key),
  }),
}));

const mission = (m: Partial<TMemberMission>): TMemberMission => ({
  id: 1,
  title: { EN: 'Bet 100 today', TH: 'เดิมพันครบ 100 วันนี้' },
  period: 'DAILY',
  goal: 'BET_AMOUNT',
  target: 100,
  progress: 60,
  percent: 60,
  rewardAmount: 5,
  turnoverMultiplier: 1,
  periodKey: '2026-12-02',
  periodEndsAt: '2026-12-02T17:00:00.000Z',
  state: 'IN_PROGRESS',
  ...m,
});
let list: TMissionList;
let answers: Record<string, TApiAnswer[]>;
let calls: TApiCall[];
beforeEach(() => {
  list = {
    currency: 'THB',
    claimable: 1,
    missions: [
      mission({ id: 3, period: 'WEEKLY', goal: 'BET_COUNT', target: 50, progress: 7, percent: 14 }),
      mission({}),
      mission({ id: 2, goal: 'LOGIN_DAYS', target: 1, progress: 1, percent: 100, state: 'CLAIMABLE' }),
    ],
  };
  answers = {};
  calls = stubApi((call) => {
    const path = pathOf(call);
    if (call.method === 'POST') return answers[path]?.shift() ?? fail('SYSTEM_ERROR', 500);
    if (path === MISSIONS_API.list) return ok(list);
    if (path === MISSIONS_API.leaderboard)
      return ok({
        missionId: 1,
        goal: 'BET_AMOUNT',
        periodKey: '2026-12-02',
        rows: [
          { rank: 1, account: 'pl***1', progress: 250 },
          { rank: 2, account: 'ag***1', progress: 80 },
        ],
      });
    return fail('NOT_FOUND', 404);
  });
});

const currency = { symbol: '฿', decimals: 2 };

describe('RewardCentre', () => {
  it('lists daily missions before weekly ones with their progress bars and claims only a met one', async () => {
    renderWithProviders(<RewardCentre currency={currency} />);
    await screen.findByTestId('reward-centre');
    const ids = [...document.querySelectorAll('[data-testid^="mission-"][data-testid$="-state"]')].map((e) =>
      e.getAttribute('data-testid'),
    );
    expect(ids).toEqual(['mission-1-state', 'mission-2-state', 'mission-3-state']);
    expect(screen.getByTestId('mission-1-progress').getAttribute('data-percent')).toBe('60');
    expect(screen.getByTestId('mission-1').textContent).toContain('฿ 60.00');
    expect(screen.getByTestId('mission-3').textContent).toContain('"target":"50"');
    expect(screen.getByTestId('mission-1-claim')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('mission-2-claim')).toHaveProperty('disabled', false);
  });

  it('claims a reward and reads the missions again', async () => {
    answers[MISSIONS_API.claim] = [
      ok({
        missionId: 2,
        periodKey: '2026-12-02',
        amount: 5,
        turnoverRequired: 5,
        claimedAt: '2026-12-02T10:00:00Z',
      }),
    ];
    renderWithProviders(<RewardCentre currency={currency} />);
    fireEvent.click(await screen.findByTestId('mission-2-claim'));
    await waitFor(() => expect(calls.some((c) => pathOf(c) === MISSIONS_API.claim)).toBe(true));
    expect(calls.find((c) => pathOf(c) === MISSIONS_API.claim)!.body).toEqual({ missionId: 2 });
    await waitFor(() => expect(calls.filter((c) => pathOf(c) === MISSIONS_API.list).length).toBe(2));
  });

  it('says so when no mission is open', async () => {
    list = { currency: 'THB', claimable: 0, missions: [] };
    renderWithProviders(<RewardCentre currency={currency} />);
    expect(await screen.findByText('missions.empty')).toBeTruthy();
  });
});

describe('MissionLeaderboard', () => {
  it('shows the first mission’s board with masked accounts and amounts in the currency', async () => {
    renderWithProviders(<MissionLeaderboard currency={currency} />);
    const row = await screen.findByTestId('mission-board-row-1');
    expect(row.textContent).toContain('pl***1');
    expect(row.textContent).toContain('฿ 250.00');
    expect(calls.find((c) => pathOf(c) === MISSIONS_API.leaderboard)!.url).toContain('missionId=1');
  });
});
