import { z } from 'zod';
import { ZPageQuery } from './admin.ts';
import { ZAmount } from './money.ts';

/**
 * The back office's members: the search and its rows, a member's devices, money (the 360° view),
 * the actions on a member with their required reason, and balance adjustments (the pending ones
 * wait for a second operator).
 */

export const ZMemberSearchQuery = ZPageQuery.extend({
  brand: z.string().max(32).optional(),
  /** Matches account, mobile, payee name or a login IP. */
  q: z.string().trim().max(64).optional(),
});
export const ZMemberRow = z.object({
  id: z.number().int(),
  brand: z.string(),
  account: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  status: z.enum(['A', 'F', 'D']),
  mobile: z.string().nullable(),
  vipLevel: z.number().int(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type TMemberRow = z.infer<typeof ZMemberRow>;
/** A member's devices, from the user agents and IPs of their sessions. */
export const ZMemberDevice = z.object({
  userAgent: z.string(),
  kind: z.enum(['desktop', 'mobile', 'tablet', 'other']),
  lastIp: z.string().nullable(),
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
  sessions: z.number().int(),
});
export type TMemberDevice = z.infer<typeof ZMemberDevice>;

/** A member's money as the 360° view shows it: every account and the latest main-wallet entries. */
export const ZMemberWallet = z.object({
  currency: z.string(),
  decimals: z.number().int(),
  accounts: z.array(
    z.object({
      kind: z.enum(['MAIN', 'VENDOR', 'HELD']),
      vendorCode: z.string().nullable(),
      balance: z.number(),
    }),
  ),
  entries: z.array(
    z.object({
      entryId: z.number().int(),
      at: z.string(),
      kind: z.string(),
      /** Signed: money into (+) or out of (−) the main wallet. */
      amount: z.number(),
      balanceAfter: z.number(),
      reference: z.string().nullable(),
      memo: z.record(z.string(), z.unknown()).nullable(),
    }),
  ),
});
export type TMemberWallet = z.infer<typeof ZMemberWallet>;

export const ZMember360 = ZMemberRow.extend({
  devices: z.array(ZMemberDevice),
  wallet: ZMemberWallet,
  email: z.string().nullable(),
  payeeName: z.string().nullable(),
  labelName: z.string(),
  registerIp: z.string().nullable(),
  registerDomain: z.string().nullable(),
  hasTotp: z.boolean(),
  ips: z.array(z.object({ ip: z.string(), firstSeenAt: z.string(), lastSeenAt: z.string() })),
  sessions: z.array(
    z.object({
      method: z.string(),
      ip: z.string().nullable(),
      userAgent: z.string().nullable(),
      createdAt: z.string(),
      active: z.boolean(),
    }),
  ),
});
export type TMember360 = z.infer<typeof ZMember360>;
export const ZIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const ZCodeParams = z.object({ code: z.string().min(1).max(32) });
/** Why an operator did something to a member: required on every member action. */
export const ZReason = z.object({ reason: z.string().trim().min(3).max(500) });
export const ZMemberTypeRequest = ZReason.extend({
  type: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(41), z.literal(42)]),
});
export const ZMemberLabelsRequest = ZReason.extend({ vipLevel: z.number().int().min(0).max(4) });
/**
 * A manual balance adjustment: a ledger entry between the member's main wallet and the brand's
 * adjustments account. The key (one per dialog) makes a double submit apply once.
 */
export const ZMemberAdjustRequest = ZReason.extend({
  direction: z.enum(['credit', 'debit']),
  amount: ZAmount,
  idempotencyKey: z
    .string()
    .trim()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
});
/**
 * An adjustment posted at once (`POSTED`, with its entry) or waiting for a second operator
 * (`PENDING`: above the brand's checker threshold, nothing moved yet; `entryId` null).
 */
export const ZMemberAdjustResult = z.object({
  adjustmentId: z.number().int(),
  status: z.enum(['POSTED', 'PENDING', 'REJECTED']),
  entryId: z.number().int().nullable(),
  replayed: z.boolean(),
  balance: z.number(),
});
export type TMemberAdjustResult = z.infer<typeof ZMemberAdjustResult>;

/** A balance adjustment as the back office lists it (the pending ones wait for a second operator). */
export const ZBalanceAdjustment = z.object({
  id: z.number().int(),
  brand: z.string(),
  memberId: z.number().int(),
  memberAccount: z.string(),
  direction: z.enum(['credit', 'debit']),
  amount: z.number(),
  currency: z.string(),
  reason: z.string(),
  status: z.enum(['POSTED', 'PENDING', 'REJECTED']),
  requestedBy: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
  entryId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type TBalanceAdjustment = z.infer<typeof ZBalanceAdjustment>;
export const ZBalanceAdjustmentQuery = z.object({
  status: z.enum(['POSTED', 'PENDING', 'REJECTED']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const ZBalanceAdjustmentReject = ZReason;
