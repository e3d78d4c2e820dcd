import type { TChatMessage } from '@openlobby/contracts';
import { createEventChannel, type TRedisPair } from '../../lib/money-events.ts';

/** What the room's sockets push, published once by the process that wrote it, heard by all. */
export type TChatEvent =
  | { kind: 'message'; brandId: number; message: TChatMessage }
  | { kind: 'deleted'; brandId: number; id: number };

export const createChatEvents = (redis?: TRedisPair) =>
  createEventChannel<TChatEvent>('openlobby:chat', redis);
export type ChatEvents = ReturnType<typeof createChatEvents>;
