import { backoffDelay } from '../tables/clock.ts';

/** The close code the server sends for a session it no longer knows: the game must be launched again. */
export const SESSION_CLOSED_CODE = 4401;

export type TLiveSocketHandlers<T> = {
  /** Joined (again): events from now on arrive, so re-read the state now. */
  onReady: (reconnected: boolean) => void;
  onEvent: (event: T) => void;
  /** The connection dropped; a reconnect is scheduled. */
  onDown: () => void;
  onSessionEnded: () => void;
};

/** A game socket's address on this page's origin, the launch token in its query. */
export function liveSocketUrl(origin: string, path: string, token: string): string {
  const url = new URL(path, origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('token', token);
  return url.toString();
}

/**
 * A game socket that stays up: on a drop it reconnects with backoff and says so, and each join
 * answers `ready` (the page then re-reads its state, so nothing missed in between is lost).
 * `parse` answers an event, or null for a frame that is not one.
 */
export function connectLive<T>(
  url: string,
  parse: (data: unknown) => T | null,
  handlers: TLiveSocketHandlers<T>,
) {
  let socket: WebSocket | null = null;
  let attempt = 0;
  let joinedOnce = false;
  let closed = false;
  let timer = 0;

  function open() {
    if (closed) return;
    const ws = new WebSocket(url);
    socket = ws;
    ws.addEventListener('message', (message) => {
      let data: unknown;
      try {
        data = JSON.parse(String(message.data));
      } catch {
        return;
      }
      if ((data as { type?: unknown } | null)?.type === 'ready') {
        attempt = 0;
        handlers.onReady(joinedOnce);
        joinedOnce = true;
        return;
      }
      const event = parse(data);
      if (event !== null) handlers.onEvent(event);
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
