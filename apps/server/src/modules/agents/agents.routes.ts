import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AGENT_API,
  envelopeOf,
  ZContract,
  ZContractList,
  ZContractOffer,
  ZContractsQuery,
  ZProcessDailyWageRequest,
  ZProcessDividendRequest,
  ZProcessHourlyWageRequest,
  ZSettlementPage,
  ZSettlementsQuery,
  ZTeamOverview,
  ZTeamOverviewQuery,
  ZTeamPage,
  ZTeamQuery,
} from '@openlobby/contracts';
import { ok } from '../../lib/envelope.ts';
import { requireRealMember } from '../../plugins/session.ts';
import type { AgentsService } from './agents.service.ts';
import type { ContractsService } from './contracts.service.ts';
import type { SettlementService } from './settlement.service.ts';

const tags = ['agents'];

/** The agent centre's calls; each needs a real (not trial) member's session that is an agent's. */
export const agentsRoutes: FastifyPluginAsyncZod<{
  agents: AgentsService;
  contracts: ContractsService;
  settlement: SettlementService;
}> = async (app, o) => {
  app.get(AGENT_API.teamOverview, {
    schema: {
      operationId: 'getTeamOverview',
      tags,
      querystring: ZTeamOverviewQuery,
      response: { 200: envelopeOf(ZTeamOverview) },
    },
    handler: async (req) => ok(await o.agents.getTeamOverview(req.brand, requireRealMember(req), req.query)),
  });

  app.get(AGENT_API.team, {
    schema: {
      operationId: 'getTeamLevel',
      tags,
      querystring: ZTeamQuery,
      response: { 200: envelopeOf(ZTeamPage) },
    },
    handler: async (req) => ok(await o.agents.getTeamLevel(req.brand, requireRealMember(req), req.query)),
  });

  app.get(AGENT_API.settlements, {
    schema: {
      operationId: 'findAgentSettlements',
      tags,
      querystring: ZSettlementsQuery,
      response: { 200: envelopeOf(ZSettlementPage) },
    },
    handler: async (req) =>
      ok(await o.settlement.findSettlements(req.brand, requireRealMember(req), req.query)),
  });

  app.get(AGENT_API.contracts, {
    schema: {
      operationId: 'findAgentContracts',
      tags,
      querystring: ZContractsQuery,
      response: { 200: envelopeOf(ZContractList) },
    },
    handler: async (req) =>
      ok(await o.contracts.list(req.brand, requireRealMember(req), req.query.downlineId)),
  });

  app.post(AGENT_API.contracts, {
    schema: {
      operationId: 'offerAgentContract',
      tags,
      body: ZContractOffer,
      response: { 200: envelopeOf(ZContract) },
    },
    config: { rateLimit: { max: 60, windowSeconds: 60 } },
    handler: async (req) => ok(await o.contracts.offer(req.brand, requireRealMember(req), req.body)),
  });

  app.post(AGENT_API.processDividend, {
    schema: {
      operationId: 'processDividendContract',
      tags,
      body: ZProcessDividendRequest,
      response: { 200: envelopeOf(ZContract) },
    },
    handler: async (req) =>
      ok(
        await o.contracts.process(
          req.brand,
          requireRealMember(req),
          { kind: 'DIVIDEND', category: req.body.type },
          req.body.status,
        ),
      ),
  });

  app.post(AGENT_API.processDailyWage, {
    schema: {
      operationId: 'processDailyWageContract',
      tags,
      body: ZProcessDailyWageRequest,
      response: { 200: envelopeOf(ZContract) },
    },
    handler: async (req) =>
      ok(
        await o.contracts.process(
          req.brand,
          requireRealMember(req),
          { kind: 'DAILY_WAGE', id: req.body.id },
          req.body.status,
        ),
      ),
  });

  app.post(AGENT_API.processHourlyWage, {
    schema: {
      operationId: 'processHourlyWageContract',
      tags,
      body: ZProcessHourlyWageRequest,
      response: { 200: envelopeOf(ZContract) },
    },
    handler: async (req) =>
      ok(
        await o.contracts.process(
          req.brand,
          requireRealMember(req),
          { kind: 'HOURLY_WAGE', id: req.body.contractId },
          req.body.status,
        ),
      ),
  });

  app.post(AGENT_API.processRealTimeSalary, {
    schema: {
      operationId: 'processRealTimeSalaryContract',
      tags,
      body: ZProcessDailyWageRequest,
      response: { 200: envelopeOf(ZContract) },
    },
    handler: async (req) =>
      ok(
        await o.contracts.process(
          req.brand,
          requireRealMember(req),
          { kind: 'REAL_TIME_SALARY', id: req.body.id },
          req.body.status,
        ),
      ),
  });
};
