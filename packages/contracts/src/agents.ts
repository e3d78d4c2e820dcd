import { z } from 'zod';

/** The agent centre's calls (spec §2 agent centre, §6 agents). Agents only: others get NOT_AN_AGENT. */
export const AGENT_API = {
  /** The overview (agentTeamOverview): the team's figures over brand-local days. */
  teamOverview: '/wps/agent/team/overview',
} as const;

/** Brand-local days, both ends included, at most 92 at a time (as every history query). */
export const ZTeamOverviewQuery = z
  .object({ from: z.iso.date(), to: z.iso.date() })
  .refine((q) => q.from <= q.to, { message: 'The start must not be after the end', path: ['from'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 92 * 86_400_000, {
    message: 'At most 92 days at a time',
    path: ['to'],
  });
export type TTeamOverviewQuery = z.infer<typeof ZTeamOverviewQuery>;

/**
 * An agent's team (every downline at any depth, not the agent) over the days asked: its size now,
 * members who joined, members active (a settled bet in the days), approved deposits, and the
 * settled bets' stakes, valid turnover, payouts and the team's net loss (stakes − payouts: what
 * the house won from the team). Amounts in the currency's major unit.
 */
export const ZTeamOverview = z.object({
  currency: z.string(),
  teamSize: z.number().int(),
  directMembers: z.number().int(),
  newMembers: z.number().int(),
  activeMembers: z.number().int(),
  deposits: z.number(),
  betCount: z.number().int(),
  bets: z.number(),
  validTurnover: z.number(),
  payouts: z.number(),
  netLoss: z.number(),
});
export type TTeamOverview = z.infer<typeof ZTeamOverview>;
