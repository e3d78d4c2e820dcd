import { z } from 'zod';
import { ZAdminBrandQuery } from './admin-agents.ts';
import { ZLocalizedText } from './admin-setup.ts';
import { ZAmount } from './money.ts';

/**
 * Missions and the reward centre (issue 17): goals measured from real bets, deposits and logins
 * over the brand's day or week, a cash reward with a wagering requirement claimed once per period,
 * and a leaderboard per mission period.
 */

/** A mission's period, in the brand's time zone; weeks start on Monday. */
export const MISSION_PERIODS = ['DAILY', 'WEEKLY'] as const;
export const ZMissionPeriod = z.enum(MISSION_PERIODS);
export type TMissionPeriod = z.infer<typeof ZMissionPeriod>;

/**
 * What a mission measures: settled stakes (amount) or settled bets (count), credited deposits
 * (amount or count), and days the member logged in on.
 */
export const MISSION_GOALS = [
  'BET_AMOUNT',
  'BET_COUNT',
  'DEPOSIT_AMOUNT',
  'DEPOSIT_COUNT',
  'LOGIN_DAYS',
] as const;
export const ZMissionGoal = z.enum(MISSION_GOALS);
export type TMissionGoal = z.infer<typeof ZMissionGoal>;
/** Goals whose target and progress are money (shown in the currency's units). */
export const isAmountGoal = (g: TMissionGoal) => g === 'BET_AMOUNT' || g === 'DEPOSIT_AMOUNT';

/** An operator opens a mission (ACTIVE) and closes it for good (CLOSED). */
export const MISSION_STATES = ['ACTIVE', 'CLOSED'] as const;
export const ZMissionState = z.enum(MISSION_STATES);

/** Where one member stands on one mission this period. */
export const MEMBER_MISSION_STATES = ['IN_PROGRESS', 'CLAIMABLE', 'CLAIMED'] as const;
export const ZMemberMissionState = z.enum(MEMBER_MISSION_STATES);

/** One mission in the reward centre; amounts in the currency's units. */
export const ZMemberMission = z.object({
  id: z.number(),
  title: z.record(z.string(), z.string().optional()),
  period: ZMissionPeriod,
  goal: ZMissionGoal,
  target: z.number(),
  progress: z.number(),
  /** 0–100, progress over target. */
  percent: z.number(),
  rewardAmount: z.number(),
  turnoverMultiplier: z.number(),
  /** The period the progress is of (DAILY: the brand day; WEEKLY: `W` and its Monday). */
  periodKey: z.string(),
  periodEndsAt: z.string(),
  state: ZMemberMissionState,
});
export type TMemberMission = z.infer<typeof ZMemberMission>;

export const ZMissionList = z.object({
  currency: z.string(),
  /** How many rewards can be claimed now: the member centre's badge. */
  claimable: z.number().int(),
  missions: z.array(ZMemberMission),
});
export type TMissionList = z.infer<typeof ZMissionList>;

export const ZMissionBadge = z.object({ claimable: z.number().int() });
export type TMissionBadge = z.infer<typeof ZMissionBadge>;

export const ZMissionClaimRequest = z.object({ missionId: z.number().int().positive() }).strict();
export type TMissionClaimRequest = z.infer<typeof ZMissionClaimRequest>;

export const ZMissionClaimResult = z.object({
  missionId: z.number(),
  periodKey: z.string(),
  amount: z.number(),
  turnoverRequired: z.number(),
  claimedAt: z.string(),
});
export type TMissionClaimResult = z.infer<typeof ZMissionClaimResult>;

export const ZMissionLeaderboardQuery = z.object({ missionId: z.coerce.number().int().positive() }).strict();

/** The top members of a mission's current period by progress; accounts masked. */
export const ZMissionLeaderboard = z.object({
  missionId: z.number(),
  goal: ZMissionGoal,
  periodKey: z.string(),
  rows: z.array(z.object({ rank: z.number().int(), account: z.string(), progress: z.number() })),
});
export type TMissionLeaderboard = z.infer<typeof ZMissionLeaderboard>;

/** At most this many members on a leaderboard. */
export const MISSION_LEADERBOARD_SIZE = 20;

/** The back office's missions; every call names its brand, an id of another brand is NOT_FOUND. */
export const ADMIN_MISSIONS_API = {
  /** A brand's missions (GET), a new one (POST, opened at once). */
  missions: '/admin/api/engagement/missions',
  /** One mission's edit (PUT): an open mission only. */
  mission: '/admin/api/engagement/missions/:id',
  /** Closes a mission for good: nothing more can be claimed. */
  missionClose: '/admin/api/engagement/missions/:id/close',
  /** Rewards claimed, newest first. */
  claims: '/admin/api/engagement/missions/claims',
} as const;

/** A mission as the operator writes it: target in the currency's units for amount goals, else a count. */
export const ZAdminMissionInput = z
  .object({
    title: ZLocalizedText,
    period: ZMissionPeriod,
    goal: ZMissionGoal,
    target: z.number().positive().max(1_000_000_000),
    rewardAmount: ZAmount,
    turnoverMultiplier: z.number().int().min(0).max(100),
    reason: z.string().trim().min(1).max(140),
  })
  .strict();
export type TAdminMissionInput = z.infer<typeof ZAdminMissionInput>;

export const ZAdminMissionClose = z.object({ reason: z.string().trim().min(1).max(140) }).strict();

export const ZAdminMission = z.object({
  id: z.number(),
  title: z.record(z.string(), z.string().optional()),
  period: ZMissionPeriod,
  goal: ZMissionGoal,
  target: z.number(),
  rewardAmount: z.number(),
  turnoverMultiplier: z.number(),
  state: ZMissionState,
  claims: z.number().int(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
});
export type TAdminMission = z.infer<typeof ZAdminMission>;

export const ZAdminMissionList = z.object({ currency: z.string(), items: z.array(ZAdminMission) });
export type TAdminMissionList = z.infer<typeof ZAdminMissionList>;

export const ZAdminMissionClaimsQuery = ZAdminBrandQuery.extend({
  missionId: z.coerce.number().int().positive().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const ZAdminMissionClaim = z.object({
  id: z.number(),
  missionId: z.number(),
  account: z.string(),
  periodKey: z.string(),
  amount: z.number(),
  progress: z.number(),
  createdAt: z.string(),
});
export const ZAdminMissionClaimPage = z.object({
  currency: z.string(),
  items: z.array(ZAdminMissionClaim),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type TAdminMissionClaimPage = z.infer<typeof ZAdminMissionClaimPage>;
