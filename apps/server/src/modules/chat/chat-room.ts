import type { TChatServerMessage } from '@openlobby/contracts';
import type { ChatEvents, TChatEvent } from './chat-events.ts';

/** What the room needs of a socket (the ws library's WebSocket has it). */
export type TRoomSocket = {
  send: (data: string) => void;
  close: (code?: number, reason?: string) => void;
  readonly bufferedAmount: number;
  readonly readyState: number;
  readonly OPEN: number;
};

/** A reader that has not taken this much of what was pushed to it is dropped, not queued for ever. */
const MAX_BUFFERED_BYTES = 1 << 20;

/**
 * The room's sockets this process holds, by brand. Every published event is serialised once and
 * written to each socket of its brand, the speaker's included (its `sent` ack came separately).
 */
export function createChatRooms(events: ChatEvents) {
  const rooms = new Map<number, Set<TRoomSocket>>();

  const deliver = (e: TChatEvent) => {
    const room = rooms.get(e.brandId);
    if (!room) return;
    const pushed: TChatServerMessage =
      e.kind === 'message' ? { type: 'message', message: e.message } : { type: 'deleted', id: e.id };
    const data = JSON.stringify(pushed);
    for (const socket of room) {
      if (socket.readyState !== socket.OPEN) continue;
      if (socket.bufferedAmount > MAX_BUFFERED_BYTES) socket.close(1013, 'too slow');
      else socket.send(data);
    }
  };
  const unsubscribe = events.subscribe(deliver);

  return {
    /** Adds a socket to its brand's room; answers the function that takes it out. */
    join(brandId: number, socket: TRoomSocket) {
      const room = rooms.get(brandId) ?? new Set<TRoomSocket>();
      rooms.set(brandId, room);
      room.add(socket);
      return () => {
        room.delete(socket);
        if (room.size === 0 && rooms.get(brandId) === room) rooms.delete(brandId);
      };
    },
    size: (brandId: number) => rooms.get(brandId)?.size ?? 0,
    close: unsubscribe,
  };
}

export type ChatRooms = ReturnType<typeof createChatRooms>;
