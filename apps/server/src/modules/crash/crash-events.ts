import type { TCrashEvent } from '@openlobby/contracts';
import { createEventChannel, type TRedisPair } from '../../lib/money-events.ts';

/**
 * A crash game's news, published once by the process that wrote it (the leader for rounds and
 * auto cash-outs, any process for a bet or a cash-out) and heard by every process, which pushes it
 * to its sockets of that game. `forSession` marks what only one game session's sockets receive.
 */
export type TCrashBusEvent = { gameId: number; event: TCrashEvent; forSession?: number };

export const createCrashEvents = (redis?: TRedisPair) =>
  createEventChannel<TCrashBusEvent>('openlobby:crash', redis);
export type CrashEvents = ReturnType<typeof createCrashEvents>;
