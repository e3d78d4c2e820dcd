import { randomBytes } from 'node:crypto';
import {
  fromMinor,
  type TAdminWithdrawal,
  type TPaymentSettings,
  type TPaymentSettingsRequest,
  type TPayoutAccount,
  type TWithdrawal,
  type TWithdrawInfo,
} from '@openlobby/contracts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { createMemberQueue } from '../../lib/member-queue.ts';
import type { MoneyEvents } from '../../lib/money-events.ts';
import { dayIn, nextDay, startOfDay } from '../../lib/zoned-time.ts';
import type { TSession } from '../identity/session.service.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import type { TBrand } from '../system/system.service.ts';
import type { TransferService } from '../wallet/transfer.service.ts';
import { amountInMinor } from '../wallet/wallet.service.ts';
import * as repo from './withdrawals.repo.ts';
import { refuseInTestMode } from './test-mode.ts';
import { turnoverOwed } from './turnover.ts';
import { ADJUSTER_WITHDRAWAL_DAYS, operatorAdjustedMember } from './adjustments.service.ts';

type TMember = TSession['member'];
type TStatus = TWithdrawal['status'];
export type TProofFile = { contentType: string; bytes: Buffer };

/** A brand without its own rules withdraws with these (major units); no daily amount or transfer limit. */
export const DEFAULT_PAYMENT_SETTINGS: TPaymentSettings = {
  withdrawalMin: 100,
  withdrawalMax: 50_000,
  withdrawalDailyCount: 5,
  withdrawalDailyAmount: null,
  autoReceiveMinutes: 30,
  turnoverPercent: 100,
  transferDailyCount: null,
  adjustmentCheckerAbove: 10_000,
};

/**
 * A brand's payment settings in major units, or the defaults when it has none. Exported beside
 * the service because the wallet's transfers (built before it) read the transfer limit too.
 */
export async function findPaymentSettings(
  db: DbOrTx,
  brand: Pick<TBrand, 'id' | 'currencyDecimals'>,
): Promise<TPaymentSettings> {
  const row = await repo.findSettings(db, brand.id);
  if (!row) return DEFAULT_PAYMENT_SETTINGS;
  const dec = brand.currencyDecimals;
  return {
    withdrawalMin: fromMinor(row.withdrawalMinMinor, dec),
    withdrawalMax: fromMinor(row.withdrawalMaxMinor, dec),
    withdrawalDailyCount: row.withdrawalDailyCount,
    withdrawalDailyAmount:
      row.withdrawalDailyAmountMinor === null ? null : fromMinor(row.withdrawalDailyAmountMinor, dec),
    autoReceiveMinutes: row.autoReceiveMinutes,
    turnoverPercent: row.turnoverPercent,
    transferDailyCount: row.transferDailyCount,
    adjustmentCheckerAbove:
      row.adjustmentCheckerAboveMinor === null ? null : fromMinor(row.adjustmentCheckerAboveMinor, dec),
  };
}
/** Bound payout accounts per member. */
const MAX_PAYOUT_ACCOUNTS = 5;

const newReference = () =>
  `W${Date.now().toString(36).toUpperCase()}${randomBytes(3).toString('hex').toUpperCase()}`;
const mask = (n: string) => (n.length <= 4 ? n : `${'•'.repeat(Math.min(8, n.length - 4))}${n.slice(-4)}`);
const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/** Whether bytes are really a PNG or a JPEG (the declared type alone proves nothing). */
export function imageTypeOf(bytes: Buffer): 'image/png' | 'image/jpeg' | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

export type WithdrawalDeps = {
  db: Db;
  ledger: Ledger;
  events: MoneyEvents;
  transfers: TransferService;
  brandById: (id: number) => Promise<TBrand>;
  checkPaymentPassword: (member: TMember, given: string) => Promise<void>;
  hasPaymentPassword: (member: TMember) => Promise<boolean>;
  /** Agents: a member frozen for an unpaid dividend withdraws nothing. */
  isFrozen: (brandId: number, memberId: number) => Promise<boolean>;
  /** VIP: the member's level's daily limits in place of the brand's (absent: the brand's apply). */
  memberSettings?: (brand: TBrand, memberId: number, s: TPaymentSettings) => Promise<TPaymentSettings>;
  now?: () => Date;
};

