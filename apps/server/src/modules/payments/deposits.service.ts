import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  fromMinor,
  HOSTED_CALLBACK_PATH,
  SANDBOX_CALLBACK_PATH,
  SANDBOX_PAY_PATH,
  type TDeposit,
  type TDepositChannel,
  type THostedNotification,
  type TSandboxNotification,
} from '@openlobby/contracts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { MoneyEvents } from '../../lib/money-events.ts';
import { signBody, verifyBodySignature } from '../../lib/signature.ts';
import { nextDay, startOfDay } from '../../lib/zoned-time.ts';
import type { TSession } from '../identity/session.service.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import type { TBrand } from '../system/system.service.ts';
import { amountInMinor } from '../wallet/wallet.service.ts';
import { createHostedGateway, GatewayFailure, type HostedGateway } from './gateways/hosted-page.ts';
import { postJson } from '../../lib/outbound.ts';
import { createChannelSecrets } from './channel-secrets.ts';
import { createDepositFigures } from './deposit-figures.ts';
import * as repo from './payments.repo.ts';
import { SIGNATURE_HEADER } from './sandbox-gateway.ts';
import { findTestMode, isTestMode, saveTestMode } from './test-mode.ts';

type TMember = TSession['member'];
type TDecision = {
  before: { status: string };
  after: { status: string; amount: number; entryId?: number | null };
};

const newReference = () =>
  `D${Date.now().toString(36).toUpperCase()}${randomBytes(3).toString('hex').toUpperCase()}`;

/** A pg unique violation (on the gateway payment id: a gateway answered one payment for two orders). */
const isUniqueViolation = (e: unknown) => {
  const err = e as { code?: string; cause?: { code?: string } };
  return (err.code ?? err.cause?.code) === '23505';
};

export const channelView = (c: repo.TChannelRow, decimals: number): TDepositChannel => ({
  id: c.id,
  kind: c.kind as TDepositChannel['kind'],
  name: c.name,
  gateway: c.gateway,
  min: fromMinor(c.minMinor, decimals),
  max: fromMinor(c.maxMinor, decimals),
  receiving: c.gateway === 'manual' ? (c.receiving ?? null) : null,
});

export type DepositServiceDeps = {
  db: Db;
  /** Opens channels' sealed gateway secrets (DATA_ENCRYPTION_KEY). */
  secrets: SecretBox;
  ledger: Ledger;
  events: MoneyEvents;
  brandById: (id: number, tx?: DbOrTx) => Promise<TBrand>;
  /**
   * Where the brand's own addresses are (`https://<primary domain>`): gateways' notifyUrl and the
   * sandbox's callback are built from it, never from a request's Host or X-Forwarded-Host.
   */
  publicOrigin: (brand: TBrand) => Promise<string>;
  /**
   * NODE_ENV=production: the sandbox gateway serves only brands in test mode, and outbound calls
   * to gateways go to public https addresses only.
   */
  production: boolean;
  /** The hosted-page gateway adapter; built with the production rules unless a test passes its own. */
  hostedGateway?: HostedGateway;
  now?: () => Date;
};

/**
 * Deposits: a member's request stays PENDING until finance approves it in the back office or its
 * gateway's signed notification confirms it. Approval is one transaction: the status moves from
 * PENDING (only once: a conditional update) and the ledger entry lands with it. Gateways: the
 * built-in sandbox (play money: development, test, and brands in test mode) and hosted payment
 * pages (gateways/hosted-page.ts), whose payment is created over HTTP when the request is made.
 */
