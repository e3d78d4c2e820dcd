import { ADMIN_ROOMS_API, ZAdminRoomList } from '@openlobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { roomsKeys } from './rooms-keys.ts';

export type { TAdminRoom, TAdminRoomList } from '@openlobby/contracts';

/** A brand's card rooms of both games, inactive ones too, with their seats, hands and rake. */
export const findRooms = (brand: string, signal?: AbortSignal) =>
  apiRequest(ADMIN_ROOMS_API.rooms, { schema: ZAdminRoomList, query: { brand }, signal });

export const roomsQueryOptions = (brand: string) =>
  queryOptions({
    queryKey: roomsKeys.list(brand),
    queryFn: ({ signal }) => findRooms(brand, signal),
    enabled: !!brand,
  });

export const useRooms = (brand: string) => useQuery(roomsQueryOptions(brand));
