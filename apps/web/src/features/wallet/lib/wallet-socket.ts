import { WALLET_API, type TBalance } from '@openlobby/contracts';
import { reconnectDelay } from '../../../lib/reconnect-delay.ts';

// The wait is shared with the chat room's socket (lib/reconnect-delay.ts).
export { RECONNECT_MAX_MS, RECONNECT_MIN_MS, reconnectDelay } from '../../../lib/reconnect-delay.ts';

/**
 * Closes after which trying again cannot help: 4401 (the session is gone), 4400 (the server
 * refused the hello) and 4403 (a trial account, which has no balance). The next API call meets the
 * same session and reports it.
 */
export const FINAL_CLOSE_CODES: ReadonlySet<number> = new Set([4400, 4401, 4403]);
/** Our own close when the member logs out or the page unmounts. */
const NORMAL_CLOSURE = 1000;
/** WebSocket.CONNECTING: the handshake has not finished. */
const CONNECTING = 0;

/** The wallet socket's address on the site's own host: ws:// beside http, wss:// beside https. */
export const walletSocketUrl = (location: Pick<Location, 'protocol' | 'host'>): string =>
  `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${WALLET_API.events}`;

type TSocketClass = new (url: string) => WebSocket;

export type TWalletSocketOptions = {
  url: string;
  token: string;
  /** Every balance the server pushes (at once after the hello, then after each money change). */
  onBalance: (balance: TBalance) => void;
  /** Every unread message count the server pushes (at once after the hello, then after each inbox change). */
  onUnread?: (count: number) => void;
  /** The WebSocket class; the browser's unless a test passes a fake. */
  socketClass?: TSocketClass;
};

const BALANCE_NUMBERS = ['sumBalance', 'mainBalance', 'heldBalance', 'decimals'] as const;

/**
 * The balance of a `{ type: 'balance', value }` push (ZWalletSocketMessage), or null for anything
 * else. Checked by hand: zod would be a fifth of the first screen's JavaScript.
 */
export const balanceOfMessage = (data: unknown): TBalance | null => {
  if (typeof data !== 'string') return null;
  let message: unknown;
  try {
    message = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof message !== 'object' || message === null) return null;
  const { type, value } = message as { type?: unknown; value?: unknown };
  if (type !== 'balance' || typeof value !== 'object' || value === null) return null;
  const balance = value as Record<string, unknown>;
  const fits =
    BALANCE_NUMBERS.every((key) => typeof balance[key] === 'number') &&
    typeof balance.isSingle === 'boolean' &&
    typeof balance.currency === 'string';
  return fits ? (value as TBalance) : null;
};

/** The count of an `{ type: 'unread', count }` push (ZWalletSocketMessage), or null for anything else. */
export const unreadOfMessage = (data: unknown): number | null => {
  if (typeof data !== 'string') return null;
  try {
    const { type, count } = JSON.parse(data) as { type?: unknown; count?: unknown };
    return type === 'unread' && typeof count === 'number' && Number.isInteger(count) && count >= 0
      ? count
      : null;
  } catch {
    return null;
  }
};

/**
 * Keeps the wallet socket open for one session: says the token first (browsers cannot set headers
 * on a socket), hands every valid balance message to onBalance, and after an unexpected close
 * tries again with a doubling wait, except after a final close (FINAL_CLOSE_CODES). Returns the
 * stop function, after which nothing reconnects or calls back.
 */
export const connectWalletSocket = ({
  url,
  token,
  onBalance,
  onUnread,
  socketClass = WebSocket,
}: TWalletSocketOptions): (() => void) => {
  let stopped = false;
  let socket: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;

  const open = () => {
    timer = undefined;
    const ws = new socketClass(url);
    socket = ws;
    ws.onopen = () => ws.send(JSON.stringify({ token }));
    ws.onmessage = (event: MessageEvent) => {
      const unread = unreadOfMessage(event.data);
      if (unread !== null) {
        onUnread?.(unread);
        return;
      }
      const balance = balanceOfMessage(event.data);
      if (!balance) return;
      // A balance means the session was accepted: the next drop starts again from the shortest wait.
      attempt = 0;
      onBalance(balance);
    };
    ws.onclose = (event: CloseEvent) => {
      if (socket !== ws) return;
      socket = null;
      if (stopped || FINAL_CLOSE_CODES.has(event.code)) return;
      timer = setTimeout(open, reconnectDelay(attempt));
      attempt += 1;
    };
  };

  open();
  return () => {
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
  };
};
