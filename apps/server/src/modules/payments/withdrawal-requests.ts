import { randomBytes } from 'node:crypto';
import { fromMinor, type TWithdrawal, type TWithdrawInfo } from '@openlobby/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { createMemberQueue } from '../../lib/member-queue.ts';
import type { MoneyEvents } from '../../lib/money-events.ts';
import type { TSession } from '../identity/session.service.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import type { TBrand } from '../system/system.service.ts';
import type { TransferService } from '../wallet/transfer.service.ts';
import { amountInMinor } from '../wallet/wallet.service.ts';
import { refuseInTestMode } from './test-mode.ts';
import { accountView } from './withdrawal-figures.ts';
import type { WithdrawalLimits } from './withdrawal-limits.ts';
import { createWithdrawalSteps } from './withdrawal-steps.ts';
import * as repo from './withdrawals.repo.ts';

type TMember = TSession['member'];
type TStatus = TWithdrawal['status'];
export type TProofFile = { contentType: string; bytes: Buffer };

/** Bound payout accounts per member. */
const MAX_PAYOUT_ACCOUNTS = 5;

const newReference = () =>
  `W${Date.now().toString(36).toUpperCase()}${randomBytes(3).toString('hex').toUpperCase()}`;
const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/** Whether bytes are really a PNG or a JPEG (the declared type alone proves nothing). */
export function imageTypeOf(bytes: Buffer): 'image/png' | 'image/jpeg' | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

/** What the member's side of withdrawals needs from other modules. */
export type WithdrawalRequestDeps = {
  db: Db;
  ledger: Ledger;
  events: MoneyEvents;
  transfers: TransferService;
  checkPaymentPassword: (member: TMember, given: string) => Promise<void>;
  hasPaymentPassword: (member: TMember) => Promise<boolean>;
  /** Agents: a member frozen for an unpaid dividend withdraws nothing. */
  isFrozen: (brandId: number, memberId: number) => Promise<boolean>;
};

/**
 * The member's side of withdrawals: the request form's figures, binding a payout account, the
 * request itself (its checks and the hold) and the answer after a payout.
 */
export function createWithdrawalRequests(
  d: WithdrawalRequestDeps & {
    now: () => Date;
    limits: WithdrawalLimits;
    /** The rows as members read them (see createWithdrawalFigures). */
    views: (rows: repo.TWithdrawalRow[], brand: TBrand) => Promise<TWithdrawal[]>;
  },
) {
  const { now, limits, views } = d;
  const { post, move } = createWithdrawalSteps(d.ledger);
  /** A member's requests one at a time in this process (see createMemberQueue). */
  const queue = createMemberQueue();

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

  async function getInfo(brand: TBrand, member: TMember): Promise<TWithdrawInfo> {
    const s = await limits.memberSettingsOf(brand, member.id);
    const [balance, accounts, used, remaining, hasPassword] = await Promise.all([
      d.transfers.getBalance(brand, member.id),
      repo.findPayoutAccounts(d.db, member.id),
      limits.usedToday(brand, member.id).then((u) => u.count),
      limits.turnoverRemaining(brand, member.id, s.turnoverPercent),
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
    const s = await limits.memberSettingsOf(brand, member.id);
    // Refused here before the payment password is tried; decided again under the lock below.
    await limits.checkDailyLimits(d.db, brand, member.id, amountMinor, s);
    await d.checkPaymentPassword(member, input.paymentPassword);
    const account = await repo.findPayoutAccount(d.db, input.payoutAccountId);
    if (!account || account.memberId !== member.id || account.removedAt)
      throw new AppError('NOT_FOUND', 'No such payout account.');
    if (input.amount < s.withdrawalMin || input.amount > s.withdrawalMax)
      throw new AppError('VALIDATION_FAILED', 'The amount is outside the withdrawal limits.', [
        { field: 'amount', message: 'outOfRange', min: s.withdrawalMin, max: s.withdrawalMax },
      ]);
    await limits.checkTurnover(d.db, brand, member.id, s);
    const accounts = await moneyAccountsOf(brand, member.id);
    const row = await d.ledger.inTransaction(async (tx) => {
      // Every withdrawal request of the member, from any process, queues on these rows (ascending
      // id, as the ledger locks them), so the daily limits checked next cannot be passed by a race.
      await d.ledger.lockMemberAccounts(tx, accounts);
      // The same request id that committed first (another process): answered below, not counted again.
      if (await repo.findWithdrawalByKey(tx, brand.id, requestKey)) return undefined;
      await limits.checkDailyLimits(tx, brand, member.id, amountMinor, s);
      // Turnover moved by a transfer that committed since the check above (it locks these rows too).
      await limits.checkTurnover(tx, brand, member.id, s);
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

  return { getInfo, addPayoutAccount, request, confirm };
}
