import { z } from 'zod';
import { ZReceivingAccount, ZWithdrawal, ZWithdrawalStatus } from './wallet.ts';
import { ZPageQuery } from './admin.ts';

/* The back office's money desks: deposits, deposit channels and gateways, withdrawals, payment settings. */

/** The deposit queue of the back office. */
export const ZAdminDepositQuery = ZPageQuery.extend({
  brand: z.string().max(32).optional(),
  status: z.enum(['PENDING', 'APPROVED', 'REJECTED', 'EXPIRED']).optional(),
  q: z.string().trim().max(64).optional(),
});
export const ZAdminDeposit = z.object({
  id: z.number().int(),
  brand: z.string(),
  reference: z.string(),
  memberId: z.number().int(),
  account: z.string(),
  channel: z.string(),
  gateway: z.string(),
  amount: z.number(),
  currency: z.string(),
  payerName: z.string().nullable(),
  status: z.enum(['PENDING', 'APPROVED', 'REJECTED', 'EXPIRED']),
  gatewayRef: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  reason: z.string().nullable(),
});
export type TAdminDeposit = z.infer<typeof ZAdminDeposit>;
export const ZDepositDecision = z.object({ reason: z.string().trim().max(500).default('') });

/** How a channel is paid: manual (finance approves), the sandbox (play money), a hosted payment page. */
export const DEPOSIT_GATEWAYS = ['manual', 'sandbox', 'hosted'] as const;
/**
 * A hosted payment gateway's settings. The signing secret is write-only: omitted or null keeps the
 * stored one (required when the channel becomes hosted); answers say only whether one is set.
 */
export const ZHostedGatewayInput = z.object({
  merchantId: z.string().trim().min(1).max(64),
  apiBaseUrl: z.url({ protocol: /^https?$/ }).max(2048),
  secret: z.string().min(16).max(512).nullable().optional(),
});
export const ZHostedGatewayView = z.object({
  merchantId: z.string(),
  apiBaseUrl: z.string(),
  secretSet: z.boolean(),
});

/** A brand's deposit channel as finance configures it (the signing secret is write-only). */
export const ZDepositChannelInput = z
  .object({
    id: z.number().int().positive().optional(),
    kind: z.enum(['BANK', 'EWALLET', 'CRYPTO']),
    name: z.string().trim().min(1).max(64),
    gateway: z.enum(DEPOSIT_GATEWAYS),
    /** The hosted gateway's settings; required for a hosted channel, ignored for others. */
    hosted: ZHostedGatewayInput.nullable().optional(),
    min: z.number().positive(),
    max: z.number().positive(),
    receiving: z
      .object({
        bankName: z.string().trim().max(64).nullable(),
        accountName: z.string().trim().max(64).nullable(),
        accountNumber: z.string().trim().max(64).nullable(),
        address: z.string().trim().max(128).nullable(),
      })
      .nullable(),
    enabled: z.boolean(),
    sort: z.number().int().min(0).max(999),
  })
  .refine((c) => c.max >= c.min, { message: 'The maximum must not be below the minimum', path: ['max'] })
  .refine((c) => c.gateway !== 'hosted' || c.hosted, {
    message: 'A hosted gateway needs its settings',
    path: ['hosted'],
  });
export const ZAdminDepositChannel = z.object({
  id: z.number().int(),
  kind: z.enum(['BANK', 'EWALLET', 'CRYPTO']),
  name: z.string(),
  gateway: z.enum(DEPOSIT_GATEWAYS),
  /** A hosted channel's gateway settings (the secret only as set or not); null for others. */
  hosted: ZHostedGatewayView.nullable(),
  min: z.number(),
  max: z.number(),
  receiving: ZReceivingAccount.nullable(),
  enabled: z.boolean(),
  sort: z.number().int(),
});

/** The withdrawal queue of the back office. */
export const ZAdminWithdrawalQuery = ZPageQuery.extend({
  brand: z.string().max(32).optional(),
  status: ZWithdrawalStatus.optional(),
  q: z.string().trim().max(64).optional(),
});
export const ZAdminWithdrawal = ZWithdrawal.extend({
  brand: z.string(),
  memberId: z.number().int(),
  memberAccount: z.string(),
  currency: z.string(),
  decidedBy: z.string().nullable(),
});
export type TAdminWithdrawal = z.infer<typeof ZAdminWithdrawal>;
export const ZPayoutRequest = z.object({ reference: z.string().trim().min(3).max(64) });

/** A brand's withdrawal rules and its member-to-member transfer limit; days are the brand's. */
export const ZPaymentSettings = z.object({
  withdrawalMin: z.number().positive(),
  withdrawalMax: z.number().positive(),
  withdrawalDailyCount: z.number().int().min(1).max(100),
  /** The most one member may ask to withdraw per day, all requests together; null: no limit. */
  withdrawalDailyAmount: z.number().positive().nullable(),
  autoReceiveMinutes: z
    .number()
    .int()
    .min(1)
    .max(60 * 24 * 30),
  /** Bets required per deposit, in percent (100 = one turnover). */
  turnoverPercent: z.number().int().min(0).max(10_000),
  /** Transfers one member may make to other members (upline, downline) per day; null: no limit. */
  transferDailyCount: z.number().int().min(1).max(1000).nullable(),
  /**
   * Operators' balance adjustments above this amount wait for a second operator; null: every
   * adjustment does (0 too). Brands without their own rules: 10,000.
   */
  adjustmentCheckerAbove: z.number().min(0).max(1_000_000_000).nullable(),
});
export type TPaymentSettings = z.infer<typeof ZPaymentSettings>;
/** Saving the rules: a limit left out keeps its stored value (older clients never lift a limit). */
export const ZPaymentSettingsRequest = ZPaymentSettings.partial({
  withdrawalDailyAmount: true,
  transferDailyCount: true,
  adjustmentCheckerAbove: true,
});
export type TPaymentSettingsRequest = z.infer<typeof ZPaymentSettingsRequest>;

/**
 * A brand's test mode: while on, the sandbox gateway takes its deposits in production too (play
 * money) and its members' withdrawals are refused (BRAND_TEST_MODE). Who switched it on, and when.
 */
export const ZPaymentTestMode = z.object({
  on: z.boolean(),
  since: z.string().nullable(),
  by: z.string().nullable(),
});
export type TPaymentTestMode = z.infer<typeof ZPaymentTestMode>;
export const ZPaymentTestModeRequest = z.object({ on: z.boolean() }).strict();
