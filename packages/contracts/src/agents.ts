import { z } from 'zod';
import { GAME_CATEGORIES } from './games-vocabulary.ts';

export { AGENT_API } from './paths.ts';

/** The four contract kinds of an agent (spec §1, §3). */
export const CONTRACT_KINDS = ['DIVIDEND', 'DAILY_WAGE', 'HOURLY_WAGE', 'REAL_TIME_SALARY'] as const;
export const ZContractKind = z.enum(CONTRACT_KINDS);
export type TContractKind = z.infer<typeof ZContractKind>;

/**
 * Contract status codes (spec §4): P pending, E pending (a dividend's renewal), V in force; R
 * rejected and C ended are the end states. A or V in the consolidated data turns a feature on.
 */
export const CONTRACT_STATUSES = ['P', 'E', 'V', 'R', 'C'] as const;
export const ZContractStatus = z.enum(CONTRACT_STATUSES);
export type TContractStatus = z.infer<typeof ZContractStatus>;

/** The action codes the three calls send (spec §4): A accept, C cancel, R reject. */
export const ZContractAction = z.enum(['A', 'C', 'R']);
export type TContractAction = z.infer<typeof ZContractAction>;

/** A contract covers one game category, or every category (ALL). */
export const ZContractCategory = z.enum([...GAME_CATEGORIES, 'ALL']);
export type TContractCategory = z.infer<typeof ZContractCategory>;

export const DIVIDEND_PERIODS = ['WEEKLY', 'SEMI_MONTHLY', 'MONTHLY'] as const;

const ZAmount = z.number().min(0).max(1e12);
const ZMembers = z.number().int().min(0).max(1_000_000);
/** A ratio wage's rate: a percent with at most 2 decimals (0.5 = 0.50 % of the volume). */
const ZRatioOrAmount = z.number().min(0).max(1e12);
const ZPercent2 = z
  .number()
  .min(0)
  .max(100)
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-9, 'At most 2 decimals');

export const ZDividendTier = z.object({
  minimumBet: ZAmount,
  netLoss: ZAmount,
  activeMember: ZMembers,
  /** Integer percent of the team's net loss. */
  contractRate: z.number().int().min(0).max(100),
});
export const ZDailyWageTier = z.object({
  betVolume: ZAmount,
  activeMember: ZMembers,
  /** P: rate is a percent of the volume (2 decimals); F: rate is a fixed amount. */
  rateType: z.enum(['P', 'F']),
  rate: ZRatioOrAmount,
});
export const ZHourlyWageTier = z.object({
  minimumBet: ZAmount,
  activeMember: ZMembers,
  rateType: z.enum(['P', 'F']),
  rate: ZRatioOrAmount,
});
export const ZRealTimeSalaryTerms = z.object({
  /** Percents (2 decimals) of the stake of a bet the member won, and of one the member lost. */
  winRate: ZPercent2,
  lossRate: ZPercent2,
  /** Only bets of at least this stake count. */
  singleBetAmount: ZAmount,
});

const tiers = <T extends z.ZodType>(tier: T) => z.array(tier).min(1).max(10);

/** What a contract promises, by kind. */
export const ZContractTerms = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('DIVIDEND'), period: z.enum(DIVIDEND_PERIODS), tiers: tiers(ZDividendTier) }),
  z.object({ kind: z.literal('DAILY_WAGE'), tiers: tiers(ZDailyWageTier) }),
  z.object({ kind: z.literal('HOURLY_WAGE'), tiers: tiers(ZHourlyWageTier) }),
  z.object({ kind: z.literal('REAL_TIME_SALARY'), terms: ZRealTimeSalaryTerms }),
]);
export type TContractTerms = z.infer<typeof ZContractTerms>;

const ZParty = z.object({ id: z.number().int(), account: z.string() }).nullable();

/**
 * A contract between an agent and its upline (null: the brand, for a top agent). downlineHigherRate
 * Y: signing it would leave a downline's contract of the same kind above it, and those end when
 * the agent signs (the site asks `higher_rate` first).
 */
export const ZContract = z.object({
  id: z.number().int(),
  kind: ZContractKind,
  category: ZContractCategory,
  status: ZContractStatus,
  upline: ZParty,
  agent: z.object({ id: z.number().int(), account: z.string() }),
  terms: ZContractTerms,
  downlineHigherRate: z.enum(['Y', 'N']),
  offeredAt: z.string(),
  signedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
});
export type TContract = z.infer<typeof ZContract>;

/** An upline's offer to one of its direct downlines. */
export const ZContractOffer = z.object({
  downlineId: z.number().int().positive(),
  category: ZContractCategory,
  terms: ZContractTerms,
});
export type TContractOffer = z.infer<typeof ZContractOffer>;

export const ZContractsQuery = z.object({ downlineId: z.coerce.number().int().positive().optional() });
export const ZContractList = z.object({ items: z.array(ZContract) });

/** The three calls of spec §7 and the salary's: which contract, and the action code. */
export const ZProcessDividendRequest = z.object({ type: ZContractCategory, status: ZContractAction });
export const ZProcessDailyWageRequest = z.object({
  id: z.number().int().positive(),
  status: ZContractAction,
});
export const ZProcessHourlyWageRequest = z.object({
  contractId: z.number().int().positive(),
  status: ZContractAction,
});

/**
 * The agent's contracts in the consolidated data (spec §3): offers waiting for the agent (…req)
 * and contracts in force (…info) per kind, and each kind's status for the agent-centre flags
 * (dividend-contract, salary = daily wage, daily-salary = real-time salary, hour-salary).
 */
