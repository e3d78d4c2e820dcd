import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

/** Spec §7 balance path; its schema is not yet in contracts (REQUESTS.md), so it is kept local. */
export const BALANCE_PATH = '/wps/v2/wallets/balance';
const ZBalance = z.object({ sumBalance: z.number(), isSingle: z.boolean().optional() });
export type TBalance = z.infer<typeof ZBalance>;

/** GET /wps/v2/wallets/balance (T): the member's total balance. */
export const getBalance = (): Promise<TBalance> => apiRequest(BALANCE_PATH, { schema: ZBalance });

export const balanceQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['balance', token] as const,
    queryFn: getBalance,
    enabled: token !== null,
    retry: false,
  });

export const useBalance = (token: string | null) => useQuery(balanceQueryOptions(token));