export function createDepositService(d: DepositServiceDeps) {
  const now = d.now ?? (() => new Date());
  const hosted = d.hostedGateway ?? createHostedGateway({ publicOnly: d.production, now });
  const channelSecrets = createChannelSecrets(d.secrets);

  /** A hosted channel's gateway settings; the database's CHECK guarantees them on a hosted channel. */
  const hostedConfigOf = (c: repo.TChannelRow) => ({
    merchantId: c.merchantId!,
    apiBaseUrl: c.apiBaseUrl!,
    secret: channelSecrets.open(c.id, 'secret', c.secret!),
  });

  /** Whether the sandbox gateway serves the brand: outside production always, in production in test mode. */
  async function isSandboxOpen(brandId: number) {
    return !d.production || (await isTestMode(d.db, brandId));
  }

  /** The channels members may use now: enabled, and the sandbox only where it serves. */
  async function findChannels(brand: TBrand) {
    const channels = await repo.findChannels(d.db, brand.id, true);
    const sandbox = await isSandboxOpen(brand.id);
    return channels
      .filter((c) => c.gateway !== 'sandbox' || sandbox)
      .map((c) => channelView(c, brand.currencyDecimals));
  }

  function depositView(
    row: repo.TDepositRow,
    channel: { name: string; gateway: string },
    decimals: number,
    sandboxOpen: boolean,
  ): TDeposit {
    const pending = row.status === 'PENDING';
    return {
      id: row.id,
      channelId: row.channelId,
      channelName: channel.name,
      amount: fromMinor(row.amountMinor, decimals),
      status: row.status as TDeposit['status'],
      createdAt: row.createdAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
      payUrl:
        channel.gateway === 'sandbox' && pending && sandboxOpen
          ? SANDBOX_PAY_PATH.replace(':reference', row.reference)
          : channel.gateway === 'hosted' && pending
            ? row.payUrl
            : null,
      reference: row.reference,
    };
  }

  /**
   * Creates the request's payment at its hosted gateway, unless it has one: the gateway's id and
   * page are kept on the request. Outside any transaction (a network call); the gateway answers a
   * repeated order with the same payment, so a retried request asks again safely. A refusal or no
   * answer leaves the request pending (the member may still have paid if only the answer was lost).
   */
  async function startHostedPayment(brand: TBrand, channel: repo.TChannelRow, row: repo.TDepositRow) {
    if (row.status !== 'PENDING' || row.payUrl) return row;
    const origin = await d.publicOrigin(brand);
    try {
      const payment = await hosted.createPayment(hostedConfigOf(channel), {
        orderId: row.reference,
        amountMinor: row.amountMinor,
        currency: row.currency,
        notifyUrl: `${origin}${HOSTED_CALLBACK_PATH}`,
        returnUrl: `${origin}/member?page=depositv2`,
      });
      const stored = await repo.setGatewayPayment(d.db, row.id, {
        gatewayRef: payment.paymentId,
        payUrl: payment.payUrl,
      });
      return stored ?? row;
    } catch (e) {
      if (!(e instanceof GatewayFailure) && !isUniqueViolation(e)) throw e;
      throw new AppError('PAYMENT_GATEWAY_UNAVAILABLE', 'The payment gateway did not take the payment.');
    }
  }

  /** A new request; the same request id again answers the first request (another payload: a clash). */
  async function create(
    brand: TBrand,
    member: TMember,
    input: { channelId: number; amount: number; payerName?: string; requestId: string },
  ): Promise<TDeposit> {
    const channel = await repo.findChannel(d.db, brand.id, input.channelId);
    if (!channel || !channel.enabled || (channel.gateway === 'sandbox' && !(await isSandboxOpen(brand.id))))
      throw new AppError('NOT_FOUND', 'No such deposit channel.');
    const amountMinor = amountInMinor(brand, input.amount);
    if (amountMinor < channel.minMinor || amountMinor > channel.maxMinor)
      throw new AppError('VALIDATION_FAILED', 'The amount is outside the channel’s limits.', [
        {
          field: 'amount',
          message: 'outOfRange',
          min: fromMinor(channel.minMinor, brand.currencyDecimals),
          max: fromMinor(channel.maxMinor, brand.currencyDecimals),
        },
      ]);
    const requestKey = `${member.id}:${input.requestId}`;
    const requestHash = createHash('sha256')
      .update(JSON.stringify([channel.id, amountMinor.toString(), input.payerName ?? null]))
      .digest('hex');
    const row =
      (await repo.insertDeposit(d.db, {
        brandId: brand.id,
        memberId: member.id,
        account: member.account,
        channelId: channel.id,
        amountMinor,
        currency: brand.currencyCode,
        requestKey,
        requestHash,
        reference: newReference(),
        payerName: input.payerName?.trim() || null,
      })) ?? (await repo.findDepositByKey(d.db, brand.id, requestKey));
    if (!row) throw new AppError('SYSTEM_ERROR');
    if (row.requestHash !== requestHash)
      throw new AppError('DUPLICATE_TRANSACTION', 'This request was already made with different details.');
    const started = channel.gateway === 'hosted' ? await startHostedPayment(brand, channel, row) : row;
    return depositView(started, channel, brand.currencyDecimals, channel.gateway === 'sandbox');
  }

  async function findMemberDeposits(
    brand: TBrand,
    memberId: number,
    q: { from: string; to: string; page: number; pageSize: number },
  ) {
    const page = await repo.findMemberDeposits(d.db, {
      memberId,
      from: startOfDay(brand.timeZone, q.from),
      to: startOfDay(brand.timeZone, nextDay(q.to)),
      page: q.page,
      pageSize: q.pageSize,
    });
    const channels = new Map((await repo.findChannels(d.db, brand.id, false)).map((c) => [c.id, c]));
    const sandboxOpen = await isSandboxOpen(brand.id);
    return {
      items: page.items.map((i) =>
        depositView(i.deposit, channels.get(i.deposit.channelId)!, brand.currencyDecimals, sandboxOpen),
      ),
      page: q.page,
      pageSize: q.pageSize,
      total: page.total,
    };
  }

  /**
   * Approves a pending request inside `tx`: credits the member's main wallet from the brand's cash
   * in transit. A request that is no longer pending is refused (or, for the gateway's repeated
   * notification of the same payment, answered as done).
   */
  async function approve(
    tx: Tx,
    id: number,
    by: string,
    opts: { gatewayRef?: string; reason?: string } = {},
  ): Promise<TDecision & { replayed: boolean; brandId: number; memberId: number }> {
    const current = await repo.lockDeposit(tx, id);
    if (!current) throw new AppError('NOT_FOUND', 'No such deposit.');
    const brand = await d.brandById(current.brandId, tx);
    const amount = fromMinor(current.amountMinor, brand.currencyDecimals);
    const same = { brandId: current.brandId, memberId: current.memberId };
    if (current.status === 'APPROVED' && opts.gatewayRef && current.gatewayRef === opts.gatewayRef)
      return {
        before: { status: 'APPROVED' },
        after: { status: 'APPROVED', amount },
        replayed: true,
        ...same,
      };
    if (current.status !== 'PENDING')
      throw new AppError('OPERATION_NOT_ALLOWED', `This deposit is already ${current.status.toLowerCase()}.`);
    const [main, transit] = [
      await d.ledger.memberAccount(tx, {
        brandId: current.brandId,
        memberId: current.memberId,
        kind: 'MAIN',
        currency: current.currency,
      }),
      await d.ledger.brandAccount(tx, {
        brandId: current.brandId,
        kind: 'CASH_IN_TRANSIT',
        currency: current.currency,
      }),
    ];
    const posted = await d.ledger.post(
      {
        brandId: current.brandId,
        kind: 'DEPOSIT',
        idempotencyKey: `deposit:${current.id}`,
        payload: { deposit: current.id, amountMinor: current.amountMinor.toString() },
        memberId: current.memberId,
        reference: current.reference,
        memo: { by, ...(opts.reason && { reason: opts.reason }) },
        postings: [
          { accountId: main, amountMinor: current.amountMinor },
          { accountId: transit, amountMinor: -current.amountMinor },
        ],
      },
      tx,
    );
    const decided = await repo.decideDeposit(tx, id, {
      status: 'APPROVED',
      decidedBy: by,
      decidedAt: now(),
      reason: opts.reason || null,
      entryId: posted.entryId,
      // A hosted gateway's payment id, kept when finance approves: its later notification is a replay.
      gatewayRef: opts.gatewayRef ?? current.gatewayRef,
    });
    // Someone else decided it between our read and our update: undo everything (rollback).
    if (!decided) throw new AppError('OPERATION_NOT_ALLOWED', 'This deposit was decided meanwhile.');
    return {
      before: { status: 'PENDING' },
      after: { status: 'APPROVED', amount, entryId: posted.entryId },
      replayed: false,
      ...same,
    };
  }

  async function reject(tx: Tx, id: number, by: string, reason: string): Promise<TDecision> {
    const current = await repo.lockDeposit(tx, id);
    if (!current) throw new AppError('NOT_FOUND', 'No such deposit.');
    const decided = await repo.decideDeposit(tx, id, {
      status: 'REJECTED',
      decidedBy: by,
      decidedAt: now(),
      reason: reason || null,
      entryId: null,
      gatewayRef: current.gatewayRef,
    });
    if (!decided)
      throw new AppError('OPERATION_NOT_ALLOWED', `This deposit is already ${current.status.toLowerCase()}.`);
    const brand = await d.brandById(current.brandId, tx);
    return {
      before: { status: 'PENDING' },
      after: { status: 'REJECTED', amount: fromMinor(current.amountMinor, brand.currencyDecimals) },
    };
  }

  /** Approves in a transaction of its own (retried on conflicts) and tells the member's sockets. */
  async function approveNow(id: number, by: string, opts: { gatewayRef?: string; reason?: string } = {}) {
    const result = await d.ledger.inTransaction((tx) => approve(tx, id, by, opts));
    d.events.publish({ brandId: result.brandId, memberId: result.memberId });
    return result;
  }

  /** The order's deposit, channel and brand when `gateway` took it; NOT_FOUND otherwise. */
  async function findGatewayOrder(reference: string, gateway: 'sandbox' | 'hosted') {
    const deposit = await repo.findDepositByReference(d.db, reference);
    const channel = deposit && (await repo.findChannelById(d.db, deposit.channelId));
    if (!deposit || !channel?.secret || channel.gateway !== gateway)
      throw new AppError('NOT_FOUND', 'No such order.');
    // The secret opened here, where a notification is signed or checked, and nowhere else.
    const opened = { ...channel, secret: channelSecrets.open(channel.id, 'secret', channel.secret) };
    return { deposit, channel: opened, brand: await d.brandById(deposit.brandId) };
  }

  /** A sandbox order while the sandbox serves its brand (its pages, its notification); NOT_FOUND otherwise. */
  async function findSandboxOrder(reference: string) {
    const order = await findGatewayOrder(reference, 'sandbox');
    if (!(await isSandboxOpen(order.deposit.brandId))) throw new AppError('NOT_FOUND', 'No such order.');
    return order;
  }

  /**
   * "Pay now" on the sandbox's page: the sandbox takes the (play) money and notifies the platform,
   * signed, at the brand's configured address, never one taken from the request.
   */
  async function paySandbox(reference: string) {
    const { deposit, channel, brand } = await findSandboxOrder(reference);
    const notification = JSON.stringify({
      reference: deposit.reference,
      amount: fromMinor(deposit.amountMinor, brand.currencyDecimals),
      currency: deposit.currency,
      gatewayTxId: `SBX-${randomUUID()}`,
      status: 'PAID',
      paidAt: now().toISOString(),
    } satisfies TSandboxNotification);
    const answer = await postJson(
      `${await d.publicOrigin(brand)}${SANDBOX_CALLBACK_PATH}`,
      notification,
      { [SIGNATURE_HEADER]: signBody(channel.secret!, notification, now()) },
      { publicOnly: false },
    ).catch(() => ({ status: 0 }));
    if (answer.status !== 200)
      throw new AppError('SYSTEM_ERROR', 'The merchant did not take the notification.');
    return deposit.reference;
  }

  /** The sandbox's notification: signed over the exact bytes, for the order's amount and currency. */
  async function confirmSandbox(raw: string, signature: string | undefined, n: TSandboxNotification) {
    const { deposit, channel, brand } = await findSandboxOrder(n.reference);
    if (!verifyBodySignature(channel.secret!, raw, signature, now()))
      throw new AppError('FORBIDDEN', 'The notification’s signature is not valid.');
    if (
      n.currency !== deposit.currency ||
      n.amount !== fromMinor(deposit.amountMinor, brand.currencyDecimals)
    )
      throw new AppError('VALIDATION_FAILED', 'The paid amount does not match the order.');
    if (n.status === 'PAID') await approveNow(deposit.id, 'gateway:sandbox', { gatewayRef: n.gatewayTxId });
  }

  /**
   * A hosted gateway's notification: signed with the channel's secret over the exact bytes, for
   * this channel's merchant, the payment the gateway created for the order, and the order's amount
   * and currency (minor units). PAID credits once however often or concurrently it arrives (the
   * order's row lock and its ledger key); FAILED changes nothing (the member may pay again).
   */
  async function confirmHosted(raw: string, signature: string | undefined, n: THostedNotification) {
    const { deposit, channel } = await findGatewayOrder(n.orderId, 'hosted');
    if (!hosted.verifyNotification(channel, raw, signature))
      throw new AppError('FORBIDDEN', 'The notification’s signature is not valid.');
    if (
      n.merchantId !== channel.merchantId ||
      (deposit.gatewayRef !== null && n.paymentId !== deposit.gatewayRef)
    )
      throw new AppError('VALIDATION_FAILED', 'The notification is not for this order’s payment.');
    if (n.currency !== deposit.currency || BigInt(n.amount) !== deposit.amountMinor)
      throw new AppError('VALIDATION_FAILED', 'The paid amount does not match the order.');
    if (n.status === 'PAID') await approveNow(deposit.id, 'gateway:hosted', { gatewayRef: n.paymentId });
  }

  /**
   * Switches the brand's test mode (the back office, audited in `tx`); in production a brand that
   * took sandbox deposits cannot leave it (their play money would become withdrawable).
   */
  function saveBrandTestMode(tx: Tx, brand: TBrand, on: boolean, by: string) {
    return saveTestMode(tx, brand, { on, by, keepWhilePlayMoney: d.production });
  }

  return {
    findTestMode: (brand: TBrand) => findTestMode(d.db, brand),
    saveTestMode: saveBrandTestMode,
    findChannels,
    create,
    findMemberDeposits,
    approve,
    reject,
    approveNow,
    isSandboxOpen,
    findSandboxOrder,
    paySandbox,
    confirmSandbox,
    confirmHosted,
    ...createDepositFigures({ db: d.db, brandById: d.brandById, now }),
  };
}
export type DepositService = ReturnType<typeof createDepositService>;
