import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeOf,
  WALLET_API,
  ZConsolidatedFunds,
  ZDeposit,
  ZDepositChannel,
  ZDepositListQuery,
  ZDepositRequest,
  type TAgentConsolidated,
} from '@openlobby/contracts';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { requireRealMember } from '../../plugins/session.ts';
import type { TransferService } from '../wallet/transfer.service.ts';
import type { TBrand } from '../system/system.service.ts';
import type { DepositService } from './deposits.service.ts';
import type { WithdrawalService } from './withdrawals.service.ts';

const tags = ['payments'];

export type PaymentsRoutesOptions = {
  deposits: DepositService;
  withdrawals: WithdrawalService;
  transfers: TransferService;
  /** The agent's contracts and flags for the consolidated data (the agents module's). */
  agentConsolidated: (brand: TBrand, member: { id: number; type: number }) => Promise<TAgentConsolidated>;
};

/**
 * Deposits for members (real accounts only, reads included: spec §6). Gateways' notifications and
 * the sandbox gateway's pages are gateways/notifications.routes.ts and sandbox-gateway.ts.
 */
export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsRoutesOptions> = async (app, o) => {
  app.get(WALLET_API.depositChannels, {
    schema: {
      operationId: 'getDepositChannels',
      tags,
      response: { 200: envelopeOf(z.array(ZDepositChannel)) },
    },
    handler: async (req) => ok(await o.deposits.findChannels(req.brand)),
  });

  app.post(WALLET_API.deposits, {
    schema: {
      operationId: 'createDeposit',
      tags,
      body: ZDepositRequest,
      response: { 200: envelopeOf(ZDeposit) },
    },
    handler: async (req) => {
      return ok(await o.deposits.create(req.brand, requireRealMember(req), req.body));
    },
  });

  app.get(WALLET_API.deposits, {
    schema: {
      operationId: 'findDeposits',
      tags,
      querystring: ZDepositListQuery,
      response: {
        200: envelopeOf(
          z.object({ items: z.array(ZDeposit), page: z.number(), pageSize: z.number(), total: z.number() }),
        ),
      },
    },
    handler: async (req) =>
      ok(await o.deposits.findMemberDeposits(req.brand, requireRealMember(req).id, req.query)),
  });

  app.get(WALLET_API.consolidatedFunds, {
    schema: { operationId: 'getConsolidatedFunds', tags, response: { 200: envelopeOf(ZConsolidatedFunds) } },
    handler: async (req) => {
      const member = requireRealMember(req);
      const [balance, deposited, withdrawn, agent] = await Promise.all([
        o.transfers.getBalance(req.brand, member.id),
        o.deposits.memberFigures(req.brand, member.id),
        o.withdrawals.memberFigures(req.brand, member.id),
        o.agentConsolidated(req.brand, member),
      ]);
      return ok({
        balance,
        todayDeposits: deposited.todayApproved,
        todayWithdrawals: withdrawn.today,
        pendingDeposits: deposited.pending,
        pendingWithdrawals: withdrawn.pending,
        ...agent,
      });
    },
  });
};
