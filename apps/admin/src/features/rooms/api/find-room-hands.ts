import { ADMIN_ROOMS_API, ZAdminRoomHandPage } from '@openlobby/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, fillPath } from '../../../lib/api-client.ts';
import { roomsKeys } from './rooms-keys.ts';

export type { TAdminRoomHand, TAdminRoomHandPage } from '@openlobby/contracts';
export type TRoomHandsQuery = { brand: string; roomId: number; page: number; pageSize: number };

/** A room's hands, newest first, with each seat's net and the rake. */
export const findRoomHands = ({ roomId, ...query }: TRoomHandsQuery, signal?: AbortSignal) =>
  apiRequest(fillPath(ADMIN_ROOMS_API.hands, { id: roomId }), {
    schema: ZAdminRoomHandPage,
    query,
    signal,
  });

export const roomHandsQueryOptions = (q: TRoomHandsQuery) =>
  queryOptions({
    queryKey: roomsKeys.hands(q),
    queryFn: ({ signal }) => findRoomHands(q, signal),
    placeholderData: keepPreviousData,
    enabled: !!q.brand && q.roomId > 0,
  });

export const useRoomHands = (q: TRoomHandsQuery) => useQuery(roomHandsQueryOptions(q));
