import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_VIP_API as API,
  envelopeOf,
  ZAdminBrandQuery,
  ZAdminMemberVip,
  ZAdminMemberVipParams,
  ZAdminMemberVipSet,
  ZAdminVipLevelList,
  ZAdminVipLevelSave,
  ZIdParams,
  ZVipLevel,
} from '@openlobby/contracts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { engagementSteps } from '../admin/admin-engagement-route.ts';
import type { Audited } from '../admin/audited.ts';
import type { SystemService, TBrand } from '../system/system.service.ts';
import type { VipService } from './vip.service.ts';

const tags = ['admin'];

/**
 * The back office's VIP: a brand's levels (create, edit) and a member's level, set by hand with a
 * reason. Every call names its brand; a level id or an account of another brand answers NOT_FOUND.
 */
export const adminVipRoutes: FastifyPluginAsyncZod<{
  audited: Audited;
  system: SystemService;
  vip: VipService;
  findMemberIdByAccount: (brandId: number, account: string) => Promise<number | undefined>;
  catchUp?: () => Promise<unknown>;
}> = async (app, o) => {
  const { brandOf, read, change } = engagementSteps(o);
  const memberOf = async (brand: TBrand, account: string) => {
    const id = await o.findMemberIdByAccount(brand.id, account);
    if (id === undefined) throw new AppError('NOT_FOUND', 'No such member.');
    return id;
  };

  app.get(API.levels, {
    schema: {
      operationId: 'adminVipLevels',
      tags,
      querystring: ZAdminBrandQuery,
      response: { 200: envelopeOf(ZAdminVipLevelList) },
    },
    handler: (req) => read(req, async (brand) => ({ items: await o.vip.levels(brand) })),
  });

  app.post(API.levels, {
    schema: {
      operationId: 'adminCreateVipLevel',
      tags,
      querystring: ZAdminBrandQuery,
      body: ZAdminVipLevelSave,
      response: { 200: envelopeOf(ZVipLevel) },
    },
    handler: async (req) => {
      const { reason, ...level } = req.body;
      const what = {
        action: 'vip.level.create',
        targetType: 'vip_level',
        targetId: String(level.level),
        reason,
      };
      const { after } = await change(
        req,
        'engagement.write',
        () => what,
        async (tx, brand) => ({ before: null, after: await o.vip.createLevel(tx, brand, level) }),
      );
      return ok(after);
    },
  });

  app.put(API.level, {
    schema: {
      operationId: 'adminUpdateVipLevel',
      tags,
      params: ZIdParams,
      querystring: ZAdminBrandQuery,
      body: ZAdminVipLevelSave,
      response: { 200: envelopeOf(ZVipLevel) },
    },
    handler: async (req) => {
      const { reason, ...level } = req.body;
      const { id } = req.params;
      const what = { action: 'vip.level.update', targetType: 'vip_level', targetId: String(id), reason };
      const { after } = await change(
        req,
        'engagement.write',
        () => what,
        async (tx, brand) => ({
          before: (await o.vip.levels(brand, tx)).find((l) => l.id === id) ?? null,
          after: await o.vip.updateLevel(tx, brand, id, level),
        }),
      );
      return ok(after);
    },
  });

  app.get(API.member, {
    schema: {
      operationId: 'adminMemberVip',
      tags,
      params: ZAdminMemberVipParams,
      querystring: ZAdminBrandQuery,
      response: { 200: envelopeOf(ZAdminMemberVip) },
    },
    handler: (req) =>
      read(req, async (brand) => {
        const id = await memberOf(brand, req.params.account);
        await o.catchUp?.();
        return { account: req.params.account, ...(await o.vip.memberView(brand, id)) };
      }),
  });

  app.put(API.member, {
    schema: {
      operationId: 'adminSetMemberVip',
      tags,
      params: ZAdminMemberVipParams,
      querystring: ZAdminBrandQuery,
      body: ZAdminMemberVipSet,
      response: { 200: envelopeOf(ZAdminMemberVip) },
    },
    handler: async (req) => {
      // the member's id names the audit's target, so it is looked up before the change begins
      const brand = await brandOf(req.query.brand);
      const id = await memberOf(brand, req.params.account);
      const what = {
        action: 'vip.member.set',
        targetType: 'member',
        targetId: String(id),
        reason: req.body.reason,
      };
      const { after } = await o.audited(req, 'engagement.write', what, async (tx) => ({
        before: await o.vip.memberView(brand, id, tx),
        after: await o.vip.setMemberLevel(tx, brand, id, req.body.level),
      }));
      return ok({ account: req.params.account, ...after });
    },
  });
};
