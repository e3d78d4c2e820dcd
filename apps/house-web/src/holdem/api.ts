import { HOUSE_ROOMS_API, ZPokerRoomView, ZPokerRooms, type THoldemActionName } from '@openlobby/contracts';
import { createApiCall, type TClientOptions } from '../shared/api.ts';

const at = (path: string, roomId: number) => path.replace(':roomId', String(roomId));

/** The card rooms' calls as the Hold'em page makes them, each answer checked against the contract. */
export function createRoomsClient(options: TClientOptions) {
  const call = createApiCall(options);
  return {
    rooms: () => call('GET', HOUSE_ROOMS_API.rooms, ZPokerRooms),
    room: (roomId: number) => call('GET', at(HOUSE_ROOMS_API.room, roomId), ZPokerRoomView),
    sit: (roomId: number, seatNo: number, buyIn: number, requestId: string = crypto.randomUUID()) =>
      call('POST', at(HOUSE_ROOMS_API.sit, roomId), ZPokerRoomView, { seatNo, buyIn, requestId }),
    act: (roomId: number, handId: string, action: THoldemActionName, to?: number) =>
      call('POST', at(HOUSE_ROOMS_API.act, roomId), ZPokerRoomView, {
        handId,
        action,
        ...(to !== undefined && { to }),
      }),
    leave: (roomId: number) => call('POST', at(HOUSE_ROOMS_API.leave, roomId), ZPokerRoomView, {}),
    back: (roomId: number) => call('POST', at(HOUSE_ROOMS_API.back, roomId), ZPokerRoomView, {}),
  };
}
export type TRoomsClient = ReturnType<typeof createRoomsClient>;
