import {
  ADMIN_ENGAGEMENT_API as API,
  ZAdminMemberPoints,
  ZAdminPointsConfigAnswer,
  ZAdminRedemptionPage,
  ZAdminReward,
  ZAdminRewardList,
  ZOk,
  type TAdminPointsConfig,
  type TAdminRedemption,
  type TAdminReward,
  type TAdminRewardInput,
} from '@openlobby/contracts';
import { apiRequest, fillPath } from '../../../lib/api-client.ts';
import { useEngagementChange, useEngagementRead } from './engagement-keys.ts';

export type { TAdminPointsConfig, TAdminRedemption, TAdminReward, TAdminRewardInput };

export const usePointsConfig = (brand: string) =>
  useEngagementRead('pointsConfig', API.pointsConfig, ZAdminPointsConfigAnswer, { brand });

export const useSavePointsConfig = (brand: string) =>
  useEngagementChange(
    (body: TAdminPointsConfig & { reason: string }) =>
      apiRequest(API.pointsConfig, {
        method: 'PUT',
        query: { brand },
        body,
        schema: ZAdminPointsConfigAnswer,
      }),
    ['pointsConfig'],
  );

export const useRewards = (brand: string) =>
  useEngagementRead('rewards', API.rewards, ZAdminRewardList, { brand });

/** Creates a reward (no id) or edits one (retiring it with active false). */
export const useSaveReward = (brand: string) =>
  useEngagementChange(
    ({ id, input }: { id: number | null; input: TAdminRewardInput }) =>
      apiRequest(id === null ? API.rewards : fillPath(API.reward, { id }), {
        method: id === null ? 'POST' : 'PUT',
        query: { brand },
        body: input,
        schema: ZAdminReward,
      }),
    ['rewards'],
  );

export type TRedemptionsQuery = { brand: string; state: string; page: number; pageSize: number };
export const useRedemptions = (q: TRedemptionsQuery) =>
  useEngagementRead('redemptions', API.redemptions, ZAdminRedemptionPage, q);

/** Approves or rejects a redemption; a rejection gives its points back (once). */
export const useDecideRedemption = (brand: string) =>
  useEngagementChange(
    ({ id, decision, reason }: { id: number; decision: 'APPROVE' | 'REJECT'; reason: string }) =>
      apiRequest(fillPath(API.redemptionDecide, { id }), {
        method: 'POST',
        query: { brand },
        body: { decision, reason },
        schema: ZOk,
      }),
    ['redemptions', 'rewards', 'memberPoints'],
  );

export type TMemberPointsQuery = { brand: string; account: string; page: number; pageSize: number };
/** A member's balance and points history; nothing is asked until an account is given. */
export const useMemberPoints = ({ account, ...q }: TMemberPointsQuery) =>
  useEngagementRead(
    'memberPoints',
    fillPath(API.memberPoints, { account }),
    ZAdminMemberPoints,
    q,
    Boolean(account),
  );
