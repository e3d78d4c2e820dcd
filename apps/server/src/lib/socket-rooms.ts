/** A socket in a room: the game session it was opened with and how a frame reaches it. */
export type TRoomSeat = { sessionId: number; send: (frame: Buffer) => void };

/**
 * This process's game sockets by room (a live table, a crash game), behind one subscription to a
 * channel of events: an event is serialised and encoded once and written to each socket in its room
 * (one meant for a single game session only to that session's sockets).
 */
export function createSocketRooms<TBus>(
  events: { subscribe: (listener: (event: TBus) => void) => unknown },
  route: (bus: TBus) => { room: number; event: unknown; forSession?: number | undefined },
) {
  const rooms = new Map<number, Set<TRoomSeat>>();
  events.subscribe((bus: TBus) => {
    const { room, event, forSession } = route(bus);
    const seats = rooms.get(room);
    if (!seats) return;
    // Encoded once for the whole room: each socket is handed the same bytes.
    const frame = Buffer.from(JSON.stringify(event));
    for (const seat of seats) if (forSession === undefined || forSession === seat.sessionId) seat.send(frame);
  });
  return {
    join(room: number, seat: TRoomSeat) {
      let seats = rooms.get(room);
      if (!seats) rooms.set(room, (seats = new Set()));
      seats.add(seat);
      return () => {
        seats.delete(seat);
        if (seats.size === 0) rooms.delete(room);
      };
    },
  };
}
