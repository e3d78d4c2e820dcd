import { z } from 'zod';
import {
  ZAgentApplication,
  ZContract,
  ZContractCategory,
  ZContractKind,
  ZContractStatus,
  ZContractTerms,
  ZSettlement,
} from './agents.ts';

/** The back office's agent network (issue 16): the tree, contracts, settlement runs, freezes, applications. */
export const ADMIN_AGENTS_API = {
  /** A level of a brand's tree: its top agents, or the direct downlines of `parentId`. */
  tree: '/admin/api/agents/tree',
  /** Contracts of every level (GET); the brand's offer to a top agent (POST). */
  contracts: '/admin/api/agents/contracts',
  contractEnd: '/admin/api/agents/contracts/:id/end',
  /** What was paid, what fell short and why, per contract and period. */
  settlements: '/admin/api/agents/settlements',
  /** What the next run would pay, written nowhere. */
  settlementPreview: '/admin/api/agents/settlements/preview',
  /** A run now: it settles what is due and pays nothing twice. */
  settlementRun: '/admin/api/agents/settlements/run',
  freezes: '/admin/api/agents/freezes',
  freezeLift: '/admin/api/agents/freezes/:id/lift',
  applications: '/admin/api/agents/applications',
  applicationDecide: '/admin/api/agents/applications/:id/decide',
} as const;

export const ZAdminBrandQuery = z.object({ brand: z.string().min(1).max(32) });
export const ZAdminTreeQuery = ZAdminBrandQuery.extend({
  parentId: z.coerce.number().int().positive().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export const ZAdminTreeNode = z.object({
  id: z.number().int(),
  account: z.string(),
  isAgent: z.boolean(),
  status: z.string(),
  teamSize: z.number().int(),
  directMembers: z.number().int(),
  contracts: z.number().int(),
  frozen: z.boolean(),
  registeredAt: z.string(),
});
/** The brand's currency code (CNY, THB…): every amount of the agent pages is in its major unit. */
const ZBrandCurrency = z.string();

export const ZAdminTreePage = z.object({
  currency: ZBrandCurrency,
  parent: z.object({ id: z.number().int(), account: z.string() }).nullable(),
  /** The chain from the top agent down to the parent, for the breadcrumb. */
  path: z.array(z.object({ id: z.number().int(), account: z.string() })),
  items: z.array(ZAdminTreeNode),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

export const ZAdminContractsQuery = ZAdminBrandQuery.extend({
  status: ZContractStatus.optional(),
  kind: ZContractKind.optional(),
  agentId: z.coerce.number().int().positive().optional(),
  /** Top agents' contracts with the brand only. */
  topOnly: z.enum(['true', 'false']).optional(),
});
export const ZAdminContractList = z.object({ items: z.array(ZContract) });
export const ZAdminContractOffer = ZAdminBrandQuery.extend({
  agentId: z.number().int().positive(),
  category: ZContractCategory,
  terms: ZContractTerms,
});
export const ZAdminReason = z.object({ reason: z.string().trim().min(1).max(140) });

/** Brand-local days, both included; left out, the last 7 days of the brand's calendar (today included). */
export const ZAdminSettlementsQuery = ZAdminBrandQuery.extend({
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  status: z.enum(['PAID', 'NOTHING_DUE', 'SHORTFALL']).optional(),
  kind: ZContractKind.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export const ZAdminSettlement = ZSettlement.omit({ direction: true, counterparty: true }).extend({
  agent: z.string(),
  upline: z.string().nullable(),
});
export const ZAdminSettlementPage = z.object({
  currency: ZBrandCurrency,
  /** The days listed, as asked or as defaulted in the brand's time zone. */
  from: z.iso.date(),
  to: z.iso.date(),
  items: z.array(ZAdminSettlement),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totals: z.object({ amount: z.number(), paid: z.number(), debt: z.number() }),
});
export const ZAdminSettlementPreview = z.object({
  items: z.array(
    z.object({
      contractId: z.number().int(),
      agent: z.string(),
      upline: z.string().nullable(),
      kind: ZContractKind,
      category: z.string(),
      periodKey: z.string(),
      betVolume: z.number(),
      netLoss: z.number(),
      activeMembers: z.number().int(),
      tier: z.number().int().nullable(),
      amount: z.number(),
    }),
  ),
});
export const ZAdminSettlementRun = z.object({
  settled: z.number().int(),
  paid: z.number().int(),
  shortfalls: z.number().int(),
});

export const ZAdminFreezesQuery = ZAdminBrandQuery.extend({
  active: z.enum(['true', 'false']).default('true'),
});
export const ZAdminFreeze = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  account: z.string(),
  reason: z.string(),
  /** What the frozen upline still owes on the settlement that froze it. */
  debt: z.number(),
  active: z.boolean(),
  createdAt: z.string(),
  liftedAt: z.string().nullable(),
  liftedBy: z.string().nullable(),
});
export const ZAdminFreezeList = z.object({ currency: ZBrandCurrency, items: z.array(ZAdminFreeze) });

export const ZAdminApplicationsQuery = ZAdminBrandQuery.extend({
  status: z.enum(['PENDING', 'APPROVED', 'REJECTED']).default('PENDING'),
});
export const ZAdminApplication = ZAgentApplication.extend({
  memberId: z.number().int(),
  account: z.string(),
  decidedBy: z.string().nullable(),
});
export const ZAdminApplicationList = z.object({ items: z.array(ZAdminApplication) });
export const ZAdminApplicationDecision = z.object({
  decision: z.enum(['APPROVE', 'REJECT']),
  note: z.string().trim().max(140).optional(),
});