/**
 * Withdrawals: the amount is held at request (main → held, one ledger entry), then either released
 * (rejected) or paid out (held → the brand's payouts) with the operator's payout reference; the member
 * then confirms receipt or disputes it with proof. Each step is a conditional move from the state it
 * expects on a locked row, with its ledger entry in the same transaction.
 */
export function createWithdrawalService(d: WithdrawalDeps) {
  const now = d.now ?? (() => new Date());
  /** A member's requests one at a time in this process (see createMemberQueue). */
  const queue = createMemberQueue();

  const settingsOf = (brand: TBrand, db: DbOrTx = d.db) => findPaymentSettings(db, brand);
  /** The rules a member's withdrawal runs under: the brand's, with their VIP level's limits. */
  const memberSettingsOf = async (brand: TBrand, memberId: number) => {
    const s = await settingsOf(brand);
    return d.memberSettings ? d.memberSettings(brand, memberId, s) : s;
  };

  /** Saves a brand's rules; a daily limit the request leaves out keeps its stored value. */
  async function saveSettings(tx: Tx, brand: TBrand, input: TPaymentSettingsRequest) {
    const before = await settingsOf(brand, tx);
    const s: TPaymentSettings = {
      ...input,
      withdrawalDailyAmount:
        input.withdrawalDailyAmount === undefined
          ? before.withdrawalDailyAmount
          : input.withdrawalDailyAmount,
      transferDailyCount:
        input.transferDailyCount === undefined ? before.transferDailyCount : input.transferDailyCount,
      adjustmentCheckerAbove:
        input.adjustmentCheckerAbove === undefined
          ? before.adjustmentCheckerAbove
          : input.adjustmentCheckerAbove,
    };
    if (s.withdrawalMax < s.withdrawalMin)
      throw new AppError('VALIDATION_FAILED', 'The maximum must not be below the minimum.', [
        { field: 'withdrawalMax', message: 'belowMin' },
      ]);
    if (s.withdrawalDailyAmount !== null && s.withdrawalDailyAmount < s.withdrawalMin)
      throw new AppError('VALIDATION_FAILED', 'The daily amount must not be below the minimum.', [
        { field: 'withdrawalDailyAmount', message: 'belowMin' },
      ]);
    await repo.upsertSettings(tx, {
      brandId: brand.id,
      withdrawalMinMinor: amountInMinor(brand, s.withdrawalMin, 'withdrawalMin'),
      withdrawalMaxMinor: amountInMinor(brand, s.withdrawalMax, 'withdrawalMax'),
      withdrawalDailyCount: s.withdrawalDailyCount,
      withdrawalDailyAmountMinor:
        s.withdrawalDailyAmount === null
          ? null
          : amountInMinor(brand, s.withdrawalDailyAmount, 'withdrawalDailyAmount'),
      autoReceiveMinutes: s.autoReceiveMinutes,
      turnoverPercent: s.turnoverPercent,
      transferDailyCount: s.transferDailyCount,
      adjustmentCheckerAboveMinor:
        s.adjustmentCheckerAbove === null
          ? null
          : s.adjustmentCheckerAbove === 0
            ? 0n
            : amountInMinor(brand, s.adjustmentCheckerAbove, 'adjustmentCheckerAbove'),
    });
    return { before, after: s };
  }

  const accountView = (a: repo.TPayoutAccountRow): TPayoutAccount => ({
    id: a.id,
    kind: a.kind as TPayoutAccount['kind'],
    bankName: a.bankName,
    accountName: a.accountName,
    accountNumber: mask(a.accountNumber),
  });

  /** Bets still owed (see turnoverOwed): deposits × the brand's rate, with what transfers moved, less bets. */
  async function turnoverRemaining(brand: TBrand, memberId: number, percent: number, db: DbOrTx = d.db) {
    return turnoverOwed(db, d.ledger, { brandId: brand.id, memberId, percent });
  }

  /** TURNOVER_NOT_MET while bets are still owed. Decisive only in the transaction holding the member's lock. */
  async function checkTurnover(db: DbOrTx, brand: TBrand, memberId: number, s: TPaymentSettings) {
    const remaining = await turnoverRemaining(brand, memberId, s.turnoverPercent, db);
    if (remaining > 0n)
      throw new AppError('TURNOVER_NOT_MET', 'Bets have not reached the required turnover.', {
        remaining: fromMinor(remaining, brand.currencyDecimals),
      });
  }

  /** The member's withdrawals of the brand's day so far (see repo.sumMemberWithdrawalsSince). */
  async function usedToday(brand: TBrand, memberId: number, db: DbOrTx = d.db) {
    const since = startOfDay(brand.timeZone, dayIn(brand.timeZone, now()));
    return repo.sumMemberWithdrawalsSince(db, memberId, since);
  }

  /**
   * The member's main and held accounts, looked up (created on first use) before a transaction
   * locks them: through the database itself, so the ids are cached once committed.
   */
  async function moneyAccountsOf(brand: TBrand, memberId: number) {
    const account = (kind: 'MAIN' | 'HELD') =>
      d.ledger.memberAccount(d.ledger.db, {
        brandId: brand.id,
        memberId,
        kind,
        currency: brand.currencyCode,
      });
    return [await account('MAIN'), await account('HELD')];
  }

  /**
   * The day's count and amount with this request: WITHDRAWAL_LIMIT_REACHED or
   * WITHDRAWAL_AMOUNT_LIMIT_REACHED. Decisive only in the transaction holding the member's lock.
   */
  async function checkDailyLimits(
    db: DbOrTx,
    brand: TBrand,
    memberId: number,
    amountMinor: bigint,
    s: TPaymentSettings,
  ) {
    const used = await usedToday(brand, memberId, db);
    if (used.count >= s.withdrawalDailyCount)
      throw new AppError('WITHDRAWAL_LIMIT_REACHED', 'Today’s withdrawals are used up.', {
        limit: s.withdrawalDailyCount,
      });
    if (s.withdrawalDailyAmount === null) return;
    const limitMinor = amountInMinor(brand, s.withdrawalDailyAmount, 'withdrawalDailyAmount');
    if (used.amountMinor + amountMinor > limitMinor)
      throw new AppError('WITHDRAWAL_AMOUNT_LIMIT_REACHED', 'This would exceed today’s withdrawal amount.', {
        limit: s.withdrawalDailyAmount,
        remaining: fromMinor(
          limitMinor > used.amountMinor ? limitMinor - used.amountMinor : 0n,
          brand.currencyDecimals,
        ),
      });
  }

  /** Today's withdrawals (the brand's day; rejected and refunded ones aside) and those waiting for finance. */
  async function memberFigures(brand: TBrand, memberId: number) {
    const since = startOfDay(brand.timeZone, dayIn(brand.timeZone, now()));
    const f = await repo.memberWithdrawalFigures(d.db, memberId, since);
    return { pending: f.pending, today: fromMinor(f.todayMinor, brand.currencyDecimals) };
  }

  async function getInfo(brand: TBrand, member: TMember): Promise<TWithdrawInfo> {
    const s = await memberSettingsOf(brand, member.id);
    const [balance, accounts, used, remaining, hasPassword] = await Promise.all([
      d.transfers.getBalance(brand, member.id),
      repo.findPayoutAccounts(d.db, member.id),
      usedToday(brand, member.id).then((u) => u.count),
      turnoverRemaining(brand, member.id, s.turnoverPercent),
      d.hasPaymentPassword(member),
    ]);
    return {
      balance,
      min: s.withdrawalMin,
      max: s.withdrawalMax,
      dailyCount: s.withdrawalDailyCount,
      usedToday: used,
      turnoverRequired: fromMinor(remaining, brand.currencyDecimals),
      autoReceiveMinutes: s.autoReceiveMinutes,
      hasPaymentPassword: hasPassword,
      accounts: accounts.map(accountView),
    };
  }

  /** Binds a bank card or e-wallet; the payee must be the member's registered payee name. */
  async function addPayoutAccount(
    member: TMember,
    input: {
      kind: 'BANK' | 'EWALLET';
      bankName: string;
      accountName: string;
      accountNumber: string;
      paymentPassword: string;
    },
  ) {
    await d.checkPaymentPassword(member, input.paymentPassword);
    if (member.payeeName && !sameName(member.payeeName, input.accountName))
      throw new AppError('VALIDATION_FAILED', 'The payee must be your own name.', [
        { field: 'accountName', message: 'notPayee' },
      ]);
    if ((await repo.findPayoutAccounts(d.db, member.id)).length >= MAX_PAYOUT_ACCOUNTS)
      throw new AppError('OPERATION_NOT_ALLOWED', `At most ${MAX_PAYOUT_ACCOUNTS} payout accounts.`);
    const created = await repo.insertPayoutAccount(d.db, {
      brandId: member.brandId,
      memberId: member.id,
      kind: input.kind,
      bankName: input.bankName,
      accountName: input.accountName,
      accountNumber: input.accountNumber.replace(/\s+/g, ' '),
    });
    if (!created)
      throw new AppError('VALIDATION_FAILED', 'This account is bound already.', [
        { field: 'accountNumber', message: 'bound' },
      ]);
    return accountView(created);
  }

  async function views(rows: repo.TWithdrawalRow[], brand: TBrand): Promise<TWithdrawal[]> {
    const [accounts, proofs, s] = await Promise.all([
      repo.findPayoutAccountsByIds(d.db, [...new Set(rows.map((r) => r.payoutAccountId))]),
      repo.findProofIds(
        d.db,
        rows.map((r) => r.id),
      ),
      settingsOf(brand),
    ]);
    const accountOf = new Map(accounts.map((a) => [a.id, accountView(a)]));
    return rows.map((r) => ({
      id: r.id,
      reference: r.reference,
      amount: fromMinor(r.amountMinor, brand.currencyDecimals),
      status: r.status as TStatus,
      account: accountOf.get(r.payoutAccountId)!,
      createdAt: r.createdAt.toISOString(),
      paidAt: r.paidAt?.toISOString() ?? null,
      payoutReference: r.payoutReference,
      autoReceiveAt:
        r.status === 'PAID' && r.paidAt
          ? new Date(r.paidAt.getTime() + s.autoReceiveMinutes * 60_000).toISOString()
          : null,
      remark: r.remark,
      proofIds: proofs.filter((p) => p.withdrawalId === r.id).map((p) => p.id),
      reason: r.reason,
    }));
  }

  /**
   * A withdrawal request: checks (daily limits, payment password, account, amount, turnover), then
   * in one transaction, under the lock of the member's accounts, the daily count and amount again,
   * the request row and its hold entry (main → held). A retried request id answers the first
   * request and counts once; INSUFFICIENT_BALANCE and the daily limits write nothing. One member's
   * requests are taken one at a time in a process, so a burst beyond a limit is refused as such
   * without trying the payment password.
   */
  async function request(
    brand: TBrand,
    member: TMember,
    input: { payoutAccountId: number; amount: number; paymentPassword: string; requestId: string },
  ): Promise<TWithdrawal> {
    const requestKey = `${member.id}:${input.requestId}`;
    const amountMinor = amountInMinor(brand, input.amount);
    const existing = await repo.findWithdrawalByKey(d.db, brand.id, requestKey);
    if (existing) return replayOf(existing, brand, input.payoutAccountId, amountMinor);
    await refuseInTestMode(d.db, brand);
    if (await d.isFrozen(brand.id, member.id))
      throw new AppError('ACCOUNT_FROZEN', 'The account is frozen for an unpaid dividend.');
    const row = await queue(member.id, () => place(brand, member, input, requestKey, amountMinor));
    d.events.publish({ brandId: brand.id, memberId: member.id });
    return replayOf(row, brand, input.payoutAccountId, amountMinor);
  }

  /** Checks and writes one request; answers its row, or the stored row of the same request id. */
  async function place(
    brand: TBrand,
    member: TMember,
    input: { payoutAccountId: number; amount: number; paymentPassword: string },
    requestKey: string,
    amountMinor: bigint,
  ): Promise<repo.TWithdrawalRow> {
    const earlier = await repo.findWithdrawalByKey(d.db, brand.id, requestKey);
    if (earlier) return earlier;
    const s = await memberSettingsOf(brand, member.id);
    // Refused here before the payment password is tried; decided again under the lock below.
    await checkDailyLimits(d.db, brand, member.id, amountMinor, s);
    await d.checkPaymentPassword(member, input.paymentPassword);
    const account = await repo.findPayoutAccount(d.db, input.payoutAccountId);
    if (!account || account.memberId !== member.id || account.removedAt)
      throw new AppError('NOT_FOUND', 'No such payout account.');
    if (input.amount < s.withdrawalMin || input.amount > s.withdrawalMax)
      throw new AppError('VALIDATION_FAILED', 'The amount is outside the withdrawal limits.', [
        { field: 'amount', message: 'outOfRange', min: s.withdrawalMin, max: s.withdrawalMax },
      ]);
    await checkTurnover(d.db, brand, member.id, s);
    const accounts = await moneyAccountsOf(brand, member.id);
    const row = await d.ledger.inTransaction(async (tx) => {
      // Every withdrawal request of the member, from any process, queues on these rows (ascending
      // id, as the ledger locks them), so the daily limits checked next cannot be passed by a race.
      await d.ledger.lockMemberAccounts(tx, accounts);
      // The same request id that committed first (another process): answered below, not counted again.
      if (await repo.findWithdrawalByKey(tx, brand.id, requestKey)) return undefined;
      await checkDailyLimits(tx, brand, member.id, amountMinor, s);
      // Turnover moved by a transfer that committed since the check above (it locks these rows too).
      await checkTurnover(tx, brand, member.id, s);
      const created = await repo.insertWithdrawal(tx, {
        brandId: brand.id,
        memberId: member.id,
        account: member.account,
        payoutAccountId: account.id,
        amountMinor,
        currency: brand.currencyCode,
        requestKey,
        reference: newReference(),
        createdAt: now(),
      });
      if (!created) return undefined;
      await post(tx, created, 'WITHDRAWAL_HOLD', `withdraw:${created.id}`, 'MAIN', 'HELD');
      return created;
    });
    return row ?? (await repo.findWithdrawalByKey(d.db, brand.id, requestKey))!;
  }

  async function replayOf(row: repo.TWithdrawalRow, brand: TBrand, accountId: number, amountMinor: bigint) {
    if (row.payoutAccountId !== accountId || row.amountMinor !== amountMinor)
      throw new AppError('DUPLICATE_TRANSACTION', 'This request was already made with different details.');
    return (await views([row], brand))[0]!;
  }

  /** One ledger entry of a withdrawal between two of the member's accounts, or the brand's payouts. */
  async function post(
    tx: Tx,
    w: repo.TWithdrawalRow,
    kind: 'WITHDRAWAL_HOLD' | 'WITHDRAWAL_RELEASE' | 'WITHDRAWAL_PAYOUT',
    key: string,
    from: 'MAIN' | 'HELD' | 'PAYOUTS',
    to: 'MAIN' | 'HELD' | 'PAYOUTS',
  ) {
    const account = (k: 'MAIN' | 'HELD' | 'PAYOUTS') =>
      k === 'PAYOUTS'
        ? d.ledger.brandAccount(tx, { brandId: w.brandId, kind: 'PAYOUTS', currency: w.currency })
        : d.ledger.memberAccount(tx, {
            brandId: w.brandId,
            memberId: w.memberId,
            kind: k,
            currency: w.currency,
          });
    const [a, b] = [await account(from), await account(to)];
    await d.ledger.post(
      {
        brandId: w.brandId,
        kind,
        idempotencyKey: key,
        payload: { withdrawal: w.id, amountMinor: w.amountMinor.toString() },
        memberId: w.memberId,
        reference: w.reference,
        postings: [
          { accountId: a, amountMinor: -w.amountMinor },
          { accountId: b, amountMinor: w.amountMinor },
        ],
      },
      tx,
    );
  }

  /** Locks the withdrawal and moves it from one of `from` (else OPERATION_NOT_ALLOWED). */
  async function move(
    tx: Tx,
    id: number,
    from: readonly TStatus[],
    patch: Parameters<typeof repo.moveWithdrawal>[3],
  ) {
    const current = await repo.lockWithdrawal(tx, id);
    if (!current) throw new AppError('NOT_FOUND', 'No such withdrawal.');
    if (!from.includes(current.status as TStatus))
      throw new AppError('OPERATION_NOT_ALLOWED', `This withdrawal is ${current.status.toLowerCase()}.`);
    const moved = await repo.moveWithdrawal(tx, id, from, patch);
    return { before: current, after: moved! };
  }

  const audit = (r: { before: repo.TWithdrawalRow; after: repo.TWithdrawalRow }) => ({
    before: { status: r.before.status },
    after: {
      status: r.after.status,
      amountMinor: r.after.amountMinor.toString(),
      payoutReference: r.after.payoutReference,
    },
    brandId: r.after.brandId,
    memberId: r.after.memberId,
  });

  /**
   * WITHDRAWAL_ADJUSTER_CONFLICT when the deciding operator adjusted the member's balance (made,
   * approved or has pending an adjustment) in the last 30 days: another operator decides.
   */
  async function refuseAdjuster(tx: Tx, id: number, by: string) {
    const w = await repo.findWithdrawal(tx, id);
    if (w && (await operatorAdjustedMember(tx, w.memberId, by, now())))
      throw new AppError(
        'WITHDRAWAL_ADJUSTER_CONFLICT',
        'You adjusted this member’s balance recently: another operator must decide this withdrawal.',
        { days: ADJUSTER_WITHDRAWAL_DAYS },
      );
  }

  async function approve(tx: Tx, id: number, by: string) {
    await refuseAdjuster(tx, id, by);
    return audit(await move(tx, id, ['PENDING'], { status: 'APPROVED', decidedBy: by }));
  }

  /** Rejects a request not yet paid; the held funds go back to the main wallet. */
  async function reject(tx: Tx, id: number, by: string, reason: string) {
    const r = await move(tx, id, ['PENDING', 'APPROVED'], { status: 'REJECTED', decidedBy: by, reason });
    await post(tx, r.after, 'WITHDRAWAL_RELEASE', `withdrawal-release:${id}`, 'HELD', 'MAIN');
    return audit(r);
  }

  /**
   * Records the payout and its reference: held → the brand's payouts. A disputed payout paid again
   * only gets its new reference (the money left with the first payout).
   */
  async function payout(tx: Tx, id: number, by: string, reference: string) {
    await refuseAdjuster(tx, id, by);
    const r = await move(tx, id, ['APPROVED', 'DISPUTED'], {
      status: 'PAID',
      decidedBy: by,
      payoutReference: reference,
      paidAt: now(),
    });
    if (r.before.status === 'APPROVED')
      await post(tx, r.after, 'WITHDRAWAL_PAYOUT', `withdrawal-payout:${id}`, 'HELD', 'PAYOUTS');
    return audit(r);
  }

  /** A disputed payout that never arrived: the money goes back to the member's main wallet. */
  async function refund(tx: Tx, id: number, by: string, reason: string) {
    const r = await move(tx, id, ['DISPUTED'], { status: 'REFUNDED', decidedBy: by, reason });
    await post(tx, r.after, 'WITHDRAWAL_RELEASE', `withdrawal-refund:${id}`, 'PAYOUTS', 'MAIN');
    return audit(r);
  }

  /**
   * The member's answer after a payout: received, not received (remark and 1–3 proof images), or
   * fully paid after all (a dispute closed by the member). A payout past its confirmation time was
   * received by force and can no longer be disputed.
   */
  async function confirm(
    brand: TBrand,
    member: TMember,
    id: number,
    input: { answer: 'RECEIVED' | 'NOT_RECEIVED' | 'FULLY_PAID'; remark?: string },
    proofs: TProofFile[],
  ) {
    const current = await repo.findWithdrawal(d.db, id);
    if (!current || current.memberId !== member.id) throw new AppError('NOT_FOUND', 'No such withdrawal.');
    if (input.answer === 'NOT_RECEIVED' && (proofs.length === 0 || !input.remark))
      throw new AppError('VALIDATION_FAILED', 'Say what happened and add at least one proof image.', [
        { field: proofs.length === 0 ? 'proofs' : 'remark', message: 'required' },
      ]);
    const next = { RECEIVED: 'RECEIVED', NOT_RECEIVED: 'DISPUTED', FULLY_PAID: 'FULLY_PAID' } as const;
    const from: TStatus[] = input.answer === 'FULLY_PAID' ? ['DISPUTED'] : ['PAID'];
    await d.ledger.inTransaction(async (tx) => {
      await move(tx, id, from, {
        status: next[input.answer],
        ...(input.answer === 'NOT_RECEIVED' && { remark: input.remark }),
      });
      for (const p of proofs)
        await repo.insertProof(tx, { withdrawalId: id, contentType: p.contentType, bytes: p.bytes });
    });
    return (await views([(await repo.findWithdrawal(d.db, id))!], brand))[0]!;
  }

  /**
   * Paid withdrawals left unconfirmed past their brand's minutes count as received (forced). Runs
   * inside the scheduler's transaction and only through it.
   */
  async function autoReceive(tx: DbOrTx) {
    let moved = 0;
    for (const brandId of await repo.findBrandsWithPaid(tx)) {
      const minutes =
        (await repo.findSettings(tx, brandId))?.autoReceiveMinutes ??
        DEFAULT_PAYMENT_SETTINGS.autoReceiveMinutes;
      const due = await repo.findUnconfirmedPaid(tx, brandId, new Date(now().getTime() - minutes * 60_000));
      for (const { id } of due)
        if (
          await repo.moveWithdrawal(tx, id, ['PAID'], { status: 'AUTO_RECEIVED', decidedBy: 'auto-receive' })
        )
          moved++;
    }
    return moved;
  }

  async function findMemberWithdrawals(
    brand: TBrand,
    memberId: number,
    q: { from: string; to: string; page: number; pageSize: number },
  ) {
    const page = await repo.findMemberWithdrawals(d.db, {
      memberId,
      from: startOfDay(brand.timeZone, q.from),
      to: startOfDay(brand.timeZone, nextDay(q.to)),
      page: q.page,
      pageSize: q.pageSize,
    });
    return { items: await views(page.items, brand), page: q.page, pageSize: q.pageSize, total: page.total };
  }

  async function findQueue(
    q: { brandId?: number; status?: string; q?: string; page: number; pageSize: number },
    codes: Map<number, string>,
  ) {
    const page = await repo.findWithdrawalQueue(d.db, q);
    // The views of each brand's rows in one go (accounts, proofs and settings read once per brand).
    const viewOf = new Map<number, TWithdrawal>();
    for (const brandId of new Set(page.items.map((r) => r.brandId))) {
      const rows = page.items.filter((r) => r.brandId === brandId);
      (await views(rows, await d.brandById(brandId))).forEach((v) => viewOf.set(v.id, v));
    }
    const items: TAdminWithdrawal[] = page.items.map((row) => ({
      ...viewOf.get(row.id)!,
      brand: codes.get(row.brandId) ?? '',
      memberId: row.memberId,
      memberAccount: row.account,
      currency: row.currency,
      decidedBy: row.decidedBy,
    }));
    return { items, page: q.page, pageSize: q.pageSize, total: page.total };
  }

  /** A proof image, for its member or the back office. */
  async function getProof(withdrawalId: number, proofId: number, memberId?: number) {
    const w = await repo.findWithdrawal(d.db, withdrawalId);
    const proof =
      w && (memberId === undefined || w.memberId === memberId)
        ? await repo.findProof(d.db, withdrawalId, proofId)
        : undefined;
    if (!proof) throw new AppError('NOT_FOUND', 'No such proof.');
    return proof;
  }

  return {
    settingsOf,
    saveSettings,
    getInfo,
    memberFigures,
    addPayoutAccount,
    request,
    approve,
    reject,
    payout,
    refund,
    confirm,
    autoReceive,
    findMemberWithdrawals,
    findQueue,
    getProof,
  };
}
export type WithdrawalService = ReturnType<typeof createWithdrawalService>;
