import { ADMIN_LOTTERY_API, ZAdminLotteryTicketPage } from '@openlobby/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { lotteryKeys } from './lottery-keys.ts';

export type { TAdminLotteryTicketPage } from '@openlobby/contracts';
export type TLotteryTicketsQuery = { brand: string; account: string; page: number; pageSize: number };

/** A member's tickets by account, newest first. */
export const findLotteryTickets = (query: TLotteryTicketsQuery, signal?: AbortSignal) =>
  apiRequest(ADMIN_LOTTERY_API.tickets, { schema: ZAdminLotteryTicketPage, query, signal });

export const lotteryTicketsQueryOptions = (q: TLotteryTicketsQuery) =>
  queryOptions({
    queryKey: lotteryKeys.tickets(q),
    queryFn: ({ signal }) => findLotteryTickets(q, signal),
    placeholderData: keepPreviousData,
    enabled: !!q.brand && !!q.account,
  });

export const useLotteryTickets = (q: TLotteryTicketsQuery) => useQuery(lotteryTicketsQueryOptions(q));
