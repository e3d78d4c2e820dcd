import { z } from 'zod';
import { MAX_AMOUNT } from './money.ts';

/**
 * VIP (issue 17): levels a brand configures, reached by total deposits and valid turnover, with
 * their benefits (a daily rebate on turnover, withdrawal limits). Amounts are major units.
 */

const ZLevelName = z.string().trim().min(1).max(40);

/** One level as operators edit it. Level 0 is every member's start and has no row. */
export const ZVipLevelInput = z
  .object({
    level: z.number().int().min(1).max(20),
    name: ZLevelName,
    depositThreshold: z.number().min(0).max(MAX_AMOUNT),
    turnoverThreshold: z.number().min(0).max(MAX_AMOUNT),
    rebateBps: z.number().int().min(0).max(1_000),
    withdrawalDailyCount: z.number().int().min(1).max(1_000),
    /** null: the brand's daily amount limit applies. */
    withdrawalDailyAmount: z.number().positive().max(MAX_AMOUNT).nullable(),
  })
  .strict();
export type TVipLevelInput = z.infer<typeof ZVipLevelInput>;

export const ZVipLevel = ZVipLevelInput.extend({ id: z.number().int() });
export type TVipLevel = z.infer<typeof ZVipLevel>;

/** The member's VIP page: every level, theirs, and how far they are towards the next. */
export const ZVipInfo = z.object({
  vip: z.boolean(),
  level: z.number().int(),
  levelName: z.string().nullable(),
  deposits: z.number(),
  turnover: z.number(),
  next: z
    .object({
      level: z.number().int(),
      name: z.string(),
      depositThreshold: z.number(),
      turnoverThreshold: z.number(),
      /** 0–100: the lower of the two thresholds' progress. */
      percent: z.number().int(),
    })
    .nullable(),
  levels: z.array(ZVipLevel),
});
export type TVipInfo = z.infer<typeof ZVipInfo>;

const ZReason = z.string().trim().min(1).max(140);

export const ZAdminVipLevelSave = ZVipLevelInput.extend({ reason: ZReason }).strict();
export const ZAdminVipLevelList = z.object({ items: z.array(ZVipLevel) });
export const ZAdminMemberVipParams = z.object({ account: z.string().trim().min(1).max(64) });
export const ZAdminMemberVip = z.object({
  account: z.string(),
  level: z.number().int(),
  deposits: z.number(),
  turnover: z.number(),
});
export const ZAdminMemberVipSet = z
  .object({ level: z.number().int().min(0).max(20), reason: ZReason })
  .strict();

export const ADMIN_VIP_API = {
  /** A brand's levels (GET), a new one (POST). */
  levels: '/admin/api/engagement/vip/levels',
  /** One level's edit (PUT). */
  level: '/admin/api/engagement/vip/levels/:id',
  /** A member's level and progress (GET); set by hand with a reason (PUT). */
  member: '/admin/api/engagement/vip/members/:account',
} as const;
