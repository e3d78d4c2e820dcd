import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CHAT_API, envelopeOf, ZChatHistory, ZChatHistoryQuery } from '@openlobby/contracts';
import { ok } from '../../lib/envelope.ts';
import type { ChatService } from './chat.service.ts';

/** The room's history for scrolling back: open to anyone who may watch (no login). */
export const chatRoutes: FastifyPluginAsyncZod<{ chat: ChatService }> = async (app, o) => {
  app.get(CHAT_API.history, {
    schema: {
      operationId: 'getChatHistory',
      tags: ['chat'],
      querystring: ZChatHistoryQuery,
      response: { 200: envelopeOf(ZChatHistory) },
    },
    handler: async (req) => ok(await o.chat.history(req.brand.id, req.query)),
  });
};
