import type { FastifyRequest } from 'fastify';
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
  ZAgentApplication,
  ZAgentApplicationState,
  ZAgentApplyRequest,
  ZDownlineRegistered,
  ZDownlineRegisterRequest,
  ZSettlementPage,
  ZTeamBetPage,
  ZTeamBetsQuery,
  ZTeamTransactionPage,
  ZTeamTransactionsQuery,
  type TContractAction,
  ZSettlementsQuery,
  ZTeamOverview,
  ZTeamOverviewQuery,
  ZTeamPage,
  ZTeamQuery,
} from '@openlobby/contracts';
import { ok } from '../../lib/envelope.ts';
import { requireRealMember } from '../../plugins/session.ts';
import type { AgentsService } from './agents.service.ts';
import type { TClient } from '../identity/identity.context.ts';
import { clientOf } from '../identity/identity.context.ts';
import type { TBrand } from '../system/system.service.ts';
import type { ApplicationsService } from './applications.service.ts';
import type { ContractsService, TContractSelector } from './contracts.service.ts';
import type { SettlementService } from './settlement.service.ts';

const tags = ['agents'];

/** The agent centre's calls; each needs a real (not trial) member's session that is an agent's. */
export const agentsRoutes: FastifyPluginAsyncZod<{
  agents: AgentsService;
  contracts: ContractsService;
  settlement: SettlementService;
  applications: ApplicationsService;
  /** Identity's account registration by an agent (a member or a sub-agent under it). */
  registerDownline: (
    brand: TBrand,
    agent: { id: number; type: number },
    input: { username: string; password: string; accountType: 'MEMBER' | 'AGENT' },
    client: TClient,
  ) => Promise<{ id: number; account: string; isAgent: boolean }>;
}> = async (app, o) => {
  app.post(AGENT_API.downlines, {
    schema: {
      operationId: 'registerDownline',
      tags,
      body: ZDownlineRegisterRequest,
      response: { 200: envelopeOf(ZDownlineRegistered) },
    },
    config: { rateLimit: { max: 30, windowSeconds: 60 } },
    handler: async (req) =>
      ok(await o.registerDownline(req.brand, requireRealMember(req), req.body, clientOf(req))),
  });

  app.get(AGENT_API.teamBets, {
    schema: {
      operationId: 'findTeamBets',
      tags,
      querystring: ZTeamBetsQuery,
      response: { 200: envelopeOf(ZTeamBetPage) },
    },
    handler: async (req) => ok(await o.agents.findTeamBets(req.brand, requireRealMember(req), req.query)),
  });

  app.get(AGENT_API.teamTransactions, {
    schema: {
      operationId: 'findTeamTransactions',
      tags,
      querystring: ZTeamTransactionsQuery,
      response: { 200: envelopeOf(ZTeamTransactionPage) },
    },
    handler: async (req) =>
      ok(await o.agents.findTeamTransactions(req.brand, requireRealMember(req), req.query)),
  });

  app.get(AGENT_API.applications, {
    schema: {
      operationId: 'getAgentApplication',
      tags,
      response: { 200: envelopeOf(ZAgentApplicationState) },
    },
    handler: async (req) => ok(await o.applications.getMine(req.brand, requireRealMember(req))),
  });

  app.post(AGENT_API.applications, {
    schema: {
      operationId: 'applyToBeAgent',
      tags,
      body: ZAgentApplyRequest,
      response: { 200: envelopeOf(ZAgentApplication) },
    },
    config: { rateLimit: { max: 10, windowSeconds: 60 } },
    handler: async (req) => ok(await o.applications.apply(req.brand, requireRealMember(req), req.body)),
  });

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

  /** An agent's action on its contract, answered by the contract after it (spec §7's calls). */
  const act = async (req: FastifyRequest, selector: TContractSelector, action: TContractAction) =>
    ok(await o.contracts.process(req.brand, requireRealMember(req), selector, action));

  app.post(AGENT_API.processDividend, {
    schema: {
      operationId: 'processDividendContract',
      tags,
      body: ZProcessDividendRequest,
      response: { 200: envelopeOf(ZContract) },
    },
    handler: async (req) => act(req, { kind: 'DIVIDEND', category: req.body.type }, req.body.status),
  });

  app.post(AGENT_API.processDailyWage, {
    schema: {
      operationId: 'processDailyWageContract',
      tags,
      body: ZProcessDailyWageRequest,
      response: { 200: envelopeOf(ZContract) },
    },
    handler: async (req) => act(req, { kind: 'DAILY_WAGE', id: req.body.id }, req.body.status),
  });

  app.post(AGENT_API.processHourlyWage, {
    schema: {
      operationId: 'processHourlyWageContract',
      tags,
      body: ZProcessHourlyWageRequest,
      response: { 200: envelopeOf(ZContract) },
    },
    handler: async (req) => act(req, { kind: 'HOURLY_WAGE', id: req.body.contractId }, req.body.status),
  });

  app.post(AGENT_API.processRealTimeSalary, {
    schema: {
      operationId: 'processRealTimeSalaryContract',
      tags,
      body: ZProcessDailyWageRequest,
      response: { 200: envelopeOf(ZContract) },
    },
    handler: async (req) => act(req, { kind: 'REAL_TIME_SALARY', id: req.body.id }, req.body.status),
  });
};
