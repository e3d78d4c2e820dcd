import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_API,
  envelopeOf,
  pageOf,
  ZAdminDeposit,
  ZAdminDepositChannel,
  ZAdminDepositQuery,
  ZCodeParams,
  ZDepositChannelInput,
  ZDepositDecision,
  ZIdParams,
  ZOk,
  ZReason,
  ZAdminWithdrawal,
  ZAdminWithdrawalQuery,
  ZPaymentSettings,
  ZPaymentSettingsRequest,
  ZPaymentTestMode,
  ZPaymentTestModeRequest,
  ZPayoutRequest,
  type TAdminPermission,
} from '@openlobby/contracts';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { ok } from '../../lib/envelope.ts';
import type { MoneyEvents } from '../../lib/money-events.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import { findAdminChannels, saveChannels } from '../payments/channels-admin.ts';
import type { DepositService } from '../payments/deposits.service.ts';
import type { WithdrawalService } from '../payments/withdrawals.service.ts';
import type { SystemService } from '../system/system.service.ts';
import { requirePermission } from './admin-auth.ts';
import type { Audited } from './audited.ts';
import { csvReply, toCsv } from './csv.ts';

const tags = ['admin'];

export type AdminPaymentsRoutesOptions = {
  db: Db;
  audited: Audited;
  ledger: Ledger;
  system: SystemService;
  deposits: DepositService;
  withdrawals: WithdrawalService;
  events: MoneyEvents;
  /** Seals the channels' gateway secrets finance sets (DATA_ENCRYPTION_KEY). */
  secrets: SecretBox;
};

