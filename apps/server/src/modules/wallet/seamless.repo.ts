import { sql } from 'drizzle-orm';
import { numberArray, textArray } from '../../db/array-literal.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';

/** Seamless-wallet queries; every function takes the database or a transaction first. */

/** One call as the seamless_apply function (migration 0025) takes it. */
export type TSeamlessCallRow = {
  op: 'DEBIT' | 'CREDIT' | 'ROLLBACK';
  brandId: number;
  vendorCode: string;
  txId: string;
  refTxId: string | null;
  roundId: string;
  memberId: number;
  gameCode: string;
  nodeId: number;
  amount: bigint;
  /** The call's fingerprint: a retry with the same one is a replay, another is a duplicate. */
  hash: string;
  maxWinMultiple: number | null;
  /** The member's main account and the brand's game revenue account. */
  main: number;
  house: number;
  /** A vendor's debit: the hash of the game session token it names, checked live in the batch. */
  sessionTokenHash: string | null;
};

export type TSeamlessStatus =
  | 'OK'
  | 'GAME_SESSION_INVALID'
  | 'DUPLICATE'
  | 'ROUND_CLOSED'
  | 'ROUND_NOT_FOUND'
  | 'WIN_LIMIT'
  | 'INSUFFICIENT';

export type TSeamlessCallResult = {
  status: TSeamlessStatus;
  /** The main balance after the call (the stored one on a replay); null unless OK. */
  balanceMinor: bigint | null;
  entryId: number | null;
  replayed: boolean;
};

/**
 * Applies calls in order in one statement of seamless_apply (migration 0025; outside a transaction
 * it commits by itself); one result per call. A refusal writes nothing for its call and leaves the
 * others alone.
 */
export async function applyCalls(
  db: DbOrTx,
  calls: readonly TSeamlessCallRow[],
  at: Date,
): Promise<TSeamlessCallResult[]> {
  // the one bigint written as text by hand: a replacer would be called for every key of every call
  const json = JSON.stringify(calls.map((c) => ({ ...c, amount: c.amount.toString() })));
  return resultsOf(
    await db.execute(
      sql`select ord, status, balance_minor, entry_id::text as entry_id, replayed
          from seamless_apply(${json}::jsonb, ${at.toISOString()}::timestamptz)`,
    ),
  );
}

/** One credit as seamless_credit_batch takes it: no op, bound or session (it takes credits without them). */
export type TCreditRow = Pick<
  TSeamlessCallRow,
  | 'brandId'
  | 'vendorCode'
  | 'txId'
  | 'roundId'
  | 'memberId'
  | 'gameCode'
  | 'nodeId'
  | 'amount'
  | 'hash'
  | 'main'
  | 'house'
>;

/**
 * Applies many credits as set operations in one statement of seamless_credit_batch (migration
 * 0048), in the caller's transaction; one result per call, as applyCalls answers a credit. The
 * calls go as one array per field: a bind each, however many calls.
 */
export async function creditCalls(
  tx: Tx,
  calls: readonly TCreditRow[],
  at: Date,
): Promise<TSeamlessCallResult[]> {
  const texts = (field: (c: TCreditRow) => string) => textArray(calls.map(field));
  const numbers = (field: (c: TCreditRow) => number | bigint) => numberArray(calls.map(field));
  return resultsOf(
    await tx.execute(
      sql`select ord, status, balance_minor, entry_id::text as entry_id, replayed
          from seamless_credit_batch(${numbers((c) => c.brandId)}::int[], ${texts((c) => c.vendorCode)}::text[],
            ${texts((c) => c.txId)}::text[], ${texts((c) => c.roundId)}::text[], ${numbers((c) => c.memberId)}::int[],
            ${texts((c) => c.gameCode)}::text[], ${numbers((c) => c.nodeId)}::int[], ${numbers((c) => c.amount)}::bigint[],
            ${texts((c) => c.hash)}::text[], ${numbers((c) => c.main)}::bigint[], ${numbers((c) => c.house)}::bigint[],
            ${at.toISOString()}::timestamptz)`,
    ),
  );
}

type TResultRow = {
  ord: number;
  status: TSeamlessStatus;
  balance_minor: string | null;
  entry_id: string | null;
  replayed: boolean;
};

/** The writers' answers, in call order. */
const resultsOf = (result: unknown): TSeamlessCallResult[] =>
  (result as { rows: TResultRow[] }).rows
    .sort((a, b) => Number(a.ord) - Number(b.ord))
    .map((r) => ({
      status: r.status,
      balanceMinor: r.balance_minor === null ? null : BigInt(r.balance_minor),
      entryId: r.entry_id === null ? null : Number(r.entry_id),
      replayed: r.replayed,
    }));
