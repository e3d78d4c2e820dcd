import { describe, expect, it } from 'vitest';
import { createChatEvents } from './chat-events.ts';
import { createChatRooms, type TRoomSocket } from './chat-room.ts';

const fakeSocket = (bufferedAmount = 0) => {
  const sent: string[] = [];
  const socket: TRoomSocket & { sent: string[]; closedWith?: number } = {
    sent,
    OPEN: 1,
    readyState: 1,
    bufferedAmount,
    send: (data) => void sent.push(data),
    close(code) {
      this.closedWith = code;
    },
  };
  return socket;
};
const message = (id: number) => ({ id, name: 'pl***1', text: `hello ${id}`, at: new Date(0).toISOString() });

describe('chat rooms', () => {
  it("pushes a brand's messages and deletions to that brand's sockets only", () => {
    const events = createChatEvents();
    const rooms = createChatRooms(events);
    const [a1, a2, b1] = [fakeSocket(), fakeSocket(), fakeSocket()];
    rooms.join(1, a1);
    rooms.join(1, a2);
    rooms.join(2, b1);
    events.publish({ kind: 'message', brandId: 1, message: message(7) });
    events.publish({ kind: 'deleted', brandId: 1, id: 7 });
    const expected = [JSON.stringify({ type: 'message', message: message(7) }), '{"type":"deleted","id":7}'];
    expect(a1.sent).toEqual(expected);
    expect(a2.sent).toEqual(expected);
    expect(b1.sent).toEqual([]);
    rooms.close();
  });

  it('stops pushing to a socket that left, and forgets an empty room', () => {
    const events = createChatEvents();
    const rooms = createChatRooms(events);
    const socket = fakeSocket();
    const leave = rooms.join(1, socket);
    leave();
    events.publish({ kind: 'message', brandId: 1, message: message(1) });
    expect(socket.sent).toEqual([]);
    expect(rooms.size(1)).toBe(0);
    rooms.close();
  });

  it('drops a reader that is a megabyte behind instead of queueing for it', () => {
    const events = createChatEvents();
    const rooms = createChatRooms(events);
    const slow = fakeSocket(2 << 20);
    rooms.join(1, slow);
    events.publish({ kind: 'message', brandId: 1, message: message(1) });
    expect(slow.sent).toEqual([]);
    expect(slow.closedWith).toBe(1013);
    rooms.close();
  });
});
