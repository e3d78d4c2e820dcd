import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_CHAT_API,
  envelopeOf,
  ZAdminBrandQuery,
  ZAdminChatDelete,
  ZAdminChatMemberParams,
  ZAdminChatMessageList,
  ZAdminChatMessagesQuery,
  ZAdminChatMute,
  ZAdminChatMuteInput,
  ZAdminChatMuteList,
  ZAdminReason,
  ZIdParams,
  ZOk,
} from '@openlobby/contracts';
import { ok } from '../../lib/envelope.ts';
import type { ChatService } from '../chat/chat.service.ts';
import type { SystemService } from '../system/system.service.ts';
import { requirePermission } from './admin-auth.ts';
import type { Audited } from './audited.ts';

const tags = ['admin'];

/** Chat moderation (issue 17): the room's messages, deleting one, muting and unmuting a member; audited. */
export const adminChatRoutes: FastifyPluginAsyncZod<{
  audited: Audited;
  system: SystemService;
  chat: ChatService;
}> = async (app, o) => {
  const brandOf = (code: string) => o.system.resolveBrand({ merchant: code });

  app.get(ADMIN_CHAT_API.messages, {
    schema: {
      operationId: 'adminChatMessages',
      tags,
      querystring: ZAdminChatMessagesQuery,
      response: { 200: envelopeOf(ZAdminChatMessageList) },
    },
    handler: async (req) => {
      requirePermission(req, 'chat.moderate');
      const { brand, ...q } = req.query;
      return ok({ items: await o.chat.moderationMessages((await brandOf(brand)).id, q) });
    },
  });

  app.delete(ADMIN_CHAT_API.message, {
    schema: {
      operationId: 'adminDeleteChatMessage',
      tags,
      params: ZIdParams,
      body: ZAdminChatDelete,
      response: { 200: envelopeOf(ZOk) },
    },
    handler: async (req) => {
      const { operator } = requirePermission(req, 'chat.moderate');
      const brand = await brandOf(req.body.brand);
      const target = { action: 'chat.delete', targetType: 'chatMessage', targetId: String(req.params.id) };
      await o.audited(req, 'chat.moderate', { ...target, reason: req.body.reason }, async (tx) => ({
        before: await o.chat.deleteMessage(tx, brand.id, req.params.id, operator.id),
        after: { deleted: true },
      }));
      o.chat.announceDeleted(brand.id, req.params.id);
      return ok({ ok: true });
    },
  });

  app.get(ADMIN_CHAT_API.mutes, {
    schema: {
      operationId: 'adminChatMutes',
      tags,
      querystring: ZAdminBrandQuery,
      response: { 200: envelopeOf(ZAdminChatMuteList) },
    },
    handler: async (req) => {
      requirePermission(req, 'chat.moderate');
      return ok({ items: await o.chat.activeMutes((await brandOf(req.query.brand)).id) });
    },
  });

  app.post(ADMIN_CHAT_API.mutes, {
    schema: {
      operationId: 'adminMuteChatMember',
      tags,
      body: ZAdminChatMuteInput,
      response: { 200: envelopeOf(ZAdminChatMute.pick({ until: true, reason: true })) },
    },
    handler: async (req) => {
      const { operator } = requirePermission(req, 'chat.moderate');
      const { brand: code, memberId, minutes, reason } = req.body;
      const brand = await brandOf(code);
      const member = await o.chat.muteTarget(brand.id, memberId);
      const target = { action: 'chat.mute', targetType: 'member', targetId: String(memberId), reason };
      const { after } = await o.audited(req, 'chat.moderate', target, (tx) =>
        o.chat.mute(tx, brand.id, { target: member, minutes, reason, operatorId: operator.id }),
      );
      return ok(after);
    },
  });

  app.delete(ADMIN_CHAT_API.mute, {
    schema: {
      operationId: 'adminUnmuteChatMember',
      tags,
      params: ZAdminChatMemberParams,
      body: ZAdminBrandQuery.merge(ZAdminReason),
      response: { 200: envelopeOf(ZOk) },
    },
    handler: async (req) => {
      const brand = await brandOf(req.body.brand);
      const target = { action: 'chat.unmute', targetType: 'member', targetId: String(req.params.memberId) };
      await o.audited(req, 'chat.moderate', { ...target, reason: req.body.reason }, (tx) =>
        o.chat.unmute(tx, brand.id, req.params.memberId),
      );
      return ok({ ok: true });
    },
  });
};
