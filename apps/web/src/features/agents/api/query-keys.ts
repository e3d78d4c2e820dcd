import type { TDateRange } from '../../../components/ui/date-range.ts';

/** A paged query of the agent centre's lists: a date window, a page, and the list's own filters. */
export type TAgentPageQuery = TDateRange & { page: number };
export type TTeamQuery = TAgentPageQuery & { parentId?: number };
export type TTeamRangeQuery = TAgentPageQuery & { memberId?: number };
export type TSettlementsQuery = TAgentPageQuery & { kind?: string };

/**
 * Query keys of the agent area, all under `agents` and keyed by the session token, so one agent's
 * team never shows for the next login. A contract action invalidates the consolidated data and
 * the contracts; an offer, the downline's contracts.
 */
export const agentKeys = {
  root: ['agents'] as const,
  consolidated: (token: string | null) => ['agents', token, 'consolidated'] as const,
  affiliate: (token: string | null) => ['agents', token, 'affiliate'] as const,
  overview: (token: string | null, range: TDateRange) => ['agents', token, 'overview', range] as const,
  team: (token: string | null, q: TTeamQuery) => ['agents', token, 'team', q] as const,
  teamBets: (token: string | null, q: TTeamRangeQuery) => ['agents', token, 'teamBets', q] as const,
  teamTransactions: (token: string | null, q: TTeamRangeQuery) =>
    ['agents', token, 'teamTransactions', q] as const,
  contractsRoot: (token: string | null) => ['agents', token, 'contracts'] as const,
  contracts: (token: string | null, downlineId?: number) =>
    ['agents', token, 'contracts', downlineId ?? 'mine'] as const,
  settlements: (token: string | null, q: TSettlementsQuery) => ['agents', token, 'settlements', q] as const,
  application: (token: string | null) => ['agents', token, 'application'] as const,
};
