import { PERMISSIONS, type TContract } from '@openlobby/contracts';
import { signInAs } from './session.ts';

/** Signs in an operator holding exactly these agent permissions (and nothing else). */
export const asOperator = (permissions: readonly string[], role = 'risk') =>
  signInAs({ id: 7, username: 'op', role: role as 'risk', permissions });

/** The owner: every permission. */
export const asOwner = () => signInAs({ id: 1, username: 'owner', role: 'owner', permissions: PERMISSIONS });

/** A tree node as the tree call lists it. */
export const node = (id: number, account: string, more: Record<string, unknown> = {}) => ({
  id,
  account,
  isAgent: true,
  status: 'A',
  teamSize: 0,
  directMembers: 0,
  contracts: 0,
  frozen: false,
  registeredAt: '2026-11-22T13:00:00.000Z',
  ...more,
});

/** agent1's daily wage with the brand: percent tiers. */
export const dailyWage: TContract = {
  id: 1,
  kind: 'DAILY_WAGE',
  category: 'ALL',
  status: 'V',
  upline: null,
  agent: { id: 2, account: 'agent1' },
  terms: {
    kind: 'DAILY_WAGE',
    tiers: [
      { betVolume: 500, activeMember: 1, rateType: 'P', rate: 0.5 },
      { betVolume: 3000, activeMember: 3, rateType: 'F', rate: 120 },
    ],
  },
  downlineHigherRate: 'N',
  offeredAt: '2026-11-22T16:00:00.000Z',
  signedAt: '2026-11-22T16:00:00.000Z',
  endedAt: null,
};

/** agent2a's ended dividend with agent1. */
export const endedDividend: TContract = {
  id: 6,
  kind: 'DIVIDEND',
  category: 'ALL',
  status: 'C',
  upline: { id: 2, account: 'agent1' },
  agent: { id: 3, account: 'agent2a' },
  terms: {
    kind: 'DIVIDEND',
    period: 'WEEKLY',
    tiers: [{ minimumBet: 2000, netLoss: 200, activeMember: 1, contractRate: 15 }],
  },
  downlineHigherRate: 'N',
  offeredAt: '2026-11-22T16:00:00.000Z',
  signedAt: '2026-11-22T16:00:00.000Z',
  endedAt: '2026-11-29T16:00:00.000Z',
};
