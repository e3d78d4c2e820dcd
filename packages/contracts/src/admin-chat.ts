import { z } from 'zod';
import { ZAdminBrandQuery, ZAdminReason } from './admin-agents.ts';

/** The back office's chat moderation: the room's messages (deleted ones too), deleting, muting. */
export const ADMIN_CHAT_API = {
  messages: '/admin/api/chat/messages',
  message: '/admin/api/chat/messages/:id',
  mutes: '/admin/api/chat/mutes',
  mute: '/admin/api/chat/mutes/:memberId',
} as const;

/** The longest mute an operator may give, in minutes (30 days); a ban is the member lock's job. */
export const CHAT_MUTE_MAX_MINUTES = 43_200;

export const ZAdminChatMessagesQuery = ZAdminBrandQuery.extend({
  before: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const ZAdminChatMessage = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  account: z.string(),
  name: z.string(),
  text: z.string(),
  at: z.string(),
  deletedAt: z.string().nullable(),
});
export type TAdminChatMessage = z.infer<typeof ZAdminChatMessage>;
/** Newest first: the moderator reads from the top. */
export const ZAdminChatMessageList = z.object({ items: z.array(ZAdminChatMessage) });

export const ZAdminChatDelete = ZAdminBrandQuery.merge(ZAdminReason);
export const ZAdminChatMuteInput = ZAdminBrandQuery.merge(ZAdminReason).extend({
  memberId: z.number().int().positive(),
  minutes: z.number().int().min(1).max(CHAT_MUTE_MAX_MINUTES),
});
export const ZAdminChatMute = z.object({
  memberId: z.number().int(),
  account: z.string(),
  until: z.string(),
  reason: z.string(),
});
export type TAdminChatMute = z.infer<typeof ZAdminChatMute>;
export const ZAdminChatMuteList = z.object({ items: z.array(ZAdminChatMute) });
export const ZAdminChatMemberParams = z.object({ memberId: z.coerce.number().int().positive() });