export const ZAgentConsolidated = z.object({
  divtypereq: z.array(ZContract),
  divtypeinfo: z.array(ZContract),
  dailysalreqtype: z.array(ZContract),
  dailysalinfo: z.array(ZContract),
  contracthoursalreq: z.array(ZContract),
  contracthoursalinfo: z.array(ZContract),
  contractmrdailysalinfotype: z.array(ZContract),
  agentStatus: z.object({
    dividend: ZContractStatus.nullable(),
    salary: ZContractStatus.nullable(),
    dailySalary: ZContractStatus.nullable(),
    hourSalary: ZContractStatus.nullable(),
  }),
});
export type TAgentConsolidated = z.infer<typeof ZAgentConsolidated>;

/** One payment of a contract for one period. */
export const ZSettlement = z.object({
  id: z.number().int(),
  contractId: z.number().int(),
  kind: ZContractKind,
  category: ZContractCategory,
  /** received: the agent was paid; paid: the agent paid a downline. */
  direction: z.enum(['received', 'paid']),
  counterparty: z.string().nullable(),
  periodKey: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  /** The figures the pay was worked out from. */
  betVolume: z.number(),
  netLoss: z.number(),
  activeMembers: z.number().int(),
  tier: z.number().int().nullable(),
  amount: z.number(),
  paid: z.number(),
  debt: z.number(),
  status: z.enum(['PAID', 'NOTHING_DUE', 'SHORTFALL']),
  settledAt: z.string(),
});
export type TSettlement = z.infer<typeof ZSettlement>;
export const ZSettlementsQuery = z
  .object({
    kind: ZContractKind.optional(),
    from: z.iso.date(),
    to: z.iso.date(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .refine((q) => q.from <= q.to, { message: 'The start must not be after the end', path: ['from'] });
export const ZSettlementPage = z.object({
  items: z.array(ZSettlement),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

/** A level of the team: the direct downlines of the agent or of one of its team's agents. */
export const ZTeamQuery = z
  .object({
    parentId: z.coerce.number().int().positive().optional(),
    from: z.iso.date(),
    to: z.iso.date(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .refine((q) => q.from <= q.to, { message: 'The start must not be after the end', path: ['from'] });
export const ZTeamMember = z.object({
  id: z.number().int(),
  account: z.string(),
  isAgent: z.boolean(),
  registeredAt: z.string(),
  teamSize: z.number().int(),
  bets: z.number(),
  payouts: z.number(),
  netLoss: z.number(),
});
export type TTeamPage = z.infer<typeof ZTeamPage>;
export const ZTeamPage = z.object({
  parent: z.object({ id: z.number().int(), account: z.string() }),
  items: z.array(ZTeamMember),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

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

/** Account registration by an agent: a member or a sub-agent directly under it (E: a password). */
export const ZDownlineRegisterRequest = z.object({
  username: z.string().trim().min(1).max(32),
  password: z.string().min(1).max(128),
  accountType: z.enum(['MEMBER', 'AGENT']),
});
export type TDownlineRegisterRequest = z.infer<typeof ZDownlineRegisterRequest>;
export const ZDownlineRegistered = z.object({
  id: z.number().int(),
  account: z.string(),
  isAgent: z.boolean(),
});

const ZTeamRange = z.object({
  /** One member of the team; the whole team when absent. */
  memberId: z.coerce.number().int().positive().optional(),
  from: z.iso.date(),
  to: z.iso.date(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
const inOrder = (q: { from: string; to: string }) =>
  q.from <= q.to && Date.parse(q.to) - Date.parse(q.from) <= 92 * 86_400_000;

export const ZTeamBetsQuery = ZTeamRange.refine(inOrder, {
  message: 'From ≤ to, at most 92 days',
  path: ['from'],
});
/** One bet of a team member, as team betting lists it. */
export const ZTeamBet = z.object({
  id: z.number().int(),
  account: z.string(),
  vendorCode: z.string(),
  category: z.string(),
  game: z.string(),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
  betAmount: z.number(),
  winAmount: z.number(),
  profit: z.number(),
  status: z.enum(['OPEN', 'SETTLED', 'ROLLED_BACK']),
});
export const ZTeamBetPage = z.object({
  items: z.array(ZTeamBet),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totals: z.object({ betAmount: z.number(), winAmount: z.number(), profit: z.number() }),
});

export const ZTeamTransactionsQuery = ZTeamRange.refine(inOrder, {
  message: 'From ≤ to, at most 92 days',
  path: ['from'],
});
/** One movement of a team member's money: deposits, withdrawals, transfers, agent pay. */
export const ZTeamTransaction = z.object({
  id: z.number().int(),
  account: z.string(),
  at: z.string(),
  kind: z.string(),
  amount: z.number(),
});
export const ZTeamTransactionPage = z.object({
  items: z.array(ZTeamTransaction),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

/** /join: a member asks the operator to make them an agent. */
export const ZAgentApplyRequest = z.object({
  /** How the operator reaches the applicant (a messenger id, a phone). */
  contact: z.string().trim().min(1).max(64),
  message: z.string().trim().max(140).default(''),
});
export const ZAgentApplication = z.object({
  id: z.number().int(),
  status: z.enum(['PENDING', 'APPROVED', 'REJECTED']),
  contact: z.string(),
  message: z.string(),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
  note: z.string().nullable(),
});
export type TAgentApplication = z.infer<typeof ZAgentApplication>;
/** Where the member's application stands: null when there is none. */
export const ZAgentApplicationState = z.object({ application: ZAgentApplication.nullable() });
