import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AGENT_API, envelopeOf, ZTeamOverview, ZTeamOverviewQuery } from '@openlobby/contracts';
import { ok } from '../../lib/envelope.ts';
import { requireRealMember } from '../../plugins/session.ts';
import type { AgentsService } from './agents.service.ts';

const tags = ['agents'];

/** The agent centre's calls; each needs a real (not trial) member's session that is an agent's. */
export const agentsRoutes: FastifyPluginAsyncZod<{ agents: AgentsService }> = async (app, o) => {
  app.get(AGENT_API.teamOverview, {
    schema: {
      operationId: 'getTeamOverview',
      tags,
      querystring: ZTeamOverviewQuery,
      response: { 200: envelopeOf(ZTeamOverview) },
    },
    handler: async (req) => ok(await o.agents.getTeamOverview(req.brand, requireRealMember(req), req.query)),
  });
};
