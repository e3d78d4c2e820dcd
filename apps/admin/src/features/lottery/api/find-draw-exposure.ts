import { ADMIN_LOTTERY_API, ZAdminLotteryExposure } from '@openlobby/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, fillPath } from '../../../lib/api-client.ts';
import { lotteryKeys } from './lottery-keys.ts';

export type { TAdminLotteryExposure } from '@openlobby/contracts';
export type TDrawExposureQuery = { brand: string; drawId: number; page: number; pageSize: number };

/** A draw's liability per number, largest first, against the game's cap. */
export const findDrawExposure = ({ drawId, ...query }: TDrawExposureQuery, signal?: AbortSignal) =>
  apiRequest(fillPath(ADMIN_LOTTERY_API.exposure, { id: drawId }), {
    schema: ZAdminLotteryExposure,
    query,
    signal,
  });

export const drawExposureQueryOptions = (q: TDrawExposureQuery) =>
  queryOptions({
    queryKey: lotteryKeys.exposure(q),
    queryFn: ({ signal }) => findDrawExposure(q, signal),
    placeholderData: keepPreviousData,
  });

export const useDrawExposure = (q: TDrawExposureQuery) => useQuery(drawExposureQueryOptions(q));
