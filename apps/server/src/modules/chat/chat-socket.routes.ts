import type { FastifyPluginAsync } from 'fastify';
import {
  CHAT_API,
  ZChatClientMessage,
  type TChatClientMessage,
  type TChatServerMessage,
} from '@openlobby/contracts';
import { AppError } from '../../lib/app-error.ts';
import { isTrial, type SessionService } from '../identity/session.service.ts';
import type { ChatRooms } from './chat-room.ts';
import type { ChatService, TChatSpeaker } from './chat.service.ts';

/** How long a new socket may take to say `hello`. */
const HELLO_TIMEOUT_MS = 10_000;
/** Pings keep proxies from closing an idle socket and find dead peers. */
const PING_MS = 30_000;

const parse = (raw: Buffer): TChatClientMessage | null => {
  try {
    return ZChatClientMessage.parse(JSON.parse(raw.toString()));
  } catch {
    return null;
  }
};

/**
 * The chat room's WebSocket. `hello` first: without a token the socket watches, with a real
 * member's token it may also `say`. It gets the newest messages at once, then every message and
 * deletion of its brand's room from any server process. A `say` is answered `sent` (or `error`)
 * with the client's id; the message itself arrives like everyone's. Must be registered where
 * @fastify/websocket is (app.ts's sockets context).
 */
export const chatSocketRoutes: FastifyPluginAsync<{
  chat: ChatService;
  rooms: ChatRooms;
  sessions: SessionService;
}> = async (app, o) => {
  app.get(CHAT_API.socket, { websocket: true, schema: { hide: true } }, (socket, req) => {
    const brand = req.brand;
    const send = (m: TChatServerMessage) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(m));
    };
    let leave: (() => void) | undefined;
    let speaker: TChatSpeaker | null = null;
    let token: string | undefined;
    const hello = setTimeout(() => socket.close(4408, 'hello timeout'), HELLO_TIMEOUT_MS);
    const ping = setInterval(() => socket.ping(), PING_MS);
    socket.on('close', () => {
      clearTimeout(hello);
      clearInterval(ping);
      leave?.();
    });

    /** Speaks for the socket's member, if their login session is still live. */
    const say = async (text: string, clientId: string | undefined) => {
      if (!speaker || !token) throw new AppError('NOT_LOGGED_IN', 'log in to speak');
      if (!(await o.sessions.resolve(brand, token))) {
        speaker = null;
        throw new AppError('NOT_LOGGED_IN', 'the login session has ended');
      }
      const message = await o.chat.say(brand.id, speaker, text);
      send({ type: 'sent', id: message.id, clientId });
    };

    socket.on('message', (raw: Buffer) => {
      const m = parse(raw);
      if (!m) return send({ type: 'error', errorCode: 'VALIDATION_FAILED' });
      if (m.type === 'hello') {
        if (leave) return send({ type: 'error', errorCode: 'VALIDATION_FAILED' });
        clearTimeout(hello);
        // Joined before the look-ups, so nothing said meanwhile is missed (the client drops
        // a message it already has from `ready` by its id).
        leave = o.rooms.join(brand.id, socket);
        void greet(m.token).catch(() => socket.close(1011));
        return;
      }
      if (!leave) return send({ type: 'error', errorCode: 'VALIDATION_FAILED', clientId: m.clientId });
      say(m.text, m.clientId).catch((e: unknown) =>
        send({
          type: 'error',
          errorCode: e instanceof AppError ? e.code : 'SYSTEM_ERROR',
          clientId: m.clientId,
        }),
      );
    });

    const greet = async (given: string | undefined) => {
      const session = given ? await o.sessions.resolve(brand, given) : null;
      // Trial accounts watch (spec §6: a trial account has no member features); so does a stale token.
      if (session && !isTrial(session.member)) {
        speaker = session.member;
        token = given;
      }
      const { messages, mutedUntil } = await o.chat.join(brand.id, speaker?.id ?? null);
      send({ type: 'ready', canSpeak: speaker !== null, mutedUntil, messages });
    };
  });
};
