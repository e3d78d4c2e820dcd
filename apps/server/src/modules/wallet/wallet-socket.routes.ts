import type { FastifyPluginAsync } from 'fastify';
import { WALLET_API, ZWalletSocketHello, type TWalletSocketMessage } from '@openlobby/contracts';
import type { InboxEvents, MoneyEvents } from '../../lib/money-events.ts';
import type { SessionEvents } from '../../lib/session-events.ts';
import { isTrial, type SessionService } from '../identity/session.service.ts';
import type { TransferService } from './transfer.service.ts';

/** How long a new socket may take to say who it is. */
const HELLO_TIMEOUT_MS = 10_000;
/** Pings keep proxies from closing an idle socket and find dead peers. */
const PING_MS = 30_000;
/** How often an open socket re-checks its login session (expiry, and revocations it missed). */
const SESSION_CHECK_MS = 60_000;

/**
 * The wallet's WebSocket: after the client names its session (first message, since browsers cannot
 * set headers on a WebSocket), the member's balance is pushed at once and after every change of
 * their money, from any server process (money events fan out through Redis). It lives only as long
 * as its login session: a revocation (logout, new password, lock) closes it at once (4401), and the
 * session is checked again before every push and every `sessionCheckMs` (expiry, missed events).
 * With `inbox`, the member's unread message count is pushed the same way: at once, then after every
 * change of their inbox (a message, a read, a delete, a broadcast to their brand). Registered in
 * sockets.ts's context, where @fastify/websocket is.
 */
export const walletSocketRoutes: FastifyPluginAsync<{
  sessions: SessionService;
  transfers: TransferService;
  events: MoneyEvents;
  revocations: SessionEvents;
  inbox?: { events: InboxEvents; unreadCount: (brandId: number, memberId: number) => Promise<number> };
  sessionCheckMs?: number;
}> = async (app, o) => {
  app.get(WALLET_API.events, { websocket: true, schema: { hide: true } }, (socket, req) => {
    const send = (m: TWalletSocketMessage) => socket.send(JSON.stringify(m));
    const brand = req.brand;
    const unsubscribe: (() => void)[] = [];
    let check: NodeJS.Timeout | undefined;
    const hello = setTimeout(() => socket.close(4408, 'hello timeout'), HELLO_TIMEOUT_MS);
    const ping = setInterval(() => socket.ping(), PING_MS);
    socket.on('close', () => {
      clearTimeout(hello);
      clearInterval(ping);
      clearInterval(check);
      for (const off of unsubscribe) off();
    });
    const loggedOut = () => {
      if (socket.readyState !== socket.OPEN) return;
      send({ type: 'error', errorCode: 'NOT_LOGGED_IN' });
      socket.close(4401, 'not logged in');
    };
    socket.once('message', async (raw: Buffer) => {
      clearTimeout(hello);
      let token: string;
      try {
        token = ZWalletSocketHello.parse(JSON.parse(raw.toString())).token;
      } catch {
        send({ type: 'error', errorCode: 'VALIDATION_FAILED' });
        return socket.close(4400, 'bad hello');
      }
      const session = await o.sessions.resolve(brand, token);
      if (!session) {
        send({ type: 'error', errorCode: 'NOT_LOGGED_IN' });
        return socket.close(4401, 'not logged in');
      }
      // A trial account has no money to see (spec §6), like the balance call.
      if (isTrial(session.member)) {
        send({ type: 'error', errorCode: 'REAL_ACCOUNT_REQUIRED' });
        return socket.close(4403, 'real account required');
      }
      const memberId = session.member.id;
      /** Whether the login session is still live; closes the socket when it is not. */
      const live = async () => {
        if (await o.sessions.resolve(brand, token)) return true;
        loggedOut();
        return false;
      };
      const push = async (recheck = true) => {
        if (socket.readyState !== socket.OPEN || (recheck && !(await live()))) return;
        const value = await o.transfers.getBalance(brand, memberId);
        if (socket.readyState === socket.OPEN) send({ type: 'balance', value });
      };
      const pushUnread = async (recheck = true) => {
        if (!o.inbox || socket.readyState !== socket.OPEN || (recheck && !(await live()))) return;
        const count = await o.inbox.unreadCount(brand.id, memberId);
        if (socket.readyState === socket.OPEN) send({ type: 'unread', count });
      };
      if (socket.readyState !== socket.OPEN) return;
      unsubscribe.push(
        o.revocations.subscribe((e) => {
          if (e.memberId === memberId && (e.sessionId === undefined || e.sessionId === session.id))
            loggedOut();
        }),
        o.events.subscribe((e) => {
          if (e.brandId === brand.id && e.memberId === memberId) void push().catch(() => socket.close(1011));
        }),
      );
      if (o.inbox)
        unsubscribe.push(
          o.inbox.events.subscribe((e) => {
            if (e.brandId === brand.id && (e.memberId === null || e.memberId === memberId))
              void pushUnread().catch(() => socket.close(1011));
          }),
        );
      check = setInterval(
        () => void live().catch(() => socket.close(1011)),
        o.sessionCheckMs ?? SESSION_CHECK_MS,
      );
      await push(false);
      await pushUnread(false);
    });
  });
};
