import { z } from 'zod';

/**
 * What a message is about. Platform messages (deposit credited … contract offered, the welcome)
 * carry no text: the kind is the template key and `params` its figures, so the site words them in
 * the member's language (`messages.<KIND>.title` / `.body` with the params interpolated). A
 * broadcast and an operator's feedback reply carry the operator's plain text (never HTML) in
 * `title` and `body`. Params by kind: DEPOSIT_CREDITED and WITHDRAWAL_PAID `{ amount, currency }`;
 * BONUS_ISSUED `{ amount, currency, promotionId? }`; CONTRACT_OFFERED `{ contractId, contractKind,
 * category }`; WELCOME `{ nickname }` (amounts in the currency's major unit).
 */
export const MESSAGE_KINDS = [
  'DEPOSIT_CREDITED',
  'WITHDRAWAL_PAID',
  'BONUS_ISSUED',
  'CONTRACT_OFFERED',
  'FEEDBACK_REPLY',
  'BROADCAST',
  'WELCOME',
  /** An operator's personal message to one member (plain text, like a broadcast). */
  'OPERATOR',
] as const;
export const ZMessageKind = z.enum(MESSAGE_KINDS);
export type TMessageKind = z.infer<typeof ZMessageKind>;

/** One message of the member's inbox, newest first in the list. */
export const ZMessage = z.object({
  id: z.number().int(),
  kind: ZMessageKind,
  /** Plain text for BROADCAST and FEEDBACK_REPLY; empty for platform messages (worded by the site). */
  title: z.string(),
  body: z.string(),
  /** The platform message's figures (amount, currency, reference, contract kind); {} otherwise. */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  read: z.boolean(),
  createdAt: z.string(),
});
export type TMessage = z.infer<typeof ZMessage>;

export const ZMessagesQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export const ZMessagePage = z.object({
  items: z.array(ZMessage),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  unread: z.number().int(),
});
export type TMessagePage = z.infer<typeof ZMessagePage>;

export const ZMessageParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const ZUnreadCount = z.object({ count: z.number().int().min(0) });
export type TUnreadCount = z.infer<typeof ZUnreadCount>;

/**
 * Plain text typed by an operator, trimmed (the input boundary already refuses control characters
 * other than tab and line breaks in every body).
 */
const plain = (max: number) =>
  z
    .string()
    .transform((s) => s.trim())
    .pipe(z.string().min(1).max(max));

/** The back office's broadcast to every member of a brand. */
export const ZBroadcastRequest = z.object({ title: plain(80), body: plain(2000) });
export type TBroadcastRequest = z.input<typeof ZBroadcastRequest>;

/** An operator's reply to a member's feedback; it lands in the member's inbox. */
export const ZFeedbackReplyRequest = z.object({ body: plain(1000) });
export type TFeedbackReplyRequest = z.input<typeof ZFeedbackReplyRequest>;
