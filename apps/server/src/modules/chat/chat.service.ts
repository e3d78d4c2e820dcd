import {
  CHAT_HISTORY_LIMIT,
  CHAT_RATE,
  type TChatHistory,
  type TChatHistoryQuery,
  type TChatMessage,
} from '@openlobby/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Limiter } from '../../lib/limiter.ts';
import type { ChatEvents } from './chat-events.ts';
import * as admin from './chat-admin.repo.ts';
import * as repo from './chat.repo.ts';
import { chatName, cleanChatText } from './chat-text.ts';

/** A speaker as the room needs them: who, under which name. */
export type TChatSpeaker = { id: number; account: string; nickname: string };

/**
 * The brand's chat room: what members say is cleaned, rate limited, kept and published to every
 * server process (each pushes it to the room's sockets it holds); operators delete messages and
 * mute members.
 */
export function createChatService(d: {
  db: Db;
  limiter: Limiter;
  events: ChatEvents;
  now: () => Date;
  /** The brand's member of that id (identity's), or undefined for another brand's. */
  findMember: (brandId: number, id: number) => Promise<{ account: string } | undefined>;
}) {
  const mutedUntil = (brandId: number, memberId: number) =>
    repo.findMutedUntil(d.db, brandId, memberId, d.now());

  /** Keeps and publishes one message; refuses a muted member, a flood and an empty or over-long text. */
  async function say(brandId: number, member: TChatSpeaker, raw: string): Promise<TChatMessage> {
    const text = cleanChatText(raw);
    if (text === null) throw new AppError('VALIDATION_FAILED', 'the message is empty or too long');
    const until = await mutedUntil(brandId, member.id);
    if (until) throw new AppError('CHAT_MUTED', 'muted in the chat room', { until: until.toISOString() });
    const { count, resetInSeconds } = await d.limiter.hit(
      `chat:${brandId}:${member.id}`,
      CHAT_RATE.windowSeconds,
    );
    if (count > CHAT_RATE.messages)
      throw new AppError('TOO_MANY_REQUESTS', 'saying too much', { retryAfterSeconds: resetInSeconds });
    const message = await repo.insertMessage(d.db, {
      brandId,
      memberId: member.id,
      account: member.account,
      name: chatName(member),
      text,
    });
    d.events.publish({ kind: 'message', brandId, message });
    return message;
  }

  /** What a socket gets on joining: the newest messages and, for a member, whether they may speak. */
  async function join(brandId: number, memberId: number | null) {
    const [messages, until] = await Promise.all([
      repo.findRoomMessages(d.db, brandId, { limit: CHAT_HISTORY_LIMIT }),
      memberId === null ? null : mutedUntil(brandId, memberId),
    ]);
    return { messages, mutedUntil: until?.toISOString() ?? null };
  }

  const history = async (brandId: number, q: TChatHistoryQuery): Promise<TChatHistory> => ({
    messages: await repo.findRoomMessages(d.db, brandId, q),
  });

  /**
   * Moderation, each inside the operator's audited transaction: take a message out of the room
   * (NOT_FOUND when the brand shows no such message), mute a member (its muteTarget) for a while,
   * lift a mute. The room hears of a deletion once it committed.
   */
  async function deleteMessage(tx: Tx, brandId: number, id: number, operatorId: number) {
    const deleted = await repo.deleteMessage(tx, brandId, id, operatorId);
    if (!deleted) throw new AppError('NOT_FOUND', 'no such chat message');
    return deleted;
  }
  const announceDeleted = (brandId: number, id: number) => d.events.publish({ kind: 'deleted', brandId, id });

  /**
   * The brand's member an operator means to mute (NOT_FOUND for another brand's), looked up before
   * the audited transaction: identity reads outside it, and PGlite's one connection would wait.
   */
  async function muteTarget(brandId: number, memberId: number) {
    const member = await d.findMember(brandId, memberId);
    if (!member) throw new AppError('NOT_FOUND', 'no such member');
    return { memberId, account: member.account };
  }

  async function mute(
    tx: Tx,
    brandId: number,
    m: { target: { memberId: number; account: string }; minutes: number; reason: string; operatorId: number },
  ) {
    const before = await admin.findMute(tx, brandId, m.target.memberId, d.now());
    const until = new Date(d.now().getTime() + m.minutes * 60_000);
    await repo.upsertMute(tx, { brandId, ...m.target, until, reason: m.reason, mutedBy: m.operatorId });
    return { before, after: { until: until.toISOString(), reason: m.reason } };
  }

  async function unmute(tx: Tx, brandId: number, memberId: number) {
    const before = await admin.findMute(tx, brandId, memberId, d.now());
    if (!before || !(await repo.deleteMute(tx, brandId, memberId)))
      throw new AppError('NOT_FOUND', 'not muted');
    return { before, after: null };
  }

  const moderationMessages = (brandId: number, q: { before?: number; limit: number }) =>
    admin.findModerationMessages(d.db, brandId, q);
  const activeMutes = (brandId: number) => admin.findActiveMutes(d.db, brandId, d.now());

  return {
    say,
    join,
    history,
    deleteMessage,
    announceDeleted,
    muteTarget,
    mute,
    unmute,
    moderationMessages,
    activeMutes,
  };
}

export type ChatService = ReturnType<typeof createChatService>;
