import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeOf,
  MESSAGES_API,
  ZMessage,
  ZMessagePage,
  ZMessageParams,
  ZMessagesQuery,
  ZUnreadCount,
} from '@openlobby/contracts';
import { ok } from '../../lib/envelope.ts';
import { requireRealMember, requireSession } from '../../plugins/session.ts';
import { isTrial } from '../identity/session.service.ts';
import type { MessagingService } from './messaging.service.ts';

const tags = ['messages'];

/**
 * The member's inbox calls; each needs a real member's session (the unread count answers a trial 0).
 * The count and the list first catch up the platform's notices (`catchUp`), so a deposit credited
 * a moment ago is in them whether or not the job has run yet.
 */
export const messagingRoutes: FastifyPluginAsyncZod<{
  messaging: MessagingService;
  catchUp?: () => Promise<unknown>;
}> = async (app, o) => {
  app.get(MESSAGES_API.unreadCount, {
    schema: { operationId: 'getUnreadCount', tags, response: { 200: envelopeOf(ZUnreadCount) } },
    handler: async (req) => {
      const { member } = requireSession(req);
      // A trial account has no inbox (spec §6: its unread-message call is skipped): nothing unread.
      if (isTrial(member)) return ok({ count: 0 });
      await o.catchUp?.();
      return ok({ count: await o.messaging.unreadCount(req.brand.id, member.id) });
    },
  });

  app.get(MESSAGES_API.list, {
    schema: {
      operationId: 'findMessages',
      tags,
      querystring: ZMessagesQuery,
      response: { 200: envelopeOf(ZMessagePage) },
    },
    handler: async (req) => {
      const member = requireRealMember(req);
      await o.catchUp?.();
      return ok(await o.messaging.findMessages(req.brand.id, member.id, req.query));
    },
  });

  app.post(MESSAGES_API.read, {
    schema: {
      operationId: 'readMessage',
      tags,
      params: ZMessageParams,
      response: { 200: envelopeOf(ZMessage) },
    },
    handler: async (req) =>
      ok(await o.messaging.readMessage(req.brand.id, requireRealMember(req).id, req.params.id)),
  });

  app.post(MESSAGES_API.readAll, {
    schema: { operationId: 'readAllMessages', tags, response: { 200: envelopeOf(ZUnreadCount) } },
    handler: async (req) => ok(await o.messaging.readAll(req.brand.id, requireRealMember(req).id)),
  });

  app.delete(MESSAGES_API.one, {
    schema: {
      operationId: 'deleteMessage',
      tags,
      params: ZMessageParams,
      response: { 200: envelopeOf(z.object({ id: z.number().int() })) },
    },
    handler: async (req) =>
      ok(await o.messaging.deleteMessage(req.brand.id, requireRealMember(req).id, req.params.id)),
  });
};
