import {
  fromMinor,
  isAgentType,
  type TBalance,
  type TMerchantWallet,
  type TVendor,
  type TWalletTransferRequest,
  type TWalletTransferResult,
} from '@openlobby/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { createMemberQueue } from '../../lib/member-queue.ts';
import type { MoneyEvents } from '../../lib/money-events.ts';
import { dayIn, startOfDay } from '../../lib/zoned-time.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import type { TSession } from '../identity/session.service.ts';
import type { TBrand } from '../system/system.service.ts';
import type { VendorTransferService } from './vendor-transfer.service.ts';
import { amountInMinor } from './wallet.service.ts';

type TMember = TSession['member'];

export type TransferDeps = {
  ledger: Ledger;
  /** Moves to and from vendors' own wallets. */
  vendorMoves: VendorTransferService;
  events: MoneyEvents;
  /** The brand's vendors (games module). */
  findVendors: (brand: TBrand) => Promise<TVendor[]>;
  /** Identity: a member of the brand by id, an agent's downline by account, the payment password check. */
  findMember: (brandId: number, id: number) => Promise<TMember | undefined>;
  findDownline: (brandId: number, agentId: number, account: string) => Promise<TMember | undefined>;
  checkPaymentPassword: (member: TMember, given: string) => Promise<void>;
  /** Payments: how many transfers to other members one member may make per brand day (null: no limit). */
  transferDailyCount: (brand: TBrand) => Promise<number | null>;
  /**
   * Payments: moves the sender's owed turnover with a transfer to another member, in the transfer's
   * transaction after both wallets are locked, keyed by its entry; answers the amount moved.
   */
  moveTurnover: (
    tx: Tx,
    brand: TBrand,
    q: { entryId: number; fromMemberId: number; toMemberId: number; amountMinor: bigint },
  ) => Promise<bigint>;
  /** Agents: a member frozen for an unpaid dividend sends nothing to other members. */
  isFrozen: (brandId: number, memberId: number) => Promise<boolean>;
  now?: () => Date;
};

/** Transfers to other members: what the brand's daily transfer count counts. */
const MEMBER_TRANSFER_KINDS = ['UPLINE_TRANSFER', 'DOWNLINE_TRANSFER'] as const;

/**
 * Moves of a member's money they start themselves: between the main wallet and vendor wallets, to
 * their upline, and (agents) to a downline. Each move is one ledger entry keyed by the member's
 * request id, so a retried request applies once and answers the first result.
 */
/** How often a launch's move of the main balance reads it again after a refusal for funds. */
const MOVE_MAIN_IN_ATTEMPTS = 3;

