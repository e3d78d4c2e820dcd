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
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { ok } from '../../lib/envelope.ts';
import { engagementSteps } from '../admin/admin-engagement-route.ts';
import type { Audited } from '../admin/audited.ts';
import type { SystemService, TBrand } from '../system/system.service.ts';
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
  const { read, change } = engagementSteps(o);
  const admin = o.missionsAdmin;

  /** One mission's change behind engagement.write, audited as `mission.<verb>` with the reason. */
  const missionChange = async <T>(
    req: FastifyRequest & { query: { brand: string }; body: { reason: string } },
    verb: string,
    targetId: string,
    run: (tx: Tx, brand: TBrand) => Promise<{ before: unknown; after: T }>,
  ) => {
    const what = { action: `mission.${verb}`, targetType: 'mission', targetId, reason: req.body.reason };
    const { after } = await change(req, 'engagement.write', () => what, run);
    return ok(after);
  };

  app.get(API.missions, {
    schema: {
      operationId: 'adminFindMissions',
      tags,
      querystring: ZAdminBrandQuery,
      response: { 200: envelopeOf(ZAdminMissionList) },
    },
    handler: (req) => read(req, (brand) => admin.findMissions(brand)),
  });

  app.post(API.missions, {
    schema: {
      operationId: 'adminCreateMission',
      tags,
      querystring: ZAdminBrandQuery,
      body: ZAdminMissionInput,
      response: { 200: envelopeOf(ZAdminMission) },
    },
    handler: (req) =>
      missionChange(req, 'create', 'new', (tx, brand) => admin.createMission(tx, brand, req.body)),
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
    handler: (req) =>
      missionChange(req, 'update', String(req.params.id), (tx, brand) =>
        admin.updateMission(tx, brand, req.params.id, req.body),
      ),
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
    handler: (req) =>
      missionChange(req, 'close', String(req.params.id), (tx, brand) =>
        admin.closeMission(tx, brand, req.params.id),
      ),
  });

  app.get(API.claims, {
    schema: {
      operationId: 'adminFindMissionClaims',
      tags,
      querystring: ZAdminMissionClaimsQuery,
      response: { 200: envelopeOf(ZAdminMissionClaimPage) },
    },
    handler: (req) => read(req, (brand, q) => admin.findClaims(brand, q)),
  });
};
