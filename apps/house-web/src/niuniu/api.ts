import { HOUSE_NIUNIU_API, ZNiuniuRoomView } from '@openlobby/contracts';
import { createApiCall, type TClientOptions } from '../shared/api.ts';
import { roomCalls, roomPath } from '../shared/rooms-api.ts';

/**
 * The card rooms' calls as the Niu-Niu page makes them, each answer checked against the contract:
 * a Niu-Niu room answers `room`, `sit`, `leave`, `back` and `stake` with its own view.
 */
export function createNiuniuClient(options: TClientOptions) {
  const call = createApiCall(options);
  return {
    ...roomCalls(call, ZNiuniuRoomView),
    stake: (roomId: number, handId: string, multiple: number) =>
      call('POST', roomPath(HOUSE_NIUNIU_API.stake, roomId), ZNiuniuRoomView, { handId, multiple }),
  };
}
export type TNiuniuClient = ReturnType<typeof createNiuniuClient>;
