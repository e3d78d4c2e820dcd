import { z } from 'zod';
import { MAX_AMOUNT } from './money.ts';

/**
 * The referral programme (issue 17): a member's invite link and code, who joined through it, the
 * rewards it earned, and the brand's reward settings in the back office. Amounts are major units.
 */

/** The member's invite: their code and the site's /register link carrying it. */
export const ZReferralInvite = z.object({
  referralCode: z.string(),
  link: z.string(),
  /** Rewards paid to this member so far, major units. */
  rewardsTotal: z.number(),
  invitees: z.number().int(),
});
export type TReferralInvite = z.infer<typeof ZReferralInvite>;

export const ZReferralInviteesQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});

/** One member who joined through the link: the account masked, never the whole of it. */
export const ZReferralInvitee = z.object({
  account: z.string(),
  joinedAt: z.string(),
  deposited: z.boolean(),
});
export const ZReferralInviteePage = z.object({
  items: z.array(ZReferralInvitee),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TReferralInvitee = z.infer<typeof ZReferralInvitee>;
export type TReferralInviteePage = z.infer<typeof ZReferralInviteePage>;

/**
 * A brand's referral rewards: a fixed amount when a referred member's first deposit is credited,
 * and a share (basis points) of their settled valid turnover; both as bonuses with a wagering
 * multiple (0 = none).
 */
export const ZReferralSettings = z
  .object({
    enabled: z.boolean(),
    firstDepositReward: z.number().min(0).max(MAX_AMOUNT),
    turnoverShareBps: z.number().int().min(0).max(10_000),
    turnoverMultiplier: z.number().int().min(0).max(100),
  })
  .strict();
export type TReferralSettings = z.infer<typeof ZReferralSettings>;

export const ZAdminReferralSettingsSave = ZReferralSettings.extend({
  reason: z.string().trim().min(1).max(140),
}).strict();

export const ADMIN_REFERRAL_API = {
  /** A brand's referral reward settings (GET, PUT). */
  settings: '/admin/api/engagement/referral/settings',
} as const;
