import { CHAT_API, type TChatServerMessage } from '@openlobby/contracts';
import { reconnectDelay } from '../../../lib/reconnect-delay.ts';

/** Our own close when the token changes or the room unmounts. */
const NORMAL_CLOSURE = 1000;
/** WebSocket.CONNECTING and OPEN. */
const CONNECTING = 0;
const OPEN = 1;

/** The room's socket on the site's own host: ws:// beside http, wss:// beside https. */
export const chatSocketUrl = (location: Pick<Location, 'protocol' | 'host'>): string =>
  `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${CHAT_API.socket}`;

type TSocketClass = new (url: string) => WebSocket;

export type TChatSocketOptions = {
  url: string;
  /** The member's token to speak; null watches. */
  token: string | null;
  /** Every valid push of the server. */
  onMessage: (m: TChatServerMessage) => void;
  /** The socket dropped (it tries again by itself): what was unacknowledged will not be. */
  onDrop: () => void;
  socketClass?: TSocketClass;
};

export type TChatConnection = {
  /** Sends a `say`; false when the socket is not open (the caller shows it as not sent). */
  say: (text: string, clientId: string) => boolean;
  stop: () => void;
};

/** The pushes the room knows (ZChatServerMessage's types). */
const SERVER_TYPES: ReadonlySet<string> = new Set(['ready', 'message', 'sent', 'deleted', 'error']);

/**
 * A push of our own server, by its type; anything else is dropped. Not parsed with the zod schema:
 * zod would ride into the chunk every visitor's page loads after the first paint, for a check the
 * server's own schema already makes on the way out.
 */
const parse = (data: unknown): TChatServerMessage | null => {
  if (typeof data !== 'string') return null;
  try {
    const m = JSON.parse(data) as { type?: unknown };
    return typeof m.type === 'string' && SERVER_TYPES.has(m.type) ? (m as TChatServerMessage) : null;
  } catch {
    return null;
  }
};

/**
 * Keeps the room's socket open: says `hello` (with the token when there is one) on each open, hands
 * every valid push to onMessage, and after any close it did not ask for tries again with a doubling
 * wait (a `ready` resets it). A new token means a new connection: the caller stops this one.
 */
export const connectChatSocket = ({
  url,
  token,
  onMessage,
  onDrop,
  socketClass = WebSocket,
}: TChatSocketOptions): TChatConnection => {
  let stopped = false;
  let socket: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;

  const open = () => {
    timer = undefined;
    const ws = new socketClass(url);
    socket = ws;
    ws.onopen = () => ws.send(JSON.stringify(token ? { type: 'hello', token } : { type: 'hello' }));
    ws.onmessage = (event: MessageEvent) => {
      const m = parse(event.data);
      if (!m) return;
      if (m.type === 'ready') attempt = 0;
      onMessage(m);
    };
    ws.onclose = () => {
      if (socket !== ws) return;
      socket = null;
      if (stopped) return;
      onDrop();
      timer = setTimeout(open, reconnectDelay(attempt));
      attempt += 1;
    };
  };

  open();
  return {
    say: (text, clientId) => {
      if (socket?.readyState !== OPEN) return false;
      socket.send(JSON.stringify({ type: 'say', text, clientId }));
      return true;
    },
    stop: () => {
      stopped = true;
      clearTimeout(timer);
      const ws = socket;
      socket = null;
      if (!ws) return;
      ws.onmessage = null;
      ws.onclose = null;
      // Closing before the handshake ends makes browsers log an error: close once it has opened.
      if (ws.readyState === CONNECTING) ws.onopen = () => ws.close(NORMAL_CLOSURE);
      else ws.close(NORMAL_CLOSURE);
    },
  };
};