export function createTransferService(d: TransferDeps) {
  const { ledger } = d;
  const now = d.now ?? (() => new Date());
  /** A sender's transfers to other members one at a time in this process (see createMemberQueue). */
  const queue = createMemberQueue();

  async function accountsOf(brand: TBrand, memberId: number) {
    return ledger.memberBalances(brand.id, memberId);
  }

  /** The balance call: main plus vendor wallets, with funds held for withdrawals apart. */
  async function getBalance(brand: TBrand, memberId: number): Promise<TBalance> {
    return balanceOf(brand, await accountsOf(brand, memberId));
  }

  function balanceOf(
    brand: TBrand,
    accounts: { kind: string; vendorCode: string | null; balanceMinor: bigint }[],
  ): TBalance {
    const sum = (kinds: string[]) =>
      accounts.filter((a) => kinds.includes(a.kind)).reduce((t, a) => t + a.balanceMinor, 0n);
    const dec = brand.currencyDecimals;
    return {
      sumBalance: fromMinor(sum(['MAIN', 'VENDOR']), dec),
      isSingle: !accounts.some((a) => a.kind === 'VENDOR' && a.balanceMinor > 0n),
      mainBalance: fromMinor(sum(['MAIN']), dec),
      heldBalance: fromMinor(sum(['HELD']), dec),
      currency: brand.currencyCode,
      decimals: dec,
    };
  }

  /** The brand's vendors that keep a wallet of their own. */
  async function transferVendors(brand: TBrand) {
    const vendors = await d.findVendors(brand);
    const wallets = await Promise.all(vendors.map((v) => d.vendorMoves.isTransferWallet(brand, v.vassalage)));
    return vendors.filter((_, i) => wallets[i]);
  }

  /** Every vendor of the brand with the member's balance in its wallet. */
  async function getMerchantWallet(brand: TBrand, memberId: number): Promise<TMerchantWallet> {
    const [vendors, accounts] = await Promise.all([transferVendors(brand), accountsOf(brand, memberId)]);
    const dec = brand.currencyDecimals;
    const balanceAt = (code: string) =>
      accounts.find((a) => a.kind === 'VENDOR' && a.vendorCode === code)?.balanceMinor ?? 0n;
    return {
      mainBalance: fromMinor(accounts.find((a) => a.kind === 'MAIN')?.balanceMinor ?? 0n, dec),
      currency: brand.currencyCode,
      decimals: dec,
      wallets: vendors.map((v) => ({
        vendorCode: v.vassalage,
        name: v.name,
        category: v.gameType,
        balance: fromMinor(balanceAt(v.vassalage), dec),
      })),
    };
  }

  async function vendorOf(brand: TBrand, code: string) {
    const vendor = (await d.findVendors(brand)).find((v) => v.vassalage === code);
    if (!vendor || !(await d.vendorMoves.isTransferWallet(brand, code)))
      throw new AppError('NOT_FOUND', 'No such game vendor.');
    return vendor;
  }

  async function transfer(
    brand: TBrand,
    member: TMember,
    req: TWalletTransferRequest,
  ): Promise<TWalletTransferResult> {
    const key = `wallet:${member.id}:${req.requestId}`;
    let moved = 0n;
    let replayed = false;
    if (req.type === 'ALL_OUT') {
      for (const v of await transferVendors(brand)) {
        const r = await d.vendorMoves.moveOut(brand, member.id, v.vassalage, null, `${key}:${v.vassalage}`);
        moved += r.moved;
        replayed ||= r.replayed;
      }
    } else {
      const amountMinor = amountInMinor(brand, req.amount);
      const vendor = await vendorOf(brand, req.vendorCode);
      if (req.type === 'IN') {
        if (vendor.maintenance)
          throw new AppError('OPERATION_NOT_ALLOWED', 'This game vendor is under maintenance.');
        ({ replayed } = await d.vendorMoves.moveIn(brand, member.id, req.vendorCode, amountMinor, key));
      } else ({ replayed } = await d.vendorMoves.moveOut(brand, member.id, req.vendorCode, amountMinor, key));
      moved = amountMinor;
    }
    d.events.publish({ brandId: brand.id, memberId: member.id });
    return {
      moved: fromMinor(moved, brand.currencyDecimals),
      replayed,
      balance: await getBalance(brand, member.id),
    };
  }

  /**
   * A transfer-wallet game's launch with confirmTrans (spec §3): the whole main balance moves into
   * the vendor's wallet as one move under `key`. A vendor without a wallet of its own (seamless, the
   * house) or an empty main wallet moves nothing.
   */
  async function moveMainIn(brand: TBrand, member: TMember, vendorCode: string, key: string) {
    if (!(await d.vendorMoves.isTransferWallet(brand, vendorCode))) return;
    // The balance read can be stale by the time it moves (a second launch in another tab, a bet):
    // a refusal for funds reads it again and moves what is left, under a key of its own.
    for (let attempt = 0; ; attempt += 1) {
      const main = (await accountsOf(brand, member.id)).find((a) => a.kind === 'MAIN')?.balanceMinor ?? 0n;
      if (main <= 0n) return;
      try {
        await d.vendorMoves.moveIn(
          brand,
          member.id,
          vendorCode,
          main,
          attempt === 0 ? key : `${key}:${attempt}`,
        );
        d.events.publish({ brandId: brand.id, memberId: member.id });
        return;
      } catch (err) {
        const refusedForFunds = err instanceof AppError && err.code === 'INSUFFICIENT_BALANCE';
        if (!refusedForFunds || attempt >= MOVE_MAIN_IN_ATTEMPTS - 1) throw err;
      }
    }
  }

  /**
   * Main wallet to main wallet between two members of the brand, guarded by the payment password.
   * The entry's transaction first locks both wallets (ascending id, as the ledger locks them), so
   * racing transfers of either member, from any process, queue there and each sees the ones before
   * it. Under that lock the daily transfer count is decided (a replayed request id counts once) and
   * the sender's owed turnover moves with the money (a replay moves none). A transfer the count
   * refuses is refused before the payment password is tried.
   */
  async function payMember(
    brand: TBrand,
    from: TMember,
    to: TMember,
    input: { amount: number; paymentPassword: string; requestId: string },
    kind: 'UPLINE_TRANSFER' | 'DOWNLINE_TRANSFER',
  ) {
    const amountMinor = amountInMinor(brand, input.amount);
    if (await d.isFrozen(brand.id, from.id))
      throw new AppError('ACCOUNT_FROZEN', 'The account is frozen for an unpaid dividend.');
    const account = (memberId: number) =>
      ledger.memberAccount(ledger.db, {
        brandId: brand.id,
        memberId,
        kind: 'MAIN',
        currency: brand.currencyCode,
      });
    const accounts = { from: await account(from.id), to: await account(to.id) };
    const entry = {
      brandId: brand.id,
      kind,
      idempotencyKey: `${kind === 'UPLINE_TRANSFER' ? 'upline' : 'downline'}:${from.id}:${input.requestId}`,
      payload: { to: to.id, amountMinor: amountMinor.toString() },
      memberId: from.id,
      reference: to.account,
      memo: { from: from.account, to: to.account },
      postings: [
        { accountId: accounts.from, amountMinor: -amountMinor },
        { accountId: accounts.to, amountMinor },
      ],
    };
    /** TRANSFER_LIMIT_REACHED when the sender's transfers of the brand's day are used up (a replay passes). */
    const checkLimit = async (db: DbOrTx, limit: number) => {
      const used = await ledger.countMemberEntriesSince(db, {
        brandId: brand.id,
        memberId: from.id,
        kinds: MEMBER_TRANSFER_KINDS,
        since: startOfDay(brand.timeZone, dayIn(brand.timeZone, now())),
        key: entry.idempotencyKey,
      });
      if (!used.keyApplied && used.count >= limit)
        throw new AppError('TRANSFER_LIMIT_REACHED', 'Today’s transfers to other members are used up.', {
          limit,
        });
    };
    const posted = await queue(from.id, async () => {
      const limit = await d.transferDailyCount(brand);
      // Refused here before the payment password is tried; decided again under the lock below.
      if (limit !== null) await checkLimit(ledger.db, limit);
      await d.checkPaymentPassword(from, input.paymentPassword);
      return ledger.inTransaction(async (tx) => {
        await ledger.lockMemberAccounts(tx, [accounts.from, accounts.to]);
        if (limit !== null) await checkLimit(tx, limit);
        const result = await ledger.post(entry, tx);
        if (!result.replayed)
          await d.moveTurnover(tx, brand, {
            entryId: result.entryId,
            fromMemberId: from.id,
            toMemberId: to.id,
            amountMinor,
          });
        return result;
      });
    });
    d.events.publish({ brandId: brand.id, memberId: from.id });
    d.events.publish({ brandId: brand.id, memberId: to.id });
    return {
      entryId: posted.entryId,
      replayed: posted.replayed,
      to: to.account,
      balance: await getBalance(brand, from.id),
    };
  }

  /** To the agent the member registered under. */
  async function toUpline(
    brand: TBrand,
    member: TMember,
    input: { amount: number; paymentPassword: string; requestId: string },
  ) {
    const upline = member.uplineId ? await d.findMember(brand.id, member.uplineId) : undefined;
    if (!upline) throw new AppError('OPERATION_NOT_ALLOWED', 'Your account has no upline.');
    return payMember(brand, member, upline, input, 'UPLINE_TRANSFER');
  }

  /** An agent's transfer to an account registered under them. */
  async function toDownline(
    brand: TBrand,
    agent: TMember,
    input: { downlineAccount: string; amount: number; paymentPassword: string; requestId: string },
  ) {
    if (!isAgentType(agent.type)) throw new AppError('NOT_AN_AGENT', 'Only agents transfer to downlines.');
    const downline = await d.findDownline(brand.id, agent.id, input.downlineAccount);
    if (!downline) throw new AppError('NOT_FOUND', 'No such account in your downline.');
    return payMember(brand, agent, downline, input, 'DOWNLINE_TRANSFER');
  }

  return { getBalance, getMerchantWallet, transfer, moveMainIn, toUpline, toDownline };
}
export type TransferService = ReturnType<typeof createTransferService>;
