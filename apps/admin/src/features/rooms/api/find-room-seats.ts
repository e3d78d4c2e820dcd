import { ADMIN_ROOMS_API, ZAdminRoomSeats } from '@openlobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, fillPath } from '../../../lib/api-client.ts';
import { roomsKeys } from './rooms-keys.ts';

export type { TAdminRoomSeat, TAdminRoomSeats } from '@openlobby/contracts';

/** How often the seats are read again while shown: players sit and stand up all the time. */
const SEATS_REFRESH_MS = 10_000;

/** Who sits in a room now, with their stacks and the hand's part. */
export const findRoomSeats = (brand: string, roomId: number, signal?: AbortSignal) =>
  apiRequest(fillPath(ADMIN_ROOMS_API.seats, { id: roomId }), {
    schema: ZAdminRoomSeats,
    query: { brand },
    signal,
  });

export const roomSeatsQueryOptions = (brand: string, roomId: number) =>
  queryOptions({
    queryKey: roomsKeys.seats({ brand, roomId }),
    queryFn: ({ signal }) => findRoomSeats(brand, roomId, signal),
    enabled: !!brand && roomId > 0,
    refetchInterval: SEATS_REFRESH_MS,
  });

export const useRoomSeats = (brand: string, roomId: number) => useQuery(roomSeatsQueryOptions(brand, roomId));
