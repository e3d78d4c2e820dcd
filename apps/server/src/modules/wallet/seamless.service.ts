import { AppError } from '../../lib/app-error.ts';
import type { MoneyEvents } from '../../lib/money-events.ts';
import type { Tx } from '../../db/client.ts';
import { createGroupCommit } from '../../lib/group-commit.ts';
import { hashSecret } from '../../lib/secrets.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import type { TBrand } from '../system/system.service.ts';
import { seamlessFingerprint } from './seamless-fingerprint.ts';
import * as repo from './seamless.repo.ts';

/** Who and what a seamless call is about: the player, the vendor's round and its game. */
export type TSeamlessRound = {
  brand: TBrand;
  vendorCode: string;
  memberId: number;
  roundId: string;
  gameCode: string;
  nodeId: number;
};

export type TSeamlessCall = TSeamlessRound & {
  txId: string;
  amountMinor: bigint;
  /**
   * An external vendor's debit names the game session it plays in: the debit is refused
   * (GAME_SESSION_INVALID) unless it is this player's live launch of this game. In-process callers
   * (the house slot) check their own session and name none.
   */
  sessionToken?: string;
  /**
   * An external vendor's bound on a round: its credits may total at most this many times its
   * stakes not rolled back (WIN_LIMIT_EXCEEDED otherwise). The house slot, whose engine caps its
   * wins, calls without one.
   */
  maxWinMultiple?: number;
};

export type TSeamlessResult = {
  /** The member's main balance after the call (the stored one on a replay). */
  balanceMinor: bigint;
  replayed: boolean;
  /** The ledger entry, when money moved. */
  entryId: number | null;
};

/** How many group-commit batches of seamless calls may be in flight at once (lanes by member). */
export const SEAMLESS_LANES = 1;
/** The most calls one batch carries. */
export const SEAMLESS_MAX_BATCH = 64;

const refusals: Record<Exclude<repo.TSeamlessStatus, 'OK'>, (call: TSeamlessOp) => AppError> = {
  GAME_SESSION_INVALID: () => new AppError('GAME_SESSION_INVALID', 'The player’s game session has ended.'),
  DUPLICATE: () =>
    new AppError('DUPLICATE_TRANSACTION', 'This transaction id was already used with other details.'),
  ROUND_CLOSED: () => new AppError('ROUND_CLOSED', 'This bet was rolled back before it arrived.'),
  ROUND_NOT_FOUND: (call) =>
    call.op === 'ROLLBACK'
      ? new AppError('ROUND_NOT_FOUND', 'That transaction is not a bet of this player.')
      : new AppError('ROUND_NOT_FOUND', 'No bet of this player in that round.'),
  WIN_LIMIT: (call) =>
    new AppError(
      'WIN_LIMIT_EXCEEDED',
      `The round's wins may total at most ${call.maxWinMultiple} times its stakes.`,
    ),
  INSUFFICIENT: () => new AppError('INSUFFICIENT_BALANCE', 'The amount is above the available balance.'),
};

/** One seamless call: a debit, a credit, or a rollback naming the debit it cancels. */
export type TSeamlessOp =
  (TSeamlessCall & { op: 'DEBIT' | 'CREDIT' }) | (TSeamlessCall & { op: 'ROLLBACK'; refTxId: string });

/**
 * The seamless wallet (DESIGN.md "Games"): a vendor's game calls debit, credit and rollback on the
 * member's main wallet, each idempotent on the vendor's transaction id (same payload → the stored
 * result; another payload → DUPLICATE_TRANSACTION). A debit needs the funds; a credit needs a debit
 * in its round; a rollback returns its debit's stake, or, arriving first, is recorded so the late
 * debit is refused (ROUND_CLOSED). Money moves as ledger entries between the member's main account
 * and the brand's game revenue account, written with the call's record.
 *
 * The rules live in one SQL function, seamless_apply (migration 0025), so a call is one statement.
 * Calls made outside a transaction are group-committed: those that arrive while a batch is being
 * written go together in the next one, one statement and one commit for all (lanes by member).
 * A caller's transaction (the house slot's round) runs its calls in that transaction instead.
 */
