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

/** Pings keep proxies from closing an idle socket and find dead peers. */
const PING_MS = 30_000;

/** What a game socket needs of @fastify/websocket's socket. */
type TGameSocket = {
  readonly readyState: number;
  readonly OPEN: number;
  ping(): void;
  send(data: string | Buffer, options?: { binary: boolean }): void;
  close(code?: number, reason?: string): void;
  on(event: 'close', listener: () => void): unknown;
};

/**
 * A game socket's life (the live tables', crash's and the card rooms' share it): pinged while
 * open; `join` answers the room it may listen to and its game session (from the launch token in
 * the query: a browser's WebSocket sends no headers), null for a request that does not parse
 * (closed 4400), or throws for a session or room it may not have (closed 4401: launch again).
 * Joined only once that checks out, then told `ready`; until then nothing is sent. The socket
 * only listens: moves go through the POST calls, so they have the same checks and answers.
 */
export function serveGameSocket(
  socket: TGameSocket,
  rooms: { join: (room: number, seat: TRoomSeat) => () => void },
  join: () => Promise<{ room: number; sessionId: number }> | null,
) {
  let leave: (() => void) | undefined;
  const ping = setInterval(() => socket.ping(), PING_MS);
  socket.on('close', () => {
    clearInterval(ping);
    leave?.();
  });
  const joining = join();
  if (!joining) return socket.close(4400, 'bad request');
  joining
    .then(({ room, sessionId }) => {
      if (socket.readyState !== socket.OPEN) return;
      leave = rooms.join(room, {
        sessionId,
        send: (frame) => socket.readyState === socket.OPEN && socket.send(frame, { binary: false }),
      });
      socket.send(JSON.stringify({ type: 'ready' }));
    })
    .catch(() => socket.close(4401, 'launch the game again'));
}
