import { AppError } from '../../lib/app-error.ts';
import type { MoneyEvents } from '../../lib/money-events.ts';
import type { Tx } from '../../db/client.ts';
import { requestHash } from '../ledger/ledger-rules.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import type { TBrand } from '../system/system.service.ts';
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

/**
 * The seamless wallet (DESIGN.md "Games"): a vendor's game calls debit, credit and rollback on the
 * member's main wallet, each idempotent on the vendor's transaction id (same payload → the stored
 * result; another payload → DUPLICATE_TRANSACTION). A debit needs the funds; a credit needs a debit
 * in its round; a rollback returns its debit's stake, or, arriving first, is recorded so the late
 * debit is refused (ROUND_CLOSED). Money moves as ledger entries between the member's main account
 * and the brand's game revenue account, written in the same transaction as the call's record.
 * A member's round is locked by its credits and rollbacks, so a bound on its wins holds under
 * parallel calls.
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

  /** The caller's transaction, or a retried one of our own whose commit is followed by the push. */
  async function within<T extends TSeamlessResult>(
    tx: Tx | undefined,
    call: TSeamlessRound,
    work: (tx: Tx) => Promise<T>,
  ): Promise<T> {
    if (tx) return work(tx);
    const result = await ledger.inTransaction(work);
    if (!result.replayed) d.events.publish({ brandId: call.brand.id, memberId: call.memberId });
    return result;
  }

  /** The stored answer of an id seen before, or null; a different payload is a duplicate. */
  async function replayOf(tx: Tx, call: TSeamlessCall, hash: string): Promise<TSeamlessResult | null> {
    const seen = await repo.findTransaction(tx, call.brand.id, call.vendorCode, call.txId);
    if (!seen) return null;
    if (seen.requestHash !== hash)
      throw new AppError('DUPLICATE_TRANSACTION', 'This transaction id was already used with other details.');
    return { balanceMinor: seen.balanceAfterMinor, replayed: true, entryId: seen.entryId };
  }

  const fingerprint = (kind: string, call: TSeamlessCall, refTxId: string | null = null) =>
    requestHash({
      kind,
      memberId: call.memberId,
      payload: { roundId: call.roundId, amountMinor: call.amountMinor, gameCode: call.gameCode, refTxId },
    });

  /** Moves `signed` minor units into (+) or out of (−) the member's main wallet, as one entry. */
  async function move(
    tx: Tx,
    call: TSeamlessCall,
    kind: 'BET' | 'WIN' | 'ROLLBACK',
    signed: bigint,
    hash: string,
    roundId = call.roundId,
  ) {
    const accounts = await accountsOf(call.brand, call.memberId, tx);
    const posted = await ledger.post(
      {
        brandId: call.brand.id,
        kind,
        idempotencyKey: `seamless:${call.vendorCode}:${call.txId}`,
        payload: { hash },
        memberId: call.memberId,
        reference: `${call.vendorCode}:${roundId}`,
        memo: { vendorCode: call.vendorCode, gameCode: call.gameCode, nodeId: call.nodeId, roundId },
        postings: [
          { accountId: accounts.main, amountMinor: signed },
          { accountId: accounts.house, amountMinor: -signed },
        ],
      },
      tx,
    );
    return { entryId: posted.entryId, balanceMinor: posted.balances.get(accounts.main)! };
  }

  async function record(
    tx: Tx,
    call: TSeamlessCall,
    kind: 'DEBIT' | 'CREDIT' | 'ROLLBACK',
    hash: string,
    done: { entryId: number | null; balanceMinor: bigint },
    refTxId: string | null = null,
  ): Promise<TSeamlessResult> {
    await repo.insertTransaction(tx, {
      brandId: call.brand.id,
      vendorCode: call.vendorCode,
      txId: call.txId,
      kind,
      roundId: call.roundId,
      memberId: call.memberId,
      amountMinor: call.amountMinor,
      refTxId,
      requestHash: hash,
      entryId: done.entryId,
      balanceAfterMinor: done.balanceMinor,
    });
    return { ...done, replayed: false };
  }

  const mainBalance = async (tx: Tx, call: TSeamlessRound) =>
    ledger.balanceOf((await accountsOf(call.brand, call.memberId, tx)).main, tx);

  const checkAmount = (amountMinor: bigint, allowZero: boolean) => {
    if (amountMinor < 0n || (!allowZero && amountMinor === 0n))
      throw new AppError('VALIDATION_FAILED', 'The amount must be positive.');
  };

  /** Takes a stake. The caller has checked that the player's game session is live. */
  async function debit(call: TSeamlessCall, tx?: Tx): Promise<TSeamlessResult> {
    checkAmount(call.amountMinor, false);
    const hash = fingerprint('DEBIT', call);
    return within(tx, call, async (t) => {
      await repo.lockTransactionId(t, call.brand.id, call.vendorCode, call.txId);
      const replay = await replayOf(t, call, hash);
      if (replay) return replay;
      if ((await repo.findByRef(t, call.brand.id, call.vendorCode, call.txId)).length > 0)
        throw new AppError('ROUND_CLOSED', 'This bet was rolled back before it arrived.');
      return record(t, call, 'DEBIT', hash, await move(t, call, 'BET', -call.amountMinor, hash));
    });
  }

  const roundKey = (call: TSeamlessCall, roundId = call.roundId): repo.TRoundKey => ({
    brandId: call.brand.id,
    vendorCode: call.vendorCode,
    roundId,
    memberId: call.memberId,
  });

  /** Refuses a change that would leave the round's credits above its bound (when the call has one). */
  function checkWinBound(call: TSeamlessCall, stakeMinor: bigint, creditedMinor: bigint) {
    if (call.maxWinMultiple === undefined) return;
    if (creditedMinor > stakeMinor * BigInt(call.maxWinMultiple))
      throw new AppError(
        'WIN_LIMIT_EXCEEDED',
        `The round's wins may total at most ${call.maxWinMultiple} times its stakes.`,
      );
  }

  /**
   * Pays a round's win (zero closes a lost round); accepted after the game session has ended. The
   * round is locked first, so parallel credits see each other's totals against the bound.
   */
  async function credit(call: TSeamlessCall, tx?: Tx): Promise<TSeamlessResult> {
    checkAmount(call.amountMinor, true);
    const hash = fingerprint('CREDIT', call);
    return within(tx, call, async (t) => {
      await repo.lockRound(t, roundKey(call));
      const replay = await replayOf(t, call, hash);
      if (replay) return replay;
      const round = await repo.findRoundTotals(t, roundKey(call));
      if (round.debits === 0) throw new AppError('ROUND_NOT_FOUND', 'No bet of this player in that round.');
      checkWinBound(call, round.stakeMinor, round.creditedMinor + call.amountMinor);
      const done =
        call.amountMinor > 0n
          ? await move(t, call, 'WIN', call.amountMinor, hash)
          : { entryId: null, balanceMinor: await mainBalance(t, call) };
      return record(t, call, 'CREDIT', hash, done);
    });
  }

  /**
   * Cancels a debit and returns its stake. A rollback of a debit never seen is recorded (nothing
   * moves) so the debit, if it comes later, is refused; a second rollback of one debit moves nothing.
   * Under a bound, a rollback that would leave the round's paid wins above the bound of the stakes
   * left is refused (a bet cannot be taken back after its win was paid on it).
   */
  async function rollback(call: TSeamlessCall & { refTxId: string }, tx?: Tx): Promise<TSeamlessResult> {
    const hash = fingerprint('ROLLBACK', call, call.refTxId);
    return within(tx, call, async (t) => {
      await repo.lockTransactionId(t, call.brand.id, call.vendorCode, call.refTxId);
      const replay = await replayOf(t, call, hash);
      if (replay) return replay;
      const bet = await repo.findTransaction(t, call.brand.id, call.vendorCode, call.refTxId);
      if (bet && (bet.kind !== 'DEBIT' || bet.memberId !== call.memberId))
        throw new AppError('ROUND_NOT_FOUND', 'That transaction is not a bet of this player.');
      if (bet) await repo.lockRound(t, roundKey(call, bet.roundId));
      const earlier = await repo.findByRef(t, call.brand.id, call.vendorCode, call.refTxId);
      const stake = { ...call, amountMinor: bet && earlier.length === 0 ? bet.amountMinor : 0n };
      if (stake.amountMinor > 0n) {
        const round = await repo.findRoundTotals(t, roundKey(call, bet!.roundId));
        checkWinBound(call, round.stakeMinor - stake.amountMinor, round.creditedMinor);
      }
      const done =
        stake.amountMinor > 0n
          ? await move(t, stake, 'ROLLBACK', stake.amountMinor, hash, bet!.roundId)
          : { entryId: null, balanceMinor: await mainBalance(t, call) };
      return record(t, stake, 'ROLLBACK', hash, done, call.refTxId);
    });
  }

  /** The member's main balance, what a vendor shows in its game. */
  async function balance(round: TSeamlessRound): Promise<bigint> {
    return ledger.balanceOf((await accountsOf(round.brand, round.memberId)).main);
  }

  return { debit, credit, rollback, balance };
}
export type SeamlessWallet = ReturnType<typeof createSeamlessWallet>;
