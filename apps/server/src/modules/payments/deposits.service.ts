import { createHash, randomBytes } from 'node:crypto';
import {
  fromMinor,
  SANDBOX_PAY_PATH,
  type TAdminDeposit,
  type TDeposit,
  type TDepositChannel,
} from '@openlobby/contracts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { MoneyEvents } from '../../lib/money-events.ts';
import { dayIn, nextDay, startOfDay } from '../../lib/zoned-time.ts';
import type { TSession } from '../identity/session.service.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import type { TBrand } from '../system/system.service.ts';
import { amountInMinor } from '../wallet/wallet.service.ts';
import * as repo from './payments.repo.ts';

type TMember = TSession['member'];
type TDecision = {
  before: { status: string };
  after: { status: string; amount: number; entryId?: number | null };
};

const newReference = () =>
  `D${Date.now().toString(36).toUpperCase()}${randomBytes(3).toString('hex').toUpperCase()}`;

export const channelView = (c: repo.TChannelRow, decimals: number): TDepositChannel => ({
  id: c.id,
  kind: c.kind as TDepositChannel['kind'],
  name: c.name,
  gateway: c.gateway,
  min: fromMinor(c.minMinor, decimals),
  max: fromMinor(c.maxMinor, decimals),
  receiving: c.gateway === 'manual' ? (c.receiving ?? null) : null,
});

/**
 * Deposits: a member's request stays PENDING until finance approves it in the back office or its
 * gateway's signed notification confirms it. Approval is one transaction: the status moves from
 * PENDING (only once: a conditional update) and the ledger entry lands with it.
 */
export function createDepositService(d: {
  db: Db;
  ledger: Ledger;
  events: MoneyEvents;
  brandById: (id: number, tx?: DbOrTx) => Promise<TBrand>;
  now?: () => Date;
}) {
  const now = d.now ?? (() => new Date());

  async function findChannels(brand: TBrand) {
    return (await repo.findChannels(d.db, brand.id, true)).map((c) => channelView(c, brand.currencyDecimals));
  }

  function depositView(
    row: repo.TDepositRow,
    channel: { name: string; gateway: string },
    decimals: number,
  ): TDeposit {
    return {
      id: row.id,
      channelId: row.channelId,
      channelName: channel.name,
      amount: fromMinor(row.amountMinor, decimals),
      status: row.status as TDeposit['status'],
      createdAt: row.createdAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
      payUrl:
        channel.gateway === 'sandbox' && row.status === 'PENDING'
          ? SANDBOX_PAY_PATH.replace(':reference', row.reference)
          : null,
      reference: row.reference,
    };
  }

  /** A new request; the same request id again answers the first request (another payload: a clash). */
  async function create(
    brand: TBrand,
    member: TMember,
    input: { channelId: number; amount: number; payerName?: string; requestId: string },
  ): Promise<TDeposit> {
    const channel = await repo.findChannel(d.db, brand.id, input.channelId);
    if (!channel || !channel.enabled) throw new AppError('NOT_FOUND', 'No such deposit channel.');
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
    return depositView(row, channel, brand.currencyDecimals);
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
    return {
      items: page.items.map((i) =>
        depositView(i.deposit, channels.get(i.deposit.channelId)!, brand.currencyDecimals),
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
      gatewayRef: opts.gatewayRef ?? null,
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
      gatewayRef: null,
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

  async function findQueue(
    q: { brandId?: number; status?: string; q?: string; page: number; pageSize: number },
    codes: Map<number, string>,
  ) {
    const page = await repo.findDepositQueue(d.db, q);
    const items: TAdminDeposit[] = [];
    for (const i of page.items) {
      const brand = await d.brandById(i.deposit.brandId);
      items.push({
        id: i.deposit.id,
        brand: codes.get(i.deposit.brandId) ?? '',
        reference: i.deposit.reference,
        memberId: i.deposit.memberId,
        account: i.deposit.account,
        channel: i.channel,
        gateway: i.gateway,
        amount: fromMinor(i.deposit.amountMinor, brand.currencyDecimals),
        currency: i.deposit.currency,
        payerName: i.deposit.payerName,
        status: i.deposit.status as TAdminDeposit['status'],
        gatewayRef: i.deposit.gatewayRef,
        createdAt: i.deposit.createdAt.toISOString(),
        decidedAt: i.deposit.decidedAt?.toISOString() ?? null,
        decidedBy: i.deposit.decidedBy,
        reason: i.deposit.reason,
      });
    }
    return { items, page: q.page, pageSize: q.pageSize, total: page.total };
  }

  /** Today's approved deposits and the pending count, for consolidated funds. */
  async function memberFigures(brand: TBrand, memberId: number) {
    const since = startOfDay(brand.timeZone, dayIn(brand.timeZone, now()));
    const f = await repo.memberDepositFigures(d.db, memberId, since);
    return { pending: f.pending, todayApproved: fromMinor(f.approvedMinor, brand.currencyDecimals) };
  }

  /**
   * Money figures of the dashboard by currency: today's approved deposits and paid withdrawals,
   * what waits for finance, and 14 days of deposits. `decimals` gives each currency's decimals.
   */
  async function dashboardFigures(decimals: Map<string, number>) {
    const at = now();
    const dayStart = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
    const since = new Date(dayStart.getTime() - 13 * 86_400_000);
    const f = await repo.findMoneyFigures(d.db, { dayStart, since });
    const currencies = [...new Set([...decimals.keys(), ...f.deposited.map((r) => r.currency)])].sort();
    return currencies.map((currency) => {
      const dec = decimals.get(currency) ?? 2;
      const dep = f.deposited.find((r) => r.currency === currency);
      const wd = f.withdrawn.find((r) => r.currency === currency);
      const depositsMinor = BigInt(dep?.total ?? '0');
      const withdrawnMinor = BigInt(wd?.total ?? '0');
      return {
        currency,
        depositsToday: fromMinor(depositsMinor, dec),
        depositCountToday: dep?.n ?? 0,
        withdrawalsPaidToday: fromMinor(withdrawnMinor, dec),
        withdrawalCountToday: wd?.n ?? 0,
        netToday: fromMinor(depositsMinor - withdrawnMinor, dec),
        pendingDeposits: dep?.pending ?? 0,
        pendingWithdrawals: wd?.pending ?? 0,
        depositsByDay: Array.from({ length: 14 }, (_, i) => {
          const day = new Date(since.getTime() + i * 86_400_000).toISOString().slice(0, 10);
          const row = f.byDay.find((r) => r.currency === currency && r.day === day);
          return { day, amount: fromMinor(BigInt(row?.total ?? '0'), dec) };
        }),
      };
    });
  }

  return {
    findChannels,
    create,
    findMemberDeposits,
    approve,
    reject,
    approveNow,
    findQueue,
    memberFigures,
    dashboardFigures,
  };
}
export type DepositService = ReturnType<typeof createDepositService>;