/** Finance's deposit queue (approve, reject) and the brands' deposit channels; every decision audited. */
export const adminPaymentsRoutes: FastifyPluginAsyncZod<AdminPaymentsRoutesOptions> = async (app, o) => {
  app.get(ADMIN_API.deposits, {
    schema: {
      operationId: 'adminListDeposits',
      tags,
      querystring: ZAdminDepositQuery,
      response: { 200: envelopeOf(pageOf(ZAdminDeposit)) },
    },
    handler: async (req, reply) => {
      requirePermission(req, 'payments.read');
      const { brand, format, ...q } = req.query;
      const brandId = brand ? (await o.system.resolveBrand({ merchant: brand })).id : undefined;
      const all = format === 'csv' && { page: 1, pageSize: 1_000_000 };
      const page = await o.deposits.findQueue({ ...q, ...all, brandId }, await o.system.brandCodes());
      if (format !== 'csv') return ok(page);
      return csvReply(
        reply,
        'deposits',
        toCsv(page.items, [
          'id',
          'brand',
          'reference',
          'account',
          'channel',
          'amount',
          'currency',
          'payerName',
          'status',
          'gatewayRef',
          'createdAt',
          'decidedAt',
          'decidedBy',
          'reason',
        ]),
      );
    },
  });

  app.post(ADMIN_API.depositApprove, {
    schema: {
      operationId: 'adminApproveDeposit',
      tags,
      params: ZIdParams,
      body: ZDepositDecision,
      response: { 200: envelopeOf(ZOk) },
    },
    handler: async (req) => {
      const { operator } = requirePermission(req, 'payments.review');
      const what = { action: 'deposit.approve', targetType: 'deposit', targetId: String(req.params.id) };
      const result = await o.ledger.retrying(() =>
        o.audited(req, 'payments.review', what, (tx) =>
          o.deposits.approve(tx, req.params.id, operator.username, { reason: req.body.reason }),
        ),
      );
      o.events.publish({ brandId: result.brandId, memberId: result.memberId });
      return ok({ ok: true as const });
    },
  });

  app.post(ADMIN_API.depositReject, {
    schema: {
      operationId: 'adminRejectDeposit',
      tags,
      params: ZIdParams,
      body: ZReason,
      response: { 200: envelopeOf(ZOk) },
    },
    handler: async (req) => {
      const { operator } = requirePermission(req, 'payments.review');
      const what = {
        action: 'deposit.reject',
        targetType: 'deposit',
        targetId: String(req.params.id),
        reason: req.body.reason,
      };
      await o.audited(req, 'payments.review', what, (tx) =>
        o.deposits.reject(tx, req.params.id, operator.username, req.body.reason),
      );
      return ok({ ok: true as const });
    },
  });

  app.get(ADMIN_API.depositChannels, {
    schema: {
      operationId: 'adminListDepositChannels',
      tags,
      params: ZCodeParams,
      response: { 200: envelopeOf(z.array(ZAdminDepositChannel)) },
    },
    handler: async (req) => {
      requirePermission(req, 'payments.read');
      const brand = await o.system.resolveBrand({ merchant: req.params.code });
      return ok(await o.db.transaction((tx) => findAdminChannels(tx, brand)));
    },
  });

  app.put(ADMIN_API.depositChannels, {
    schema: {
      operationId: 'adminSaveDepositChannels',
      tags,
      params: ZCodeParams,
      body: z.array(ZDepositChannelInput).max(30),
      response: { 200: envelopeOf(z.array(ZAdminDepositChannel)) },
    },
    handler: async (req) => {
      const brand = await o.system.resolveBrand({ merchant: req.params.code });
      const what = { action: 'brand.depositChannels', targetType: 'brand', targetId: brand.code };
      const { after } = await o.audited(req, 'payments.configure', what, (tx) =>
        saveChannels(tx, o.secrets, brand, req.body),
      );
      return ok(after);
    },
  });

  app.get(ADMIN_API.paymentTestMode, {
    schema: {
      operationId: 'adminGetPaymentTestMode',
      tags,
      params: ZCodeParams,
      response: { 200: envelopeOf(ZPaymentTestMode) },
    },
    handler: async (req) => {
      requirePermission(req, 'payments.read');
      return ok(await o.deposits.findTestMode(await o.system.resolveBrand({ merchant: req.params.code })));
    },
  });

  // Test mode: the sandbox takes the brand's deposits in production too, and its withdrawals close.
  app.put(ADMIN_API.paymentTestMode, {
    schema: {
      operationId: 'adminSavePaymentTestMode',
      tags,
      params: ZCodeParams,
      body: ZPaymentTestModeRequest,
      response: { 200: envelopeOf(ZPaymentTestMode) },
    },
    handler: async (req) => {
      const brand = await o.system.resolveBrand({ merchant: req.params.code });
      const what = { action: 'brand.paymentTestMode', targetType: 'brand', targetId: brand.code };
      const { after } = await o.audited(req, 'payments.configure', what, (tx) =>
        o.deposits.saveTestMode(tx, brand, req.body.on, req.operator!.operator.username),
      );
      return ok(after);
    },
  });

  app.get(ADMIN_API.withdrawals, {
    schema: {
      operationId: 'adminListWithdrawals',
      tags,
      querystring: ZAdminWithdrawalQuery,
      response: { 200: envelopeOf(pageOf(ZAdminWithdrawal)) },
    },
    handler: async (req, reply) => {
      requirePermission(req, 'payments.read');
      const { brand, format, ...q } = req.query;
      const brandId = brand ? (await o.system.resolveBrand({ merchant: brand })).id : undefined;
      const all = format === 'csv' && { page: 1, pageSize: 1_000_000 };
      const page = await o.withdrawals.findQueue({ ...q, ...all, brandId }, await o.system.brandCodes());
      if (format !== 'csv') return ok(page);
      const rows = page.items.map((w) => ({
        ...w,
        payTo: `${w.account.bankName} ${w.account.accountName} ${w.account.accountNumber}`,
      }));
      return csvReply(
        reply,
        'withdrawals',
        toCsv(rows, [
          'id',
          'brand',
          'reference',
          'memberAccount',
          'amount',
          'currency',
          'payTo',
          'status',
          'payoutReference',
          'createdAt',
          'paidAt',
          'decidedBy',
          'reason',
        ]),
      );
    },
  });

  /** One audited step of a withdrawal, in a transaction retried on conflicts; the member's sockets hear of it. */
  const withdrawalStep = async (
    req: FastifyRequest,
    action: string,
    reason: string | undefined,
    run: (
      tx: Tx,
      by: string,
    ) => Promise<{ before: unknown; after: unknown; brandId: number; memberId: number }>,
    permission: TAdminPermission = 'payments.review',
  ) => {
    const { operator } = requirePermission(req, permission);
    const id = (req.params as { id: number }).id;
    const what = { action: `withdrawal.${action}`, targetType: 'withdrawal', targetId: String(id), reason };
    const r = await o.ledger.retrying(() =>
      o.audited(req, permission, what, (tx) => run(tx, operator.username)),
    );
    o.events.publish({ brandId: r.brandId, memberId: r.memberId });
    return ok({ ok: true as const });
  };

  app.post(ADMIN_API.withdrawalApprove, {
    schema: {
      operationId: 'adminApproveWithdrawal',
      tags,
      params: ZIdParams,
      response: { 200: envelopeOf(ZOk) },
    },
    handler: (req) =>
      withdrawalStep(req, 'approve', undefined, (tx, by) => o.withdrawals.approve(tx, req.params.id, by)),
  });
  app.post(ADMIN_API.withdrawalReject, {
    schema: {
      operationId: 'adminRejectWithdrawal',
      tags,
      params: ZIdParams,
      body: ZReason,
      response: { 200: envelopeOf(ZOk) },
    },
    handler: (req) =>
      withdrawalStep(req, 'reject', req.body.reason, (tx, by) =>
        o.withdrawals.reject(tx, req.params.id, by, req.body.reason),
      ),
  });
  app.post(ADMIN_API.withdrawalPayout, {
    schema: {
      operationId: 'adminPayoutWithdrawal',
      tags,
      params: ZIdParams,
      body: ZPayoutRequest,
      response: { 200: envelopeOf(ZOk) },
    },
    handler: (req) =>
      withdrawalStep(req, 'payout', undefined, (tx, by) =>
        o.withdrawals.payout(tx, req.params.id, by, req.body.reference),
      ),
  });
  app.post(ADMIN_API.withdrawalRefund, {
    schema: {
      operationId: 'adminRefundWithdrawal',
      tags,
      params: ZIdParams,
      body: ZReason,
      response: { 200: envelopeOf(ZOk) },
    },
    handler: (req) =>
      withdrawalStep(req, 'refund', req.body.reason, (tx, by) =>
        o.withdrawals.refund(tx, req.params.id, by, req.body.reason),
      ),
  });

  app.get(ADMIN_API.withdrawalProof, {
    schema: {
      operationId: 'adminWithdrawalProof',
      tags,
      params: ZIdParams.extend({ proofId: z.coerce.number().int().positive().max(2_147_483_647) }),
    },
    handler: async (req, reply) => {
      requirePermission(req, 'payments.read');
      const proof = await o.withdrawals.getProof(req.params.id, req.params.proofId);
      return reply.type(proof.contentType).header('cache-control', 'private, max-age=300').send(proof.bytes);
    },
  });

  app.get(ADMIN_API.paymentSettings, {
    schema: {
      operationId: 'adminGetPaymentSettings',
      tags,
      params: ZCodeParams,
      response: { 200: envelopeOf(ZPaymentSettings) },
    },
    handler: async (req) => {
      requirePermission(req, 'payments.read');
      return ok(await o.withdrawals.settingsOf(await o.system.resolveBrand({ merchant: req.params.code })));
    },
  });

  app.put(ADMIN_API.paymentSettings, {
    schema: {
      operationId: 'adminSavePaymentSettings',
      tags,
      params: ZCodeParams,
      body: ZPaymentSettingsRequest,
      response: { 200: envelopeOf(ZPaymentSettings) },
    },
    handler: async (req) => {
      const brand = await o.system.resolveBrand({ merchant: req.params.code });
      const what = { action: 'brand.paymentSettings', targetType: 'brand', targetId: brand.code };
      const { after } = await o.audited(req, 'payments.configure', what, (tx) =>
        o.withdrawals.saveSettings(tx, brand, req.body),
      );
      return ok(after);
    },
  });
};
