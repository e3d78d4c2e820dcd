import { HOUSE_TABLES_API, ZTableSocketMessage, type TTableEvent } from '@openlobby/contracts';
import { backoffDelay } from './clock.ts';

/** The close code the server sends for a session it no longer knows: the game must be launched again. */
export const SESSION_CLOSED_CODE = 4401;

export type TSocketHandlers = {
  /** Joined the table (again): events from now on arrive, so re-read the state now. */
  onReady: (reconnected: boolean) => void;
  onEvent: (event: TTableEvent) => void;
  /** The connection dropped; a reconnect is scheduled. */
  onDown: () => void;
  onSessionEnded: () => void;
};

/** The socket address of a table on this page's origin. */
export function socketUrl(origin: string, tableId: number, token: string): string {
  const url = new URL(HOUSE_TABLES_API.socket.replace(':tableId', String(tableId)), origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('token', token);
  return url.toString();
}

/**
 * A table's live socket that stays up: on a drop it reconnects with backoff and says so, and each
 * join answers `ready` (the page then re-reads the table, so nothing missed in between is lost).
 */
export function connectTable(tableId: number, token: string, handlers: TSocketHandlers) {
  let socket: WebSocket | null = null;
  let attempt = 0;
  let joinedOnce = false;
  let closed = false;
  let timer = 0;

  function open() {
    if (closed) return;
    const ws = new WebSocket(socketUrl(location.origin, tableId, token));
    socket = ws;
    ws.addEventListener('message', (message) => {
      let data: unknown;
      try {
        data = JSON.parse(String(message.data));
      } catch {
        return;
      }
      const parsed = ZTableSocketMessage.safeParse(data);
      if (!parsed.success) return;
      if (parsed.data.type === 'ready') {
        attempt = 0;
        handlers.onReady(joinedOnce);
        joinedOnce = true;
      } else handlers.onEvent(parsed.data);
    });
    ws.addEventListener('close', (event) => {
      if (socket !== ws || closed) return;
      socket = null;
      if (event.code === SESSION_CLOSED_CODE) {
        closed = true;
        handlers.onSessionEnded();
        return;
      }
      handlers.onDown();
      timer = window.setTimeout(open, backoffDelay(attempt++));
    });
  }

  open();
  return {
    close() {
      closed = true;
      window.clearTimeout(timer);
      socket?.close(1000);
      socket = null;
    },
  };
}
