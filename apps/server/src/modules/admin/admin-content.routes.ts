import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_API,
  envelopeOf,
  pageOf,
  ZAdminAnnouncement,
  ZAdminAnnouncementInput,
  ZAdminHelpTopic,
  ZAnnouncementType,
  ZBrandItemParams,
  ZCodeParams,
  ZHelpTopicInput,
  ZOk,
  ZPageQuery,
} from '@openlobby/contracts';
import type { Db } from '../../db/client.ts';
import { ok } from '../../lib/envelope.ts';
import type { ContentAdmin } from '../content/content-admin.service.ts';
import type { BrandSetup } from '../system/brand-setup.service.ts';
import { requirePermission } from './admin-auth.ts';
import type { Audited } from './audited.ts';
import { csvReply, toCsv } from './csv.ts';

const tags = ['admin'];
const ZAnnouncementListQuery = ZPageQuery.extend({ type: ZAnnouncementType.optional() });

export type ContentRoutesOptions = { db: Db; audited: Audited; setup: BrandSetup; content: ContentAdmin };

/** Announcements (with banners and popups) and help topics of a brand; every change audited. */
export const adminContentRoutes: FastifyPluginAsyncZod<ContentRoutesOptions> = async (app, o) => {
  const brandId = async (code: string) => (await o.setup.brandOf(o.db, code)).id;

  app.get(ADMIN_API.announcements, {
    schema: {
      operationId: 'adminListAnnouncements',
      tags,
      params: ZCodeParams,
      querystring: ZAnnouncementListQuery,
      response: { 200: envelopeOf(pageOf(ZAdminAnnouncement)) },
    },
    handler: async (req, reply) => {
      requirePermission(req, 'content.read');
      const { format, ...q } = req.query;
      const all = format === 'csv' && { page: 1, pageSize: 1_000_000 };
      const page = await o.content.findAnnouncements({
        brandId: await brandId(req.params.code),
        ...q,
        ...all,
      });
      if (format !== 'csv') return ok(page);
      const rows = page.items.map((a) => ({ ...a, title: a.title.EN ?? '' }));
      return csvReply(
        reply,
        `announcements-${req.params.code}`,
        toCsv(rows, [
          'id',
          'type',
          'execution',
          'category',
          'title',
          'sort',
          'startsAt',
          'endsAt',
          'enabled',
          'state',
        ]),
      );
    },
  });

  app.post(ADMIN_API.announcements, {
    schema: {
      operationId: 'adminCreateAnnouncement',
      tags,
      params: ZCodeParams,
      body: ZAdminAnnouncementInput,
      response: { 200: envelopeOf(ZAdminAnnouncement) },
    },
    handler: async (req) => {
      const what = { action: 'announcement.create', targetType: 'brand', targetId: req.params.code };
      const { after } = await o.audited(req, 'content.write', what, async (tx) =>
        o.content.createAnnouncement(tx, (await o.setup.brandOf(tx, req.params.code)).id, req.body),
      );
      return ok(after!);
    },
  });

  app.put(ADMIN_API.announcement, {
    schema: {
      operationId: 'adminUpdateAnnouncement',
      tags,
      params: ZBrandItemParams,
      body: ZAdminAnnouncementInput,
      response: { 200: envelopeOf(ZAdminAnnouncement) },
    },
    handler: async (req) => {
      const { code, id } = req.params;
      const what = { action: 'announcement.update', targetType: 'announcement', targetId: String(id) };
      const { after } = await o.audited(req, 'content.write', what, async (tx) =>
        o.content.updateAnnouncement(tx, (await o.setup.brandOf(tx, code)).id, id, req.body),
      );
      return ok(after!);
    },
  });

  app.delete(ADMIN_API.announcement, {
    schema: {
      operationId: 'adminDeleteAnnouncement',
      tags,
      params: ZBrandItemParams,
      response: { 200: envelopeOf(ZOk) },
    },
    handler: async (req) => {
      const { code, id } = req.params;
      const what = { action: 'announcement.delete', targetType: 'announcement', targetId: String(id) };
      await o.audited(req, 'content.write', what, async (tx) =>
        o.content.deleteAnnouncement(tx, (await o.setup.brandOf(tx, code)).id, id),
      );
      return ok({ ok: true as const });
    },
  });

  app.get(ADMIN_API.helpTopics, {
    schema: {
      operationId: 'adminListHelpTopics',
      tags,
      params: ZCodeParams,
      response: { 200: envelopeOf(ZAdminHelpTopic.array()) },
    },
    handler: async (req) => {
      requirePermission(req, 'content.read');
      return ok(await o.content.findHelpTopics(await brandId(req.params.code)));
    },
  });

  app.post(ADMIN_API.helpTopics, {
    schema: {
      operationId: 'adminCreateHelpTopic',
      tags,
      params: ZCodeParams,
      body: ZHelpTopicInput,
      response: { 200: envelopeOf(ZAdminHelpTopic) },
    },
    handler: async (req) => {
      const what = { action: 'helpTopic.create', targetType: 'brand', targetId: req.params.code };
      const { after } = await o.audited(req, 'content.write', what, async (tx) =>
        o.content.createHelpTopic(tx, (await o.setup.brandOf(tx, req.params.code)).id, req.body),
      );
      return ok(after!);
    },
  });

  app.put(ADMIN_API.helpTopic, {
    schema: {
      operationId: 'adminUpdateHelpTopic',
      tags,
      params: ZBrandItemParams,
      body: ZHelpTopicInput,
      response: { 200: envelopeOf(ZAdminHelpTopic) },
    },
    handler: async (req) => {
      const { code, id } = req.params;
      const what = { action: 'helpTopic.update', targetType: 'helpTopic', targetId: String(id) };
      const { after } = await o.audited(req, 'content.write', what, async (tx) =>
        o.content.updateHelpTopic(tx, (await o.setup.brandOf(tx, code)).id, id, req.body),
      );
      return ok(after!);
    },
  });

  app.delete(ADMIN_API.helpTopic, {
    schema: {
      operationId: 'adminDeleteHelpTopic',
      tags,
      params: ZBrandItemParams,
      response: { 200: envelopeOf(ZOk) },
    },
    handler: async (req) => {
      const { code, id } = req.params;
      const what = { action: 'helpTopic.delete', targetType: 'helpTopic', targetId: String(id) };
      await o.audited(req, 'content.write', what, async (tx) =>
        o.content.deleteHelpTopic(tx, (await o.setup.brandOf(tx, code)).id, id),
      );
      return ok({ ok: true as const });
    },
  });
};
