import { z } from 'zod';
import { ZAdminBrandQuery } from './admin-agents.ts';
import { ZPromotionCategory } from './content.ts';
import { ZMessageKind } from './messaging.ts';
import { ZAmount } from './money.ts';
import { ZPointSource, ZRedemptionState } from './points.ts';
import { ZApplyState, ZBonusState, ZPromotionKind, ZPromotionRule, ZPromotionState } from './promotions.ts';
import { ZRequestId } from './wallet.ts';

/**
 * The back office's engagement (issue 17): promotion rules and their applications queue, bonuses
 * issued by hand and cancelled, the points config, rewards and redemptions, and messages. Every
 * call names the brand (`?brand=`); an id of another brand answers NOT_FOUND.
 */
export const ADMIN_ENGAGEMENT_API = {
  /** A brand's promotions (GET), a new one (POST). */
  promotions: '/admin/api/engagement/promotions',
  /** One promotion's edit (PUT). */
  promotion: '/admin/api/engagement/promotions/:id',
  /** Opens (ACTIVE) or closes (CLOSED, for good) a promotion. */
  promotionState: '/admin/api/engagement/promotions/:id/state',
  applications: '/admin/api/engagement/applications',
  applicationDecide: '/admin/api/engagement/applications/:id/decide',
  /** One image of an application (its bytes, with the type they showed). */
  applicationImage: '/admin/api/engagement/applications/:id/images/:position',
  /** Bonuses paid (GET); a MANUAL bonus issued by hand (POST). */
  bonuses: '/admin/api/engagement/bonuses',
  bonusCancel: '/admin/api/engagement/bonuses/:id/cancel',
  /** The brand's points rules (GET, PUT). */
  pointsConfig: '/admin/api/engagement/points/config',
  /** Rewards, retired ones too (GET); a new one (POST). */
  rewards: '/admin/api/engagement/points/rewards',
  reward: '/admin/api/engagement/points/rewards/:id',
  redemptions: '/admin/api/engagement/points/redemptions',
  redemptionDecide: '/admin/api/engagement/points/redemptions/:id/decide',
  /** A member's points balance and history, by account. */
  memberPoints: '/admin/api/engagement/points/members/:account',
  /** Messages sent by operators (GET); a personal message to a member (POST). */
  messages: '/admin/api/engagement/messages',
  /** A broadcast to every member of the brand (POST). */
  broadcasts: '/admin/api/engagement/broadcasts',
  broadcastWithdraw: '/admin/api/engagement/broadcasts/:id/withdraw',
} as const;

const ZPage = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};
const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    currency: z.string(),
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  });
/** Why the operator did it, kept in the audit with the change. */
const ZReason = z.string().trim().min(1).max(140);

/** A promotion's title by language code; English at least. */
export const ZPromotionTitle = z
  .record(z.string().regex(/^[A-Z]{2}$/), z.string().trim().max(80))
  .refine((t) => Boolean(t.EN?.length), { message: 'An English title is required.', path: ['EN'] });

export const ZAdminPromotionsQuery = ZAdminBrandQuery.extend({
  state: ZPromotionState.optional(),
  ...ZPage,
});
export const ZAdminPromotion = z.object({
  id: z.number().int(),
  category: ZPromotionCategory,
  kind: ZPromotionKind,
  title: z.record(z.string(), z.string()),
  rule: ZPromotionRule,
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  state: ZPromotionState,
  serverSeedHash: z.string().nullable(),
  participants: z.number().int(),
  bonuses: z.number().int(),
  createdAt: z.string(),
});
export type TAdminPromotion = z.infer<typeof ZAdminPromotion>;
export const ZAdminPromotionPage = paged(ZAdminPromotion);

/** A promotion as the operator writes it: the rule's `kind` is the promotion's (fixed once created). */
export const ZAdminPromotionInput = z
  .object({
    category: ZPromotionCategory,
    title: ZPromotionTitle,
    rule: ZPromotionRule,
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }).nullable(),
    reason: ZReason,
  })
  .strict()
  .refine((p) => !p.endsAt || Date.parse(p.endsAt) > Date.parse(p.startsAt), {
    message: 'The end must come after the start.',
    path: ['endsAt'],
  });
export type TAdminPromotionInput = z.input<typeof ZAdminPromotionInput>;
export const ZAdminPromotionStateChange = z
  .object({ state: z.enum(['ACTIVE', 'CLOSED']), reason: ZReason })
  .strict();

export const ZAdminPromoApplicationsQuery = ZAdminBrandQuery.extend({
  status: ZApplyState.default('APPLYING'),
  ...ZPage,
});
export const ZAdminPromoApplication = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  promotion: z.record(z.string(), z.string()),
  memberId: z.number().int(),
  account: z.string(),
  remark: z.string(),
  images: z.array(z.object({ position: z.number().int(), contentType: z.string() })),
  status: ZApplyState,
  reason: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TAdminPromoApplication = z.infer<typeof ZAdminPromoApplication>;
export const ZAdminPromoApplicationPage = paged(ZAdminPromoApplication);
export const ZAdminPromoApplicationDecision = z
  .object({ decision: z.enum(['PASS', 'REJECT']), reason: ZReason })
  .strict();
export const ZAdminImageParams = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  position: z.coerce.number().int().min(0).max(2),
});

