import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeOf,
  WALLET_API,
  ZBalance,
  ZBetRecordPage,
  ZBettingRecordsQuery,
  ZDateRangeQuery,
  ZDownlineTransferRequest,
  ZMemberTransferResult,
  ZMerchantWallet,
  ZOk,
  ZPaymentPasswordRequest,
  ZProfitLoss,
  ZTransactionDetail,
  ZTransactionDetailQuery,
  ZTransactionPage,
  ZTransactionsQuery,
  ZUplineTransferRequest,
  ZWalletTransferRequest,
  ZWalletTransferResult,
} from '@openlobby/contracts';
import { ok } from '../../lib/envelope.ts';
import { requireRealMember } from '../../plugins/session.ts';
import type { PaymentPasswordService } from '../identity/payment-password.service.ts';
import type { HistoryService } from './history.service.ts';
import type { TransferService } from './transfer.service.ts';

const tags = ['wallet'];

export type WalletRoutesOptions = {
  transfers: TransferService;
  history: HistoryService;
  paymentPasswords: PaymentPasswordService;
};

/**
 * The member's money calls (spec §7): balance, transfers, payment password, histories. Every one,
 * reads included, is for real accounts: a trial account is refused (spec §6, REAL_ACCOUNT_REQUIRED).
 */
export const walletRoutes: FastifyPluginAsyncZod<WalletRoutesOptions> = async (app, o) => {
  app.get(WALLET_API.balance, {
    schema: { operationId: 'getBalance', tags, response: { 200: envelopeOf(ZBalance) } },
    handler: async (req) => ok(await o.transfers.getBalance(req.brand, requireRealMember(req).id)),
  });

  app.get(WALLET_API.merchantWallet, {
    schema: { operationId: 'getMerchantWallet', tags, response: { 200: envelopeOf(ZMerchantWallet) } },
    handler: async (req) => ok(await o.transfers.getMerchantWallet(req.brand, requireRealMember(req).id)),
  });

  app.post(WALLET_API.transfer, {
    schema: {
      operationId: 'walletTransfer',
      tags,
      body: ZWalletTransferRequest,
      response: { 200: envelopeOf(ZWalletTransferResult) },
    },
    handler: async (req) => ok(await o.transfers.transfer(req.brand, requireRealMember(req), req.body)),
  });

  app.post(WALLET_API.paymentPassword, {
    config: { rateLimit: { max: 10, windowSeconds: 60 } },
    schema: {
      operationId: 'setPaymentPassword',
      tags,
      body: ZPaymentPasswordRequest,
      response: { 200: envelopeOf(ZOk) },
    },
    handler: async (req) => {
      await o.paymentPasswords.set(requireRealMember(req), req.body);
      return ok({ ok: true as const });
    },
  });

  app.post(WALLET_API.uplineTransfer, {
    schema: {
      operationId: 'transferToUpline',
      tags,
      body: ZUplineTransferRequest,
      response: { 200: envelopeOf(ZMemberTransferResult) },
    },
    handler: async (req) => ok(await o.transfers.toUpline(req.brand, requireRealMember(req), req.body)),
  });

  app.post(WALLET_API.downlineTransfer, {
    schema: {
      operationId: 'transferToDownline',
      tags,
      body: ZDownlineTransferRequest,
      response: { 200: envelopeOf(ZMemberTransferResult) },
    },
    handler: async (req) => ok(await o.transfers.toDownline(req.brand, requireRealMember(req), req.body)),
  });

  app.get(WALLET_API.transactions, {
    schema: {
      operationId: 'findTransactions',
      tags,
      querystring: ZTransactionsQuery,
      response: { 200: envelopeOf(ZTransactionPage) },
    },
    handler: async (req) =>
      ok(await o.history.findTransactions(req.brand, requireRealMember(req).id, req.query)),
  });

  app.get(WALLET_API.transactionDetail, {
    schema: {
      operationId: 'getTransactionDetail',
      tags,
      querystring: ZTransactionDetailQuery,
      response: { 200: envelopeOf(ZTransactionDetail) },
    },
    handler: async (req) =>
      ok(await o.history.getTransaction(req.brand, requireRealMember(req).id, req.query.id)),
  });

  app.get(WALLET_API.profitLoss, {
    schema: {
      operationId: 'getProfitLoss',
      tags,
      querystring: ZDateRangeQuery,
      response: { 200: envelopeOf(ZProfitLoss) },
    },
    handler: async (req) =>
      ok(await o.history.getProfitLoss(req.brand, requireRealMember(req).id, req.query)),
  });

  app.get(WALLET_API.bettingRecords, {
    schema: {
      operationId: 'findBettingRecords',
      tags,
      querystring: ZBettingRecordsQuery,
      response: { 200: envelopeOf(ZBetRecordPage) },
    },
    handler: async (req) =>
      ok(await o.history.findBets(req.brand, requireRealMember(req).id, req.query, req.language)),
  });

  app.get(WALLET_API.bonusDetails, {
    schema: {
      operationId: 'findBonusDetails',
      tags,
      querystring: ZDateRangeQuery,
      response: { 200: envelopeOf(ZTransactionPage) },
    },
    handler: async (req) =>
      ok(await o.history.findTransactions(req.brand, requireRealMember(req).id, req.query, ['BONUS'])),
  });
};
