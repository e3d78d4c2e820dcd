import type { TTableEvent } from '@openlobby/contracts';
import { createEventChannel, type TRedisPair } from '../../lib/money-events.ts';

/**
 * A table's news, published once by the process that wrote it (the leader for rounds, any
 * process for a placement) and heard by every process, which pushes it to its sockets at that
 * table. `forSession` marks what only one game session's sockets receive (its settlement).
 */
export type TTableBusEvent = { event: TTableEvent; forSession?: number };

export const createTableEvents = (redis?: TRedisPair) =>
  createEventChannel<TTableBusEvent>('openlobby:tables', redis);
export type TableEvents = ReturnType<typeof createTableEvents>;
