import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_AGENTS_API,
  envelopeOf,
  ZAdminApplicationDecision,
  ZAdminApplicationList,
  ZAdminApplicationsQuery,
  ZAdminBrandQuery,
  ZAdminContractList,
  ZAdminContractOffer,
  ZAdminContractsQuery,
  ZAdminFreezeList,
  ZAdminFreezesQuery,
  ZAdminReason,
  ZAdminSettlementPage,
  ZAdminSettlementPreview,
  ZAdminSettlementRun,
  ZAdminSettlementsQuery,
  ZAdminTreePage,
  ZAdminTreeQuery,
  ZContract,
  ZIdParams,
  ZOk,
} from '@openlobby/contracts';
import { ok } from '../../lib/envelope.ts';
import type { AgentsAdmin } from '../agents/agents-admin.service.ts';
import type { ApplicationsService } from '../agents/applications.service.ts';
import type { ContractsService } from '../agents/contracts.service.ts';
import type { SettlementService } from '../agents/settlement.service.ts';
import type { SystemService } from '../system/system.service.ts';
import { requirePermission } from './admin-auth.ts';
import type { Audited } from './audited.ts';

const tags = ['admin'];

export type AdminAgentsRoutesOptions = {
  audited: Audited;
  system: SystemService;
  contracts: ContractsService;
  settlement: SettlementService;
  applications: ApplicationsService;
  agentsAdmin: AgentsAdmin;
};

/**
 * The back office's agent network (issue 16): the tree, contracts of every level and the brand's
 * own with its top agents, settlement runs (preview, what was paid or fell short, a run that pays
 * nothing twice), freezes and debts, and the /join applications queue. Every change is audited.
 */
