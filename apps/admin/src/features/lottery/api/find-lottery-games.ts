import { ADMIN_LOTTERY_API, ZAdminLotteryGameList } from '@openlobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { lotteryKeys } from './lottery-keys.ts';

export type { TAdminLotteryGame, TAdminLotteryGameList } from '@openlobby/contracts';

/** A brand's lottery games, disabled ones too, with their schedule, odds and limits. */
export const findLotteryGames = (brand: string, signal?: AbortSignal) =>
  apiRequest(ADMIN_LOTTERY_API.games, { schema: ZAdminLotteryGameList, query: { brand }, signal });

export const lotteryGamesQueryOptions = (brand: string) =>
  queryOptions({
    queryKey: lotteryKeys.games(brand),
    queryFn: ({ signal }) => findLotteryGames(brand, signal),
    enabled: !!brand,
  });

export const useLotteryGames = (brand: string) => useQuery(lotteryGamesQueryOptions(brand));
