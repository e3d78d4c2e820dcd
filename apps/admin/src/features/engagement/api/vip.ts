import {
  ADMIN_VIP_API as API,
  ZAdminMemberVip,
  ZAdminVipLevelList,
  ZVipLevel,
  type TVipLevel,
  type TVipLevelInput,
} from '@openlobby/contracts';
import type { z } from 'zod';
import { apiRequest, fillPath } from '../../../lib/api-client.ts';
import { useEngagementChange, useEngagementRead } from './engagement-keys.ts';

export type { TVipLevel, TVipLevelInput };
export type TAdminMemberVip = z.infer<typeof ZAdminMemberVip>;

/** A brand's VIP levels, lowest first (level 0, every member's start, has no row). */
export const useVipLevels = (brand: string) =>
  useEngagementRead('vipLevels', API.levels, ZAdminVipLevelList, { brand });

/** Creates a level (no id) or edits one, with the reason the audit keeps. */
export const useSaveVipLevel = (brand: string) =>
  useEngagementChange(
    ({ id, input }: { id: number | null; input: TVipLevelInput & { reason: string } }) =>
      apiRequest(id === null ? API.levels : fillPath(API.level, { id }), {
        method: id === null ? 'POST' : 'PUT',
        query: { brand },
        body: input,
        schema: ZVipLevel,
      }),
    // a member's level is reckoned against the levels, so their view is read again too
    ['vipLevels', 'memberVip'],
  );

/** A member's level, deposits and turnover; nothing is asked until an account is given. */
export const useMemberVip = (brand: string, account: string) =>
  useEngagementRead(
    'memberVip',
    fillPath(API.member, { account }),
    ZAdminMemberVip,
    { brand },
    account !== '',
  );

/** Sets a member's level by hand (it may go down), with the reason the audit keeps. */
export const useSetMemberVip = (brand: string) =>
  useEngagementChange(
    ({ account, level, reason }: { account: string; level: number; reason: string }) =>
      apiRequest(fillPath(API.member, { account }), {
        method: 'PUT',
        query: { brand },
        body: { level, reason },
        schema: ZAdminMemberVip,
      }),
    ['memberVip'],
  );