export const adminAgentsRoutes: FastifyPluginAsyncZod<AdminAgentsRoutesOptions> = async (app, o) => {
  const brandOf = (code: string) => o.system.resolveBrand({ merchant: code });

  app.get(ADMIN_AGENTS_API.tree, {
    schema: {
      operationId: 'adminAgentTree',
      tags,
      querystring: ZAdminTreeQuery,
      response: { 200: envelopeOf(ZAdminTreePage) },
    },
    handler: async (req) => {
      requirePermission(req, 'agents.read');
      const { brand, ...q } = req.query;
      return ok(await o.agentsAdmin.treeLevel(await brandOf(brand), q));
    },
  });

  app.get(ADMIN_AGENTS_API.contracts, {
    schema: {
      operationId: 'adminAgentContracts',
      tags,
      querystring: ZAdminContractsQuery,
      response: { 200: envelopeOf(ZAdminContractList) },
    },
    handler: async (req) => {
      requirePermission(req, 'agents.read');
      const { brand, topOnly, ...q } = req.query;
      return ok(await o.contracts.findForBrand(await brandOf(brand), { ...q, topOnly: topOnly === 'true' }));
    },
  });

  app.post(ADMIN_AGENTS_API.contracts, {
    schema: {
      operationId: 'adminOfferTopAgentContract',
      tags,
      body: ZAdminContractOffer,
      response: { 200: envelopeOf(ZContract) },
    },
    handler: async (req) => {
      const { operator } = requirePermission(req, 'agents.write');
      const brand = await brandOf(req.body.brand);
      const what = {
        action: 'agent.contract.offer',
        targetType: 'member',
        targetId: String(req.body.agentId),
      };
      const { after } = await o.audited(req, 'agents.write', what, async (tx) => ({
        before: null,
        after: await o.contracts.offerAsBrand(tx, brand, req.body.agentId, req.body, operator.username),
      }));
      return ok(after);
    },
  });

  app.post(ADMIN_AGENTS_API.contractEnd, {
    schema: {
      operationId: 'adminEndAgentContract',
      tags,
      params: ZIdParams,
      querystring: ZAdminBrandQuery,
      body: ZAdminReason,
      response: { 200: envelopeOf(ZContract) },
    },
    handler: async (req) => {
      const { operator } = requirePermission(req, 'agents.write');
      const brand = await brandOf(req.query.brand);
      const what = {
        action: 'agent.contract.end',
        targetType: 'contract',
        targetId: String(req.params.id),
        reason: req.body.reason,
      };
      const { after } = await o.audited(req, 'agents.write', what, (tx) =>
        o.contracts.endAsOperator(tx, brand, req.params.id, operator.username),
      );
      return ok(after);
    },
  });

  app.get(ADMIN_AGENTS_API.settlements, {
    schema: {
      operationId: 'adminAgentSettlements',
      tags,
      querystring: ZAdminSettlementsQuery,
      response: { 200: envelopeOf(ZAdminSettlementPage) },
    },
    handler: async (req) => {
      requirePermission(req, 'agents.read');
      const { brand, ...q } = req.query;
      return ok(await o.agentsAdmin.settlements(await brandOf(brand), q));
    },
  });

  app.get(ADMIN_AGENTS_API.settlementPreview, {
    schema: {
      operationId: 'adminAgentSettlementPreview',
      tags,
      querystring: ZAdminBrandQuery,
      response: { 200: envelopeOf(ZAdminSettlementPreview) },
    },
    handler: async (req) => {
      requirePermission(req, 'agents.read');
      return ok(await o.settlement.previewDue((await brandOf(req.query.brand)).id));
    },
  });

  app.post(ADMIN_AGENTS_API.settlementRun, {
    schema: {
      operationId: 'adminRunAgentSettlement',
      tags,
      response: { 200: envelopeOf(ZAdminSettlementRun) },
    },
    handler: async (req) => {
      requirePermission(req, 'agents.settle');
      // each period is keyed once, so a run beside the job (or another run) pays nothing twice
      const tally = await o.settlement.settleDue();
      const what = { action: 'agent.settlement.run', targetType: 'settlement', targetId: 'all' };
      await o.audited(req, 'agents.settle', what, async () => ({ before: null, after: tally }));
      return ok(tally);
    },
  });

  app.get(ADMIN_AGENTS_API.freezes, {
    schema: {
      operationId: 'adminAgentFreezes',
      tags,
      querystring: ZAdminFreezesQuery,
      response: { 200: envelopeOf(ZAdminFreezeList) },
    },
    handler: async (req) => {
      requirePermission(req, 'agents.read');
      return ok(await o.agentsAdmin.freezes(await brandOf(req.query.brand), req.query.active === 'true'));
    },
  });

  app.post(ADMIN_AGENTS_API.freezeLift, {
    schema: {
      operationId: 'adminLiftAgentFreeze',
      tags,
      params: ZIdParams,
      querystring: ZAdminBrandQuery,
      body: ZAdminReason,
      response: { 200: envelopeOf(ZOk) },
    },
    handler: async (req) => {
      const { operator } = requirePermission(req, 'agents.write');
      const brand = await brandOf(req.query.brand);
      const what = {
        action: 'agent.freeze.lift',
        targetType: 'freeze',
        targetId: String(req.params.id),
        reason: req.body.reason,
      };
      await o.audited(req, 'agents.write', what, (tx) =>
        o.agentsAdmin.liftFreeze(tx, brand, req.params.id, operator.username),
      );
      return ok({ ok: true as const });
    },
  });

  app.get(ADMIN_AGENTS_API.applications, {
    schema: {
      operationId: 'adminAgentApplications',
      tags,
      querystring: ZAdminApplicationsQuery,
      response: { 200: envelopeOf(ZAdminApplicationList) },
    },
    handler: async (req) => {
      requirePermission(req, 'agents.read');
      return ok({ items: await o.applications.list((await brandOf(req.query.brand)).id, req.query.status) });
    },
  });

  app.post(ADMIN_AGENTS_API.applicationDecide, {
    schema: {
      operationId: 'adminDecideAgentApplication',
      tags,
      params: ZIdParams,
      body: ZAdminApplicationDecision,
      response: { 200: envelopeOf(ZOk) },
    },
    handler: async (req) => {
      const { operator } = requirePermission(req, 'agents.write');
      const what = {
        action: `agent.application.${req.body.decision.toLowerCase()}`,
        targetType: 'application',
        targetId: String(req.params.id),
      };
      await o.audited(req, 'agents.write', what, (tx) =>
        o.applications.decide(tx, req.params.id, req.body.decision, operator.username, req.body.note ?? null),
      );
      return ok({ ok: true as const });
    },
  });
};
