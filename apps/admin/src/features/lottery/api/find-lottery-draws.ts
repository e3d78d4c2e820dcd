import { ADMIN_LOTTERY_API, ZAdminLotteryDrawPage, type TDrawStatus } from '@openlobby/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, fillPath } from '../../../lib/api-client.ts';
import { lotteryKeys } from './lottery-keys.ts';

export type { TAdminLotteryDraw, TAdminLotteryDrawPage } from '@openlobby/contracts';
export type TLotteryDrawsQuery = {
  brand: string;
  gameId: number;
  status?: TDrawStatus;
  page: number;
  pageSize: number;
};

/** A game's draws, newest first, with their tickets' count, stakes and wins. */
export const findLotteryDraws = ({ gameId, ...query }: TLotteryDrawsQuery, signal?: AbortSignal) =>
  apiRequest(fillPath(ADMIN_LOTTERY_API.draws, { id: gameId }), {
    schema: ZAdminLotteryDrawPage,
    query,
    signal,
  });

export const lotteryDrawsQueryOptions = (q: TLotteryDrawsQuery) =>
  queryOptions({
    queryKey: lotteryKeys.draws(q),
    queryFn: ({ signal }) => findLotteryDraws(q, signal),
    placeholderData: keepPreviousData,
    enabled: !!q.brand && q.gameId > 0,
  });

export const useLotteryDraws = (q: TLotteryDrawsQuery) => useQuery(lotteryDrawsQueryOptions(q));
