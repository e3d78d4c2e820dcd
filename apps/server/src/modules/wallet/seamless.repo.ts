import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

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
 * The two writers: seamless_apply takes any calls, one after another (migration 0025);
 * seamless_credit_batch takes many credits without a bound or session as set operations (0045).
 */
const WRITERS = {
  apply: sql.raw('seamless_apply'),
  creditBatch: sql.raw('seamless_credit_batch'),
} as const;

/**
 * Applies calls in order in one statement (outside a transaction: one commit for all of them);
 * one result per call. A refusal writes nothing for its call and leaves the others alone.
 */
export async function applyCalls(
  db: DbOrTx,
  calls: readonly TSeamlessCallRow[],
  at: Date,
  writer: keyof typeof WRITERS = 'apply',
): Promise<TSeamlessCallResult[]> {
  const json = JSON.stringify(calls, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
  const result = (await db.execute(
    sql`select ord, status, balance_minor, entry_id::text as entry_id, replayed
        from ${WRITERS[writer]}(${json}::jsonb, ${at.toISOString()}::timestamptz)`,
  )) as unknown as {
    rows: {
      ord: number;
      status: TSeamlessStatus;
      balance_minor: string | null;
      entry_id: string | null;
      replayed: boolean;
    }[];
  };
  return result.rows
    .sort((a, b) => Number(a.ord) - Number(b.ord))
    .map((r) => ({
      status: r.status,
      balanceMinor: r.balance_minor === null ? null : BigInt(r.balance_minor),
      entryId: r.entry_id === null ? null : Number(r.entry_id),
      replayed: r.replayed,
    }));
}
