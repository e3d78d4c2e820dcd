import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeOf,
  fromMinor,
  MISSIONS_API,
  ZMissionBadge,
  ZMissionClaimRequest,
  ZMissionClaimResult,
  ZMissionLeaderboard,
  ZMissionLeaderboardQuery,
  ZMissionList,
} from '@openlobby/contracts';
import { ok } from '../../lib/envelope.ts';
import { requireRealMember } from '../../plugins/session.ts';
import type { MissionsService } from './missions.service.ts';

const tags = ['missions'];

/** The member's missions (issue 17): the reward centre, its badge, claims and the leaderboard. Real accounts only. */
export const missionsRoutes: FastifyPluginAsyncZod<{ missions: MissionsService }> = async (app, o) => {
  app.get(MISSIONS_API.list, {
    schema: { operationId: 'findMissions', tags, response: { 200: envelopeOf(ZMissionList) } },
    handler: async (req) => ok(await o.missions.list(req.brand, requireRealMember(req).id)),
  });

  app.get(MISSIONS_API.badge, {
    schema: { operationId: 'getMissionBadge', tags, response: { 200: envelopeOf(ZMissionBadge) } },
    handler: async (req) =>
      ok({ claimable: (await o.missions.list(req.brand, requireRealMember(req).id)).claimable }),
  });

  app.post(MISSIONS_API.claim, {
    schema: {
      operationId: 'claimMission',
      tags,
      body: ZMissionClaimRequest,
      response: { 200: envelopeOf(ZMissionClaimResult) },
    },
    handler: async (req) => {
      const c = await o.missions.claim(req.brand, requireRealMember(req).id, req.body.missionId);
      const dec = req.brand.currencyDecimals;
      return ok({
        missionId: c.missionId,
        periodKey: c.periodKey,
        amount: fromMinor(c.amountMinor, dec),
        turnoverRequired: fromMinor(c.turnoverRequiredMinor, dec),
        claimedAt: c.createdAt.toISOString(),
      });
    },
  });

  app.get(MISSIONS_API.leaderboard, {
    schema: {
      operationId: 'findMissionLeaderboard',
      tags,
      querystring: ZMissionLeaderboardQuery,
      response: { 200: envelopeOf(ZMissionLeaderboard) },
    },
    handler: async (req) => {
      requireRealMember(req);
      return ok(await o.missions.leaderboard(req.brand, req.query.missionId));
    },
  });
};
