import { z } from 'zod';
import { CHAT_HISTORY_LIMIT, CHAT_TEXT_MAX } from './constants.ts';

/**
 * The chat room (spec §1 "a chat room", the floating chat-room icon): one live room per brand.
 * Anyone on the site may watch; only a logged-in real member may speak. Texts are plain text, never
 * HTML, and the site shows them as text.
 */

/** One message of the room as everyone sees it. `name` is the speaker's nickname or masked account. */
export const ZChatMessage = z.object({
  id: z.number().int(),
  name: z.string(),
  text: z.string(),
  at: z.string(),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

export const ZChatHistoryQuery = z.object({
  before: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  limit: z.coerce.number().int().min(1).max(CHAT_HISTORY_LIMIT).default(CHAT_HISTORY_LIMIT),
});
export type TChatHistoryQuery = z.infer<typeof ZChatHistoryQuery>;
export const ZChatHistory = z.object({ messages: z.array(ZChatMessage) });
export type TChatHistory = z.infer<typeof ZChatHistory>;

/** What a client sends: `hello` once (a token to speak, none to watch), then `say` per message. */
export const ZChatClientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hello'), token: z.string().min(16).max(128).optional() }),
  z.object({
    type: z.literal('say'),
    text: z.string().max(CHAT_TEXT_MAX * 4),
    /** The client's own id for this message, echoed on its `sent` or `error` (its ack). */
    clientId: z.string().min(1).max(40).optional(),
  }),
]);
export type TChatClientMessage = z.infer<typeof ZChatClientMessage>;

/** What the server pushes. `ready` answers `hello` with the newest messages and whether it may speak. */
export const ZChatServerMessage = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('ready'),
    canSpeak: z.boolean(),
    /** Until when an operator muted this member (ISO), or null. */
    mutedUntil: z.string().nullable(),
    messages: z.array(ZChatMessage),
  }),
  /** A message said in the room, the speaker's own included. */
  z.object({ type: z.literal('message'), message: ZChatMessage }),
  /** The speaker's ack: its `say` was kept as message `id` (the room's `message` carries it). */
  z.object({ type: z.literal('sent'), id: z.number().int(), clientId: z.string().optional() }),
  /** An operator deleted a message: clients drop it. */
  z.object({ type: z.literal('deleted'), id: z.number().int() }),
  z.object({ type: z.literal('error'), errorCode: z.string(), clientId: z.string().optional() }),
]);
export type TChatServerMessage = z.infer<typeof ZChatServerMessage>;
