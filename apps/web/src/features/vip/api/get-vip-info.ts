import { VIP_API, type TVipInfo, type ZVipInfo } from '@openlobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRequestToken } from '../../../lib/use-request-token.ts';
import { vipKeys } from './query-keys.ts';

/**
 * GET the member's VIP page (T, real accounts): every level with its benefits, the member's level,
 * their deposit and turnover totals and how far they are towards the next level.
 */
export const getVipInfo = (): Promise<TVipInfo> => apiRequest<typeof ZVipInfo>(VIP_API.info);

export const vipInfoQueryOptions = (token: string | null, enabled: boolean) =>
  queryOptions({
    queryKey: vipKeys.info(token),
    queryFn: getVipInfo,
    enabled: token !== null && enabled,
  });

/** The VIP page's answer; `enabled` false for a visitor or a trial account (the server refuses both). */
export const useVipInfo = (enabled: boolean) => useQuery(vipInfoQueryOptions(useRequestToken(), enabled));
