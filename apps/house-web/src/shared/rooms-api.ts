import { HOUSE_ROOMS_API, ZPokerRooms } from '@openlobby/contracts';
import type { createApiCall, TSchema } from './api.ts';

/** A card-room call's path for one room. */
export const roomPath = (path: string, roomId: number) => path.replace(':roomId', String(roomId));

/**
 * The card rooms' calls every game's page makes — the lobby's rooms, a room's view, sitting down,
 * standing up, sitting back in — each answer checked against the page's own view of a room.
 */
export function roomCalls<TView>(call: ReturnType<typeof createApiCall>, view: TSchema<TView>) {
  return {
    rooms: () => call('GET', HOUSE_ROOMS_API.rooms, ZPokerRooms),
    room: (roomId: number) => call('GET', roomPath(HOUSE_ROOMS_API.room, roomId), view),
    sit: (roomId: number, seatNo: number, buyIn: number, requestId: string = crypto.randomUUID()) =>
      call('POST', roomPath(HOUSE_ROOMS_API.sit, roomId), view, { seatNo, buyIn, requestId }),
    leave: (roomId: number) => call('POST', roomPath(HOUSE_ROOMS_API.leave, roomId), view, {}),
    back: (roomId: number) => call('POST', roomPath(HOUSE_ROOMS_API.back, roomId), view, {}),
  };
}
