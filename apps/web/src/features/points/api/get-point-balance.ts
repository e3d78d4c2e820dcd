import { POINTS_API, type ZPointBalance } from '@openlobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRequestToken } from '../../../lib/use-request-token.ts';
import { pointKeys } from './query-keys.ts';

/** GET MCS2_getPointBalance (T): the member's points. */
export const getPointBalance = (): Promise<z.infer<typeof ZPointBalance>> =>
  apiRequest<typeof ZPointBalance>(POINTS_API.balance);

export const pointBalanceQueryOptions = (token: string | null, enabled = true) =>
  queryOptions({
    queryKey: pointKeys.balance(token),
    queryFn: getPointBalance,
    enabled: token !== null && enabled,
  });

/** `enabled` false for a visitor or a trial account (the server refuses it). */
export const usePointBalance = (enabled = true) =>
  useQuery(pointBalanceQueryOptions(useRequestToken(), enabled));
