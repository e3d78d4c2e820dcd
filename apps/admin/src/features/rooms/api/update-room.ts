import { ADMIN_ROOMS_API, ZAdminRoom, type TAdminRoomUpdate } from '@openlobby/contracts';
import { apiRequest, fillPath } from '../../../lib/api-client.ts';
import { roomsKeys, useRoomsChange } from './rooms-keys.ts';

export type { TAdminRoomUpdate };

/** Saves a room's edit with the reason the audit keeps. */
export const updateRoom = (brand: string, id: number, input: TAdminRoomUpdate) =>
  apiRequest(fillPath(ADMIN_ROOMS_API.room, { id }), {
    method: 'PUT',
    query: { brand },
    body: input,
    schema: ZAdminRoom,
  });

/** The edit, then the rooms read again (and the hands and seats, whose room name the page shows). */
export const useUpdateRoom = (brand: string) =>
  useRoomsChange(
    ({ id, input }: { id: number; input: TAdminRoomUpdate }) => updateRoom(brand, id, input),
    [roomsKeys.list(brand), roomsKeys.seatsAll(), roomsKeys.handsAll()],
  );