export const ZAdminBonusesQuery = ZAdminBrandQuery.extend({
  status: ZBonusState.optional(),
  account: z.string().trim().min(1).max(32).optional(),
  ...ZPage,
});
export const ZAdminBonus = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  account: z.string(),
  promotionId: z.number().int(),
  promotion: z.record(z.string(), z.string()),
  kind: ZPromotionKind,
  amount: z.number(),
  turnoverMultiplier: z.number().int(),
  turnoverRequired: z.number(),
  status: ZBonusState,
  cancelled: z.number().nullable(),
  issuedBy: z.string().nullable(),
  issuedAt: z.string(),
});
export type TAdminBonus = z.infer<typeof ZAdminBonus>;
export const ZAdminBonusPage = paged(ZAdminBonus);
/**
 * A MANUAL promotion's bonus issued by hand, in the brand's major unit. `requestId` is made once
 * per dialog: a double click or a retry pays once.
 */
export const ZAdminBonusIssue = z
  .object({
    promotionId: z.number().int().positive(),
    account: z.string().trim().min(1).max(32),
    amount: ZAmount,
    requestId: ZRequestId,
    reason: ZReason,
  })
  .strict();
export const ZAdminBonusCancelResult = z.object({ cancelled: z.number(), removedTurnover: z.number() });
export const ZAdminReasonBody = z.object({ reason: ZReason }).strict();

/** Points rules as operators read them: rates per category per `perAmount` of the brand's currency. */
export const ZAdminPointsConfig = z
  .object({
    /** Points per `perAmount` of valid bets, by the bets' category code (LIVE, LOTT, PVP, RNG, SPORTS…). */
    betRates: z.record(z.string().regex(/^[A-Z]{2,12}$/), z.number().int().min(0).max(1_000_000)),
    depositRate: z.number().int().min(0).max(1_000_000),
    perAmount: ZAmount,
    /** Exchange: `cashPerUnit` of the currency for every `pointUnit` points. */
    pointUnit: z.number().int().min(1).max(1_000_000_000),
    cashPerUnit: z.number().min(0).max(1_000_000),
    minConvertPoints: z.number().int().min(0).max(1_000_000_000),
  })
  .strict();
export type TAdminPointsConfig = z.infer<typeof ZAdminPointsConfig>;
export const ZAdminPointsConfigAnswer = ZAdminPointsConfig.extend({ currency: z.string() });
export const ZAdminPointsConfigSave = ZAdminPointsConfig.extend({ reason: ZReason }).strict();

export const ZAdminReward = z.object({
  id: z.number().int(),
  name: z.record(z.string(), z.string()),
  imageUrl: z.string().nullable(),
  costPoints: z.number().int(),
  stock: z.number().int(),
  active: z.boolean(),
});
export type TAdminReward = z.infer<typeof ZAdminReward>;
export const ZAdminRewardList = z.object({ items: z.array(ZAdminReward) });
export const ZAdminRewardInput = z
  .object({
    name: ZPromotionTitle,
    /** An https picture, or one of the site's own (/assets/…, the generated reward pictures); null: generated. */
    imageUrl: z
      .union([
        z.url({ protocol: /^https$/ }),
        z.string().regex(/^\/assets\/[a-z0-9/_-]+\.(svg|png|jpe?g|webp)$/),
      ])
      .pipe(z.string().max(500))
      .nullable(),
    costPoints: z.number().int().min(1).max(1e12),
    stock: z.number().int().min(0).max(1_000_000),
    /** false retires the reward: members no longer see or redeem it; its redemptions stay. */
    active: z.boolean(),
    reason: ZReason,
  })
  .strict();
export type TAdminRewardInput = z.input<typeof ZAdminRewardInput>;

export const ZAdminRedemptionsQuery = ZAdminBrandQuery.extend({
  state: ZRedemptionState.default('IN_PROCESS'),
  ...ZPage,
});
export const ZAdminRedemption = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  account: z.string(),
  rewardId: z.number().int(),
  reward: z.record(z.string(), z.string()),
  points: z.number().int(),
  state: ZRedemptionState,
  reason: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TAdminRedemption = z.infer<typeof ZAdminRedemption>;
export const ZAdminRedemptionPage = paged(ZAdminRedemption);
export const ZAdminRedemptionDecision = z
  .object({ decision: z.enum(['APPROVE', 'REJECT']), reason: ZReason })
  .strict();

export const ZAdminMemberPointsParams = z.object({ account: z.string().trim().min(1).max(32) });
export const ZAdminMemberPointsQuery = ZAdminBrandQuery.extend(ZPage);
export const ZAdminMemberPoints = z.object({
  memberId: z.number().int(),
  account: z.string(),
  balance: z.number().int(),
  items: z.array(
    z.object({
      id: z.number().int(),
      at: z.string(),
      source: ZPointSource,
      points: z.number().int(),
      balanceAfter: z.number().int(),
    }),
  ),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

export const ZAdminMessagesQuery = ZAdminBrandQuery.extend(ZPage);
export const ZAdminSentMessage = z.object({
  id: z.number().int(),
  kind: ZMessageKind,
  title: z.string(),
  body: z.string(),
  account: z.string().nullable(),
  sentBy: z.string().nullable(),
  withdrawn: z.boolean(),
  createdAt: z.string(),
});
export type TAdminSentMessage = z.infer<typeof ZAdminSentMessage>;
export const ZAdminSentMessagePage = paged(ZAdminSentMessage);
const plain = (max: number) => z.string().trim().min(1).max(max);
/** Plain text (never HTML); `requestId` keeps a retried send to one message. */
export const ZAdminMessageSend = z
  .object({
    account: z.string().trim().min(1).max(32),
    title: plain(80),
    body: plain(2000),
    requestId: ZRequestId,
  })
  .strict();
export const ZAdminBroadcastSend = z
  .object({ title: plain(80), body: plain(2000), requestId: ZRequestId })
  .strict();
export const ZAdminMessageSent = z.object({ id: z.number().int() });
