import { HOUSE_ROOMS_API, ZPokerRoomView, type THoldemActionName } from '@openlobby/contracts';
import { createApiCall, type TClientOptions } from '../shared/api.ts';
import { roomCalls, roomPath } from '../shared/rooms-api.ts';

/** The card rooms' calls as the Hold'em page makes them, each answer checked against the contract. */
export function createRoomsClient(options: TClientOptions) {
  const call = createApiCall(options);
  return {
    ...roomCalls(call, ZPokerRoomView),
    act: (roomId: number, handId: string, action: THoldemActionName, to?: number) =>
      call('POST', roomPath(HOUSE_ROOMS_API.act, roomId), ZPokerRoomView, {
        handId,
        action,
        ...(to !== undefined && { to }),
      }),
  };
}
export type TRoomsClient = ReturnType<typeof createRoomsClient>;
