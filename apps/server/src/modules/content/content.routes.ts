import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  envelopeOf,
  ZAnnouncementGroups,
  ZAnnouncementQuery,
  ZCsLinkParams,
  ZCustomerService,
  ZCustomerServiceLink,
  ZFeedbackCreated,
  ZFeedbackRequest,
  ZHelpCenter,
  ZNotice,
} from '@openlobby/contracts';
import { requireSession } from '../../plugins/session.ts';
import { ok } from '../../lib/envelope.ts';
import type { ContentService } from './content.service.ts';

const tags = ['content'];

/** Announcements, notices, help centre, customer service and feedback (spec §7, home and common). */
export const contentRoutes: FastifyPluginAsyncZod<{ content: ContentService }> = async (app, { content }) => {
  app.get(API.announcements, {
    schema: {
      operationId: 'getListAnnouncements',
      tags,
      querystring: ZAnnouncementQuery,
      response: { 200: envelopeOf(ZAnnouncementGroups) },
    },
    handler: async (req) => {
      // After-login announcements are for members only.
      if (req.query.execution === 'A') requireSession(req);
      return ok(await content.findAnnouncements(req, req.query));
    },
  });

  app.get(API.notice, {
    schema: { operationId: 'getNotice', tags, response: { 200: envelopeOf(ZNotice) } },
    handler: async (req) => ok(await content.getNotice(req)),
  });

  app.get(API.helpCenter, {
    schema: { operationId: 'getHelpCenter', tags, response: { 200: envelopeOf(ZHelpCenter) } },
    handler: async (req) => ok(await content.getHelpCenter(req)),
  });

  app.get(API.customerService, {
    schema: { operationId: 'getCustomerService', tags, response: { 200: envelopeOf(ZCustomerService) } },
    handler: async (req) => ok(await content.getCustomerService(req)),
  });

  app.get(API.customerServiceLink, {
    schema: {
      operationId: 'getCustomerServiceLink',
      tags,
      params: ZCsLinkParams,
      response: { 200: envelopeOf(ZCustomerServiceLink) },
    },
    handler: async (req) => ok(await content.getCustomerServiceLink(req.brand, req.params.id)),
  });

  app.put(API.feedback, {
    config: { rateLimit: { max: 5, windowSeconds: 600 } },
    bodyLimit: 4096,
    schema: {
      operationId: 'createFeedback',
      tags,
      body: ZFeedbackRequest,
      response: { 200: envelopeOf(ZFeedbackCreated) },
    },
    // A logged-in member's feedback carries the member, so an operator's reply reaches the inbox.
    handler: async (req) =>
      ok(await content.createFeedback(req, { ...req.body, ip: req.ip, memberId: req.session?.member.id })),
  });
};
