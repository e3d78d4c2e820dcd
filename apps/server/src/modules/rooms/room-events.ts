import type { TPokerRoomEvent } from '@openlobby/contracts';
import { createEventChannel, type TRedisPair } from '../../lib/money-events.ts';

/**
 * A card room's news, published once by the process that changed the room (the leader for deals
 * and clocks, any process for a player's move) and heard by every process, which pushes it to its
 * sockets in that room. It says only what changed and the room's version: each page then reads its
 * own view, so no hole card ever travels on the shared channel.
 */
export const createRoomEvents = (redis?: TRedisPair) =>
  createEventChannel<TPokerRoomEvent>('openlobby:rooms', redis);
export type RoomEvents = ReturnType<typeof createRoomEvents>;
