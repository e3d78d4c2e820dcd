import type { TAgentConsolidated, TContract } from '@openlobby/contracts';

/** Test builders for the agents feature (imported by tests only; no DOM needed). */

/** The eight agent-centre entries always shown, in spec order (§2). */
export const ALWAYS_SHOWN = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
] as const;

/** An offer of a daily wage from agent1 to agent2a; `over` changes any part. */
export const buildContract = (over: Partial<TContract> = {}): TContract => ({
  id: 17,
  kind: 'DAILY_WAGE',
  category: 'ALL',
  status: 'P',
  upline: { id: 2, account: 'agent1' },
  agent: { id: 7, account: 'agent2a' },
  terms: {
    kind: 'DAILY_WAGE',
    tiers: [{ betVolume: 500, activeMember: 1, rateType: 'P', rate: 0.3 }],
  },
  downlineHigherRate: 'N',
  offeredAt: '2026-12-01T03:00:00Z',
  signedAt: null,
  endedAt: null,
  ...over,
});

/** The consolidated data's agent part holding `contracts`, each in its kind's list. */
export const buildConsolidated = (
  contracts: TContract[],
  agentStatus: Partial<TAgentConsolidated['agentStatus']> = {},
): TAgentConsolidated => {
  const pending = (c: TContract) => c.status === 'P' || c.status === 'E';
  const of = (kind: TContract['kind'], isPending: boolean) =>
    contracts.filter((c) => c.kind === kind && pending(c) === isPending);
  return {
    divtypereq: of('DIVIDEND', true),
    divtypeinfo: of('DIVIDEND', false),
    dailysalreqtype: of('DAILY_WAGE', true),
    dailysalinfo: of('DAILY_WAGE', false),
    contracthoursalreq: of('HOURLY_WAGE', true),
    contracthoursalinfo: of('HOURLY_WAGE', false),
    contractmrdailysalinfotype: contracts.filter((c) => c.kind === 'REAL_TIME_SALARY'),
    agentStatus: { dividend: null, salary: null, dailySalary: null, hourSalary: null, ...agentStatus },
  };
};
