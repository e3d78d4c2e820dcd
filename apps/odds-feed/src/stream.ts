import type { TFeedMessage } from '@openlobby/contracts';
import type { Faults } from './faults.ts';

/** What the hub needs of a WebSocket: @fastify/websocket's socket fits. */
export type TStreamSocket = {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  readonly readyState: number;
  readonly OPEN: number;
};

/** The close code a 'disconnect' fault uses; a consumer reconnects with ?after=<its last seq>. */
export const FAULT_DISCONNECT_CODE = 4000;

/**
 * Pushes every message to every open stream, through the fault injection: 'drop' leaves a
 * message out, 'duplicate' sends it twice, 'reorder' holds it back until after the next one,
 * 'delay' stalls the stream for delayMs (that message and all behind it queue, then flush in
 * order), 'disconnect' closes every stream before the message goes out.
 */
export function createStreamHub(faults: Faults) {
  const sockets = new Set<TStreamSocket>();
  let held: string | null = null;
  let stalled: string[] | null = null;
  let stallTimer: NodeJS.Timeout | null = null;

  const sendAll = (frame: string) => {
    if (stalled) {
      stalled.push(frame);
      return;
    }
    for (const socket of sockets) if (socket.readyState === socket.OPEN) socket.send(frame);
  };

  const flushStall = () => {
    const queued = stalled ?? [];
    stalled = null;
    stallTimer = null;
    for (const frame of queued) sendAll(frame);
  };

  return {
    /** Adds a socket after replaying the journal's messages after `after` to it (unfaulted). */
    attach(socket: TStreamSocket, replay: TFeedMessage[]): () => void {
      for (const message of replay) socket.send(JSON.stringify(message));
      sockets.add(socket);
      return () => sockets.delete(socket);
    },
    get size() {
      return sockets.size;
    },
    push(message: TFeedMessage): void {
      const frame = JSON.stringify(message);
      const fault = faults.take();
      switch (fault.mode) {
        case 'drop':
          return;
        case 'duplicate':
          sendAll(frame);
          sendAll(frame);
          return;
        case 'reorder':
          // Swapped with the message after it.
          if (held) {
            sendAll(frame);
            sendAll(held);
            held = null;
          } else held = frame;
          return;
        case 'delay':
          stalled ??= [];
          stalled.push(frame);
          stallTimer ??= setTimeout(flushStall, fault.delayMs);
          return;
        case 'disconnect':
          for (const socket of [...sockets]) socket.close(FAULT_DISCONNECT_CODE, 'fault: disconnect');
          sockets.clear();
          return;
        default: {
          sendAll(frame);
          if (held) {
            sendAll(held);
            held = null;
          }
        }
      }
    },
    close(): void {
      if (stallTimer) clearTimeout(stallTimer);
      stalled = null;
      for (const socket of sockets) socket.close(1001, 'feed closing');
      sockets.clear();
    },
  };
}
export type StreamHub = ReturnType<typeof createStreamHub>;
