import { z } from 'zod';
import { APPLICATION_IMAGE_MAX_BYTES, APPLICATION_IMAGES_MAX, APPLICATION_REMARK_MAX } from './constants.ts';

/** The rules an operator configures a promotion with (issue 17). */
export const PROMOTION_KINDS = [
  'DEPOSIT_MATCH',
  'FIRST_DEPOSIT',
  'RELOAD',
  'CASHBACK',
  'BIRTHDAY',
  'MANUAL',
  'RAFFLE',
] as const;
export const ZPromotionKind = z.enum(PROMOTION_KINDS);
export type TPromotionKind = z.infer<typeof ZPromotionKind>;

/** A promotion's own lifecycle, set by the operator (coming soon before its start). */
export const PROMOTION_STATES = ['DRAFT', 'ACTIVE', 'CLOSED'] as const;
export const ZPromotionState = z.enum(PROMOTION_STATES);

/** §4's activity label states, as the member sees one promotion. */
export const ACTIVITY_STATES = [
  'JOIN',
  'CLAIM',
  'APPLYING',
  'CLOSED',
  'REJECTED',
  'ISSUED',
  'CLAIMED',
  'IN_PROGRESS',
  'SIGNED',
  'COMING_SOON',
] as const;
export const ZActivityState = z.enum(ACTIVITY_STATES);
export type TActivityState = z.infer<typeof ZActivityState>;

/** §4's apply states of an application. */
export const APPLY_STATES = ['APPLYING', 'REJECTED', 'PASSED'] as const;
export const ZApplyState = z.enum(APPLY_STATES);

export const BONUS_STATES = ['ISSUED', 'CANCELLED', 'COMPLETED'] as const;
export const ZBonusState = z.enum(BONUS_STATES);
export type TBonusState = z.infer<typeof ZBonusState>;

/** Basis points (1/100 of a percent), 0..100 000 (0–1000 %). */
const ZBps = z.number().int().min(0).max(100_000);
/** Minor units as a non-negative integer. */
const ZMinor = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
/** The wagering multiple of the bonus (× bonus), 0–100. */
const ZMultiplier = z.number().int().min(0).max(100);

const ZMatch = z.object({
  percentBps: ZBps.min(1),
  capMinor: ZMinor.min(1),
  minDepositMinor: ZMinor,
  turnoverMultiplier: ZMultiplier,
});

/** Rule parameters, one typed shape per kind (stored as jsonb, parsed on every read). */
export const ZPromotionRule = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('DEPOSIT_MATCH'), ...ZMatch.shape }).strict(),
  z.object({ kind: z.literal('FIRST_DEPOSIT'), ...ZMatch.shape }).strict(),
  z.object({ kind: z.literal('RELOAD'), ...ZMatch.shape }).strict(),
  z
    .object({
      kind: z.literal('CASHBACK'),
      basis: z.enum(['NET_LOSS', 'VOLUME']),
      period: z.enum(['DAILY', 'WEEKLY']),
      percentBps: ZBps.min(1),
      capMinor: ZMinor.min(1),
      minBasisMinor: ZMinor,
      categories: z.array(z.string().regex(/^[A-Z]{2,12}$/)).max(16),
      turnoverMultiplier: ZMultiplier,
    })
    .strict(),
  z
    .object({ kind: z.literal('BIRTHDAY'), amountMinor: ZMinor.min(1), turnoverMultiplier: ZMultiplier })
    .strict(),
  z
    .object({ kind: z.literal('MANUAL'), needsApplication: z.boolean(), turnoverMultiplier: ZMultiplier })
    .strict(),
  z
    .object({
      kind: z.literal('RAFFLE'),
      prizes: z
        .array(z.object({ amountMinor: ZMinor, weight: z.number().int().min(1).max(1_000_000) }))
        .min(1)
        .max(20),
      turnoverMultiplier: ZMultiplier,
    })
    .strict(),
]);
export type TPromotionRule = z.infer<typeof ZPromotionRule>;

/** An application: remark ≤ 140 characters, ≤ 3 base64 images (their bytes are checked on the server). */
export const ZApplyRequest = z
  .object({
    promotionId: z.number().int().positive(),
    remark: z.string().max(APPLICATION_REMARK_MAX),
    images: z
      .array(
        z
          .string()
          .max(Math.ceil((APPLICATION_IMAGE_MAX_BYTES * 4) / 3) + 4)
          .regex(/^[A-Za-z0-9+/]*={0,2}$/),
      )
      .max(APPLICATION_IMAGES_MAX),
  })
  .strict();
export type TApplyRequest = z.infer<typeof ZApplyRequest>;

export const ZPromotionIdRequest = z.object({ promotionId: z.number().int().positive() }).strict();

/** One promotion as the member sees it. */
export const ZMemberPromotion = z.object({
  id: z.number(),
  category: z.string(),
  kind: ZPromotionKind,
  title: z.record(z.string(), z.string().optional()),
  /** The PR announcement that tells the promotion (its terms); null when none is tied to it. */
  announcementId: z.number().nullable(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  serverSeedHash: z.string().nullable(),
  state: ZActivityState,
});
export type TMemberPromotion = z.infer<typeof ZMemberPromotion>;

export const ZJoinResult = z.object({ state: ZActivityState });
export const ZApplyResult = z.object({ id: z.number(), status: ZApplyState });

/**
 * Where a bonus came from: a promotion's bonus, or a programme's BONUS entry (a mission's reward, a
 * referral reward, a VIP rebate, a red envelope).
 */
export const BONUS_SOURCES = ['PROMOTION', 'MISSION', 'REFERRAL', 'VIP_REBATE', 'ENVELOPE'] as const;
export type TBonusSource = (typeof BONUS_SOURCES)[number];

/**
 * A bonus in bonus details: amounts in the currency's units, progress toward the requirement (the
 * bets since it was paid). `id` is the promotion bonus's id for PROMOTION and the ledger entry's
 * for the others: unique together with `source`.
 */
export const ZMemberBonus = z.object({
  id: z.number(),
  source: z.enum(BONUS_SOURCES),
  /** The promotion that paid it; null for the programmes. */
  promotionId: z.number().nullable(),
  /** The promotion's or the mission's title in the languages the operator wrote; null for the others. */
  title: z.record(z.string(), z.string().optional()).nullable(),
  amount: z.number(),
  turnoverMultiplier: z.number(),
  turnoverRequired: z.number(),
  turnoverProgress: z.number(),
  status: ZBonusState,
  issuedAt: z.string(),
});
export type TMemberBonus = z.infer<typeof ZMemberBonus>;
