import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_MISSIONS_API as API,
  envelopeOf,
  ZAdminBrandQuery,
  ZAdminMission,
  ZAdminMissionClaimPage,
  ZAdminMissionClaimsQuery,
  ZAdminMissionClose,
  ZAdminMissionInput,
  ZAdminMissionList,
  ZIdParams,
} from '@openlobby/contracts';
import { ok } from '../../lib/envelope.ts';
import { requirePermission } from '../admin/admin-auth.ts';
import type { Audited } from '../admin/audited.ts';
import type { SystemService } from '../system/system.service.ts';
import type { MissionsAdmin } from './missions-admin.service.ts';

const tags = ['admin'];

/**
 * The back office's missions (issue 17): list, create, edit and close, and the claims paid. Every
 * call names its brand (another brand's id is NOT_FOUND); every change is audited with its reason.
 */
export const adminMissionsRoutes: FastifyPluginAsyncZod<{
  audited: Audited;
  system: SystemService;
  missionsAdmin: MissionsAdmin;
}> = async (app, o) => {
  const brandOf = (code: string) => o.system.resolveBrand({ merchant: code });
  const admin = o.missionsAdmin;

  app.get(API.missions, {
    schema: {
      operationId: 'adminFindMissions',
      tags,
      querystring: ZAdminBrandQuery,
      response: { 200: envelopeOf(ZAdminMissionList) },
    },
    handler: async (req) => {
      requirePermission(req, 'engagement.read');
      return ok(await admin.findMissions(await brandOf(req.query.brand)));
    },
  });

  app.post(API.missions, {
    schema: {
      operationId: 'adminCreateMission',
      tags,
      querystring: ZAdminBrandQuery,
      body: ZAdminMissionInput,
      response: { 200: envelopeOf(ZAdminMission) },
    },
    handler: async (req) => {
      const brand = await brandOf(req.query.brand);
      const what = {
        action: 'mission.create',
        targetType: 'mission',
        targetId: 'new',
        reason: req.body.reason,
      };
      const { after } = await o.audited(req, 'engagement.write', what, (tx) =>
        admin.createMission(tx, brand, req.body),
      );
      return ok(after);
    },
  });

  app.put(API.mission, {
    schema: {
      operationId: 'adminUpdateMission',
      tags,
      params: ZIdParams,
      querystring: ZAdminBrandQuery,
      body: ZAdminMissionInput,
      response: { 200: envelopeOf(ZAdminMission) },
    },
    handler: async (req) => {
      const brand = await brandOf(req.query.brand);
      const what = {
        action: 'mission.update',
        targetType: 'mission',
        targetId: String(req.params.id),
        reason: req.body.reason,
      };
      const { after } = await o.audited(req, 'engagement.write', what, (tx) =>
        admin.updateMission(tx, brand, req.params.id, req.body),
      );
      return ok(after);
    },
  });

  app.post(API.missionClose, {
    schema: {
      operationId: 'adminCloseMission',
      tags,
      params: ZIdParams,
      querystring: ZAdminBrandQuery,
      body: ZAdminMissionClose,
      response: { 200: envelopeOf(ZAdminMission) },
    },
    handler: async (req) => {
      const brand = await brandOf(req.query.brand);
      const what = {
        action: 'mission.close',
        targetType: 'mission',
        targetId: String(req.params.id),
        reason: req.body.reason,
      };
      const { after } = await o.audited(req, 'engagement.write', what, (tx) =>
        admin.closeMission(tx, brand, req.params.id),
      );
      return ok(after);
    },
  });

  app.get(API.claims, {
    schema: {
      operationId: 'adminFindMissionClaims',
      tags,
      querystring: ZAdminMissionClaimsQuery,
      response: { 200: envelopeOf(ZAdminMissionClaimPage) },
    },
    handler: async (req) => {
      requirePermission(req, 'engagement.read');
      const { brand, ...q } = req.query;
      return ok(await admin.findClaims(await brandOf(brand), q));
    },
  });
};
