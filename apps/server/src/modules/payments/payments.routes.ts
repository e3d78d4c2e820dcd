import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelopeOf,
  fromMinor,
  SANDBOX_CALLBACK_PATH,
  SANDBOX_PAY_PATH,
  WALLET_API,
  ZConsolidatedFunds,
  ZDeposit,
  ZDepositChannel,
  ZDepositListQuery,
  ZDepositRequest,
  ZOk,
  ZSandboxNotification,
} from '@openlobby/contracts';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { requireRealMember } from '../../plugins/session.ts';
import type { TransferService } from '../wallet/transfer.service.ts';
import type { DepositService } from './deposits.service.ts';
import type { WithdrawalService } from './withdrawals.service.ts';
import * as repo from './payments.repo.ts';
import type { Db } from '../../db/client.ts';
import type { TBrand } from '../system/system.service.ts';
import { renderPayPage, SIGNATURE_HEADER, signNotification, verifyNotification } from './sandbox-gateway.ts';

const tags = ['payments'];

export type PaymentsRoutesOptions = {
  db: Db;
  deposits: DepositService;
  withdrawals: WithdrawalService;
  transfers: TransferService;
  brandById: (id: number) => Promise<TBrand>;
  now?: () => Date;
  /** How the sandbox gateway delivers its notification (HTTP POST by default). */
  deliver?: (url: string, body: string, signature: string) => Promise<number>;
};

const httpDeliver = async (url: string, body: string, signature: string) =>
  (
    await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
      body,
      signal: AbortSignal.timeout(10_000),
    })
  ).status;

/**
 * Deposits for members (real accounts only, reads included: spec §6), the gateway's notification,
 * and the built-in sandbox gateway's pages.
 */
export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsRoutesOptions> = async (app, o) => {
  const now = o.now ?? (() => new Date());
  const deliver = o.deliver ?? httpDeliver;

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
      const [balance, deposited, withdrawn] = await Promise.all([
        o.transfers.getBalance(req.brand, member.id),
        o.deposits.memberFigures(req.brand, member.id),
        o.withdrawals.memberFigures(req.brand, member.id),
      ]);
      return ok({
        balance,
        todayDeposits: deposited.todayApproved,
        todayWithdrawals: withdrawn.today,
        pendingDeposits: deposited.pending,
        pendingWithdrawals: withdrawn.pending,
      });
    },
  });

  // The gateway's notification: its signature is checked over the exact bytes it sent.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (req, text, done) => {
      (req as unknown as { rawBody: string }).rawBody = text as string;
      try {
        done(null, JSON.parse(text as string));
      } catch {
        done(new AppError('VALIDATION_FAILED', 'The body is not JSON.'), undefined);
      }
    });
    scope.withTypeProvider<ZodTypeProvider>().post(SANDBOX_CALLBACK_PATH, {
      config: { rateLimit: { max: 600, windowSeconds: 60 } },
      schema: {
        operationId: 'sandboxNotification',
        tags,
        body: ZSandboxNotification,
        response: { 200: envelopeOf(ZOk) },
      },
      handler: async (req) => {
        const raw = (req as unknown as { rawBody: string }).rawBody;
        const deposit = await repo.findDepositByReference(o.db, req.body.reference);
        const channel = deposit && (await repo.findChannelById(o.db, deposit.channelId));
        if (!deposit || !channel?.secret || channel.gateway !== 'sandbox')
          throw new AppError('NOT_FOUND', 'No such order.');
        if (
          !verifyNotification(channel.secret, raw, req.headers[SIGNATURE_HEADER] as string | undefined, now())
        )
          throw new AppError('FORBIDDEN', 'The notification’s signature is not valid.');
        const brand = await o.brandById(deposit.brandId);
        if (
          req.body.currency !== deposit.currency ||
          req.body.amount !== fromMinor(deposit.amountMinor, brand.currencyDecimals)
        )
          throw new AppError('VALIDATION_FAILED', 'The paid amount does not match the order.');
        if (req.body.status === 'PAID')
          await o.deposits.approveNow(deposit.id, 'gateway:sandbox', { gatewayRef: req.body.gatewayTxId });
        return ok({ ok: true as const });
      },
    });
  });

  const payPage = async (reference: string) => {
    const deposit = await repo.findDepositByReference(o.db, reference);
    const channel = deposit && (await repo.findChannelById(o.db, deposit.channelId));
    if (!deposit || channel?.gateway !== 'sandbox') throw new AppError('NOT_FOUND', 'No such order.');
    return { deposit, channel, brand: await o.brandById(deposit.brandId) };
  };
  const ZReferenceParams = z.object({ reference: z.string().min(1).max(64) });

  app.get(SANDBOX_PAY_PATH, {
    schema: { hide: true, params: ZReferenceParams },
    handler: async (req, reply) => {
      const { deposit, brand } = await payPage(req.params.reference);
      return reply.type('text/html; charset=utf-8').send(
        renderPayPage({
          merchant: brand.name,
          reference: deposit.reference,
          amount: fromMinor(deposit.amountMinor, brand.currencyDecimals).toFixed(brand.currencyDecimals),
          currency: deposit.currency,
          status: deposit.status,
          action: `${SANDBOX_PAY_PATH.replace(':reference', encodeURIComponent(deposit.reference))}/pay`,
        }),
      );
    },
  });

  // "Pay now" on the sandbox page: the gateway takes the money and notifies the merchant, signed.
  app.post(`${SANDBOX_PAY_PATH}/pay`, {
    schema: { hide: true, params: ZReferenceParams },
    handler: async (req, reply) => {
      const { deposit, channel, brand } = await payPage(req.params.reference);
      const notification = JSON.stringify({
        reference: deposit.reference,
        amount: fromMinor(deposit.amountMinor, brand.currencyDecimals),
        currency: deposit.currency,
        gatewayTxId: `SBX-${randomUUID()}`,
        status: 'PAID',
        paidAt: now().toISOString(),
      });
      const status = await deliver(
        `${req.protocol}://${req.host}${SANDBOX_CALLBACK_PATH}`,
        notification,
        signNotification(channel.secret!, notification, now()),
      );
      if (status !== 200) throw new AppError('SYSTEM_ERROR', 'The merchant did not take the notification.');
      return reply.redirect(
        SANDBOX_PAY_PATH.replace(':reference', encodeURIComponent(deposit.reference)),
        303,
      );
    },
  });
};