export function createSeamlessWallet(d: { ledger: Ledger; events: MoneyEvents }) {
  const { ledger } = d;

  /**
   * Account ids; the ledger caches those it reads outside a transaction, and a transaction's
   * look-up must go through it (the embedded database has one connection).
   */
  async function accountsOf(brand: TBrand, memberId: number, tx?: Tx) {
    const db = tx ?? ledger.db;
    return {
      main: await ledger.memberAccount(db, {
        brandId: brand.id,
        memberId,
        kind: 'MAIN',
        currency: brand.currencyCode,
      }),
      house: await ledger.brandAccount(db, {
        brandId: brand.id,
        kind: 'GAME_REVENUE',
        currency: brand.currencyCode,
      }),
    };
  }

  const fingerprint = (kind: TSeamlessOp['op'], call: TSeamlessCall, refTxId: string | null = null) =>
    seamlessFingerprint({
      kind,
      memberId: call.memberId,
      roundId: call.roundId,
      amountMinor: call.amountMinor,
      gameCode: call.gameCode,
      refTxId,
    });

  async function rowOf(call: TSeamlessOp, tx?: Tx): Promise<repo.TSeamlessCallRow> {
    if (call.amountMinor < 0n || (call.op === 'DEBIT' && call.amountMinor === 0n))
      throw new AppError('VALIDATION_FAILED', 'The amount must be positive.');
    const refTxId = call.op === 'ROLLBACK' ? call.refTxId : null;
    const accounts = await accountsOf(call.brand, call.memberId, tx);
    return {
      op: call.op,
      brandId: call.brand.id,
      vendorCode: call.vendorCode,
      txId: call.txId,
      refTxId,
      roundId: call.roundId,
      memberId: call.memberId,
      gameCode: call.gameCode,
      nodeId: call.nodeId,
      amount: call.op === 'ROLLBACK' ? 0n : call.amountMinor,
      hash: fingerprint(call.op, call, refTxId),
      maxWinMultiple: call.maxWinMultiple ?? null,
      ...accounts,
      sessionTokenHash:
        call.op === 'DEBIT' && call.sessionToken !== undefined ? hashSecret(call.sessionToken) : null,
    };
  }

  const batches = createGroupCommit<repo.TSeamlessCallRow, repo.TSeamlessCallResult>({
    lanes: SEAMLESS_LANES,
    maxBatch: SEAMLESS_MAX_BATCH,
    keyOf: (row) => row.memberId,
    // One statement outside a transaction: it commits by itself, retried on deadlocks.
    write: (rows) => ledger.retrying(() => repo.applyCalls(ledger.db, rows, ledger.now())),
  });

  const answered = (r: repo.TSeamlessCallResult): TSeamlessResult => ({
    balanceMinor: r.balanceMinor!,
    replayed: r.replayed,
    entryId: r.entryId,
  });

  function outcome(call: TSeamlessOp, r: repo.TSeamlessCallResult): TSeamlessResult {
    if (r.status !== 'OK') throw refusals[r.status](call);
    return answered(r);
  }

  /** Calls as one statement of the caller's transaction. */
  async function applyIn(tx: Tx, calls: TSeamlessOp[]) {
    const rows = [];
    for (const call of calls) rows.push(await rowOf(call, tx));
    const results = await repo.applyCalls(tx, rows, ledger.now());
    return calls.map((call, i) => outcome(call, results[i]!));
  }

  /**
   * Applies calls in order. In the caller's transaction they are one statement of it, and the
   * caller tells the member's wallet once it commits; otherwise each goes to the group commit and
   * the wallet is told as each lands. The first refusal throws (in a caller's transaction the
   * calls after it have been applied with it: the caller rolls back).
   */
  async function apply(calls: TSeamlessOp[], tx?: Tx): Promise<TSeamlessResult[]> {
    if (tx) return applyIn(tx, calls);
    return Promise.all(
      calls.map(async (call) => {
        const result = outcome(call, await batches.submit(await rowOf(call)));
        if (!result.replayed) d.events.publish({ brandId: call.brand.id, memberId: call.memberId });
        return result;
      }),
    );
  }

  /**
   * Pays many rounds in the caller's transaction at once (a lottery draw's tickets; a zero closes a
   * lost round): each as `credit` would, but set-based, so a thousand cost what a few cost one by
   * one. Credits only, without a bound; the caller tells the wallets once it commits.
   */
  async function creditBatch(calls: TSeamlessCall[], tx: Tx): Promise<TSeamlessResult[]> {
    // each brand's accounts once for the batch: its house account, its members' main accounts
    const accounts = new Map<TBrand, { house: number; mains: Map<number, number> }>();
    for (const brand of new Set(calls.map((c) => c.brand))) {
      const currency = brand.currencyCode;
      const memberIds = calls.filter((c) => c.brand === brand).map((c) => c.memberId);
      accounts.set(brand, {
        house: await ledger.brandAccount(tx, { brandId: brand.id, kind: 'GAME_REVENUE', currency }),
        mains: await ledger.memberAccounts({ brandId: brand.id, memberIds, kind: 'MAIN', currency }, tx),
      });
    }
    const rows = calls.map((call): repo.TCreditRow => {
      if (call.amountMinor < 0n) throw new AppError('VALIDATION_FAILED', 'The amount must be positive.');
      if (call.maxWinMultiple !== undefined || call.sessionToken !== undefined)
        throw new TypeError('creditBatch takes credits without a win bound or a game session');
      const { house, mains } = accounts.get(call.brand)!;
      return {
        brandId: call.brand.id,
        vendorCode: call.vendorCode,
        txId: call.txId,
        roundId: call.roundId,
        memberId: call.memberId,
        gameCode: call.gameCode,
        nodeId: call.nodeId,
        amount: call.amountMinor,
        hash: fingerprint('CREDIT', call),
        main: mains.get(call.memberId)!,
        house,
      };
    });
    const results = await repo.creditCalls(tx, rows, ledger.now());
    return results.map((r, i) =>
      r.status === 'OK' ? answered(r) : outcome({ ...calls[i]!, op: 'CREDIT' }, r),
    );
  }

  const one = async (call: TSeamlessOp, tx?: Tx) => (await apply([call], tx))[0]!;

  /** Takes a stake. The caller has checked that the player's game session is live. */
  const debit = (call: TSeamlessCall, tx?: Tx) => one({ ...call, op: 'DEBIT' }, tx);

  /**
   * Pays a round's win (zero closes a lost round); accepted after the game session has ended.
   * Refused when the round has no bet of the player, or when the round's wins would pass the
   * call's bound on its stakes not rolled back.
   */
  const credit = (call: TSeamlessCall, tx?: Tx) => one({ ...call, op: 'CREDIT' }, tx);

  /**
   * Cancels a debit and returns its stake. A rollback of a debit never seen is recorded (nothing
   * moves) so the debit, if it comes later, is refused; a second rollback of one debit moves nothing.
   * Under a bound, a rollback that would leave the round's paid wins above the bound of the stakes
   * left is refused (a bet cannot be taken back after its win was paid on it).
   */
  const rollback = (call: TSeamlessCall & { refTxId: string }, tx?: Tx) =>
    one({ ...call, op: 'ROLLBACK' }, tx);

  /** The member's main balance, what a vendor shows in its game. */
  async function balance(round: TSeamlessRound): Promise<bigint> {
    return ledger.balanceOf((await accountsOf(round.brand, round.memberId)).main);
  }

  /**
   * Looks the member's main and the brand's game accounts up outside any transaction, where the
   * ledger keeps the ids it reads: a caller about to apply calls in its own transaction (where a
   * look-up is a query each time) then finds them cached. Once per member and process.
   */
  async function warmAccounts(brand: TBrand, memberId: number): Promise<void> {
    await accountsOf(brand, memberId);
  }

  return { apply, creditBatch, debit, credit, rollback, balance, warmAccounts };
}
export type SeamlessWallet = ReturnType<typeof createSeamlessWallet>;
