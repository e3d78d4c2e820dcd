import { z } from 'zod';
import { ZPaymentPassword, ZRequestId } from './wallet.ts';

/** Where points come from and go (spec §9: live, lottery, card games, slots, sports, deposit, redeem). */
export const POINT_SOURCES = [
  'LIVE',
  'LOTTERY',
  'CARD',
  'SLOTS',
  'SPORTS',
  'DEPOSIT',
  'REDEEM',
  'REDEEM_RETURN',
  'CONVERT',
] as const;
export const ZPointSource = z.enum(POINT_SOURCES);

/** Redeem states (spec §4: in process, approved, rejected). */
export const REDEMPTION_STATES = ['IN_PROCESS', 'APPROVED', 'REJECTED'] as const;
export const ZRedemptionState = z.enum(REDEMPTION_STATES);

/** Points are whole numbers; at most 10^15 so they stay exact as JSON numbers. */
export const ZPoints = z.number().int().positive().max(1e15);

export const ZPointBalance = z.object({ points: z.number().int() });

/** The brand's points rules as the site shows them: `cashPerUnit` (major units) for every `pointUnit` points. */
export const ZPointConfig = z.object({
  pointUnit: z.number().int(),
  cashPerUnit: z.number(),
  minConvertPoints: z.number().int(),
  /** Points per `perAmount` (major units) of valid bets, by category code, and of a deposit. */
  betRates: z.record(z.string(), z.number().int()),
  depositRate: z.number().int(),
  perAmount: z.number(),
});

export const ZPointReward = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The reward's picture: a stored https image or the server's generated one (POINTS_API.rewardImage); null: none. */
  imageUrl: z.string().nullable(),
  costPoints: z.number().int(),
  stock: z.number().int(),
});
export const ZPointRewardList = z.object({ items: z.array(ZPointReward) });

export const ZRedeemRewardRequest = z.strictObject({
  rewardId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  paymentPassword: ZPaymentPassword,
  requestId: ZRequestId,
});

export const ZRedemption = z.object({
  id: z.number().int(),
  rewardId: z.number().int(),
  points: z.number().int(),
  state: ZRedemptionState,
  reason: z.string().nullable(),
  at: z.string(),
});
export const ZRedemptionList = z.object({ items: z.array(ZRedemption) });

export const ZConvertPointsRequest = z.strictObject({
  points: ZPoints,
  paymentPassword: ZPaymentPassword,
  requestId: ZRequestId,
});
export const ZConvertPointsResult = z.object({
  points: z.number().int(),
  cash: z.number(),
  balance: z.number().int(),
});

export const ZPointDetailQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const ZPointEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  source: ZPointSource,
  points: z.number().int(),
  balanceAfter: z.number().int(),
});
export const ZPointDetailPage = z.object({
  items: z.array(ZPointEntry),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

export type TPointConfig = z.infer<typeof ZPointConfig>;
export type TPointReward = z.infer<typeof ZPointReward>;
export type TRedemption = z.infer<typeof ZRedemption>;
export type TPointEntry = z.infer<typeof ZPointEntry>;
