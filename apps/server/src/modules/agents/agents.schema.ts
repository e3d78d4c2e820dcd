import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { xid8 } from '../bets/bets.schema.ts';

/**
 * Agents' contracts (spec §3, §4): what an upline (null: the brand, for a top agent) promises an
 * agent for one kind and category. Terms are stored as the rules take them: amounts in minor units
 * and rates as integer percents or basis points, all as strings in JSON. One contract in force
 * and one offer waiting per agent, kind and category.
 */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id').notNull(),
    agentId: integer('agent_id').notNull(),
    /** Who pays: the upline agent, or null for the brand (its commission account). */
    uplineId: integer('upline_id'),
    kind: text('kind').notNull(),
    category: text('category').notNull(),
    status: text('status').notNull(),
    terms: jsonb('terms').notNull(),
    /** Who offered it: a member (the upline) or an operator (a top agent's contract). */
    offeredBy: text('offered_by').notNull(),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endedReason: text('ended_reason'),
    /** Settlements start after this instant: the moment it came into force. */
    settledFrom: timestamp('settled_from', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('agent_contracts_in_force_key')
      .on(t.agentId, t.kind, t.category)
      .where(sql`${t.status} = 'V'`),
    uniqueIndex('agent_contracts_offer_key')
      .on(t.agentId, t.kind, t.category)
      .where(sql`${t.status} in ('P', 'E')`),
    index('agent_contracts_upline_idx').on(t.uplineId, t.status),
    index('agent_contracts_brand_status_idx').on(t.brandId, t.status, t.kind),
    check(
      'agent_contracts_kind',
      sql`${t.kind} in ('DIVIDEND', 'DAILY_WAGE', 'HOURLY_WAGE', 'REAL_TIME_SALARY')`,
    ),
    check('agent_contracts_status', sql`${t.status} in ('P', 'E', 'V', 'R', 'C')`),
  ],
);

/** Every change of a contract: who did what, from which status to which. */
export const agentContractEvents = pgTable(
  'agent_contract_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    contractId: integer('contract_id').notNull(),
    action: text('action').notNull(),
    actor: text('actor').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** The writing transaction: the inbox's consumer reads offers in commit order by it. */
    xid: xid8('xid')
      .notNull()
      .default(sql`pg_current_xact_id()`),
  },
  (t) => [
    index('agent_contract_events_contract_idx').on(t.contractId, t.id),
    // the inbox's read of new offers (messaging/inbox-notices.ts)
    index('agent_contract_events_offer_idx')
      .on(t.xid, t.id)
      .where(sql`${t.action} = 'OFFER'`),
  ],
);

/**
 * One settlement of one contract for one period, unique by (contract, period): whatever runs the
 * job, how often, on how many processes, a period is settled once. The money is the ledger entry
 * keyed `agent:<contract>:<period>` in the same transaction.
 */
export const agentSettlements = pgTable(
  'agent_settlements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: integer('brand_id').notNull(),
    contractId: integer('contract_id').notNull(),
    agentId: integer('agent_id').notNull(),
    uplineId: integer('upline_id'),
    kind: text('kind').notNull(),
    category: text('category').notNull(),
    periodKey: text('period_key').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    betVolumeMinor: bigint('bet_volume_minor', { mode: 'bigint' }).notNull(),
    netLossMinor: bigint('net_loss_minor', { mode: 'bigint' }).notNull(),
    activeMembers: integer('active_members').notNull(),
    tier: integer('tier'),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    paidMinor: bigint('paid_minor', { mode: 'bigint' }).notNull(),
    debtMinor: bigint('debt_minor', { mode: 'bigint' }).notNull(),
    status: text('status').notNull(),
    entryId: bigint('entry_id', { mode: 'number' }),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('agent_settlements_period_key').on(t.contractId, t.periodKey),
    index('agent_settlements_agent_idx').on(t.agentId, t.settledAt),
    index('agent_settlements_upline_idx').on(t.uplineId, t.settledAt),
    check('agent_settlements_status', sql`${t.status} in ('PAID', 'NOTHING_DUE', 'SHORTFALL')`),
    check(
      'agent_settlements_amounts',
      sql`${t.amountMinor} >= 0 and ${t.paidMinor} >= 0 and ${t.debtMinor} >= 0 and ${t.paidMinor} + ${t.debtMinor} = ${t.amountMinor}`,
    ),
  ],
);

/**
 * An upline frozen for a dividend it did not pay by the period's deadline (spec §9): no
 * withdrawals and no transfers out while a freeze is open. An operator lifts it.
 */
export const agentFreezes = pgTable(
  'agent_freezes',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id').notNull(),
    memberId: integer('member_id').notNull(),
    settlementId: bigint('settlement_id', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    liftedBy: text('lifted_by'),
  },
  (t) => [
    uniqueIndex('agent_freezes_settlement_key').on(t.settlementId),
    index('agent_freezes_member_idx')
      .on(t.memberId)
      .where(sql`${t.active}`),
  ],
);

/**
 * /join: members' applications to become agents, decided by an operator (approval makes the
 * member an agent with a register-link code). One waiting application per member.
 */
export const agentApplications = pgTable(
  'agent_applications',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id').notNull(),
    memberId: integer('member_id').notNull(),
    contact: text('contact').notNull(),
    message: text('message').notNull(),
    status: text('status').notNull().default('PENDING'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
    note: text('note'),
  },
  (t) => [
    uniqueIndex('agent_applications_pending_key')
      .on(t.memberId)
      .where(sql`${t.status} = 'PENDING'`),
    index('agent_applications_brand_status_idx').on(t.brandId, t.status, t.submittedAt),
    index('agent_applications_member_idx').on(t.memberId, t.submittedAt),
    check('agent_applications_status', sql`${t.status} in ('PENDING', 'APPROVED', 'REJECTED')`),
  ],
);
