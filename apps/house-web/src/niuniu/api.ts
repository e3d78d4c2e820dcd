import { HOUSE_NIUNIU_API, HOUSE_ROOMS_API, ZNiuniuRoomView, ZPokerRooms } from '@openlobby/contracts';
import { createApiCall, type TClientOptions } from '../shared/api.ts';

const at = (path: string, roomId: number) => path.replace(':roomId', String(roomId));

/**
 * The card rooms' calls as the Niu-Niu page makes them, each answer checked against the contract:
 * a Niu-Niu room answers `room`, `sit`, `leave`, `back` and `stake` with its own view.
 */
export function createNiuniuClient(options: TClientOptions) {
  const call = createApiCall(options);
  return {
    rooms: () => call('GET', HOUSE_ROOMS_API.rooms, ZPokerRooms),
    room: (roomId: number) => call('GET', at(HOUSE_ROOMS_API.room, roomId), ZNiuniuRoomView),
    sit: (roomId: number, seatNo: number, buyIn: number, requestId: string = crypto.randomUUID()) =>
      call('POST', at(HOUSE_ROOMS_API.sit, roomId), ZNiuniuRoomView, { seatNo, buyIn, requestId }),
    stake: (roomId: number, handId: string, multiple: number) =>
      call('POST', at(HOUSE_NIUNIU_API.stake, roomId), ZNiuniuRoomView, { handId, multiple }),
    leave: (roomId: number) => call('POST', at(HOUSE_ROOMS_API.leave, roomId), ZNiuniuRoomView, {}),
    back: (roomId: number) => call('POST', at(HOUSE_ROOMS_API.back, roomId), ZNiuniuRoomView, {}),
  };
}
export type TNiuniuClient = ReturnType<typeof createNiuniuClient>;
