import { eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import { turnoverAdjustments } from './payments.schema.ts';

/** The turnover a member's transfers moved: what came with those received less what left with those sent. */
async function sumAdjustments(db: DbOrTx, memberId: number) {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${turnoverAdjustments.amountMinor}), 0)::text` })
    .from(turnoverAdjustments)
    .where(eq(turnoverAdjustments.memberId, memberId));
  return BigInt(row?.total ?? '0');
}

/**
 * Bets still owed before the member may withdraw: the brand's percentage of all their deposits,
 * plus the turnover that came with transfers from other members, less what left with their own
 * transfers, less every bet (rollbacks give bets back); never below zero.
 */
export async function turnoverOwed(
  db: DbOrTx,
  ledger: Ledger,
  q: { brandId: number; memberId: number; percent: number },
): Promise<bigint> {
  const [sums, moved] = await Promise.all([
    ledger.sumMainByKind(q.brandId, q.memberId, db),
    sumAdjustments(db, q.memberId),
  ]);
  const deposited = sums.get('DEPOSIT') ?? 0n;
  const betted = -((sums.get('BET') ?? 0n) + (sums.get('ROLLBACK') ?? 0n));
  const required = (deposited * BigInt(q.percent)) / 100n + moved - betted;
  return required > 0n ? required : 0n;
}

/**
 * The turnover that travels with a transfer of `amountMinor` between members: the sender's owed
 * turnover up to the amount sent (min(amount, owed)), taken from the sender and added to the
 * receiver as two rows keyed by the transfer's ledger entry (a second call for the same entry adds
 * nothing). Decisive only inside the transfer's transaction after both main wallets are locked,
 * where the sender's other transfers queue. Answers the amount moved.
 */
export async function moveTurnover(
  tx: Tx,
  ledger: Ledger,
  q: {
    brandId: number;
    entryId: number;
    fromMemberId: number;
    toMemberId: number;
    amountMinor: bigint;
    percent: number;
  },
): Promise<bigint> {
  const owed = await turnoverOwed(tx, ledger, {
    brandId: q.brandId,
    memberId: q.fromMemberId,
    percent: q.percent,
  });
  const moved = owed < q.amountMinor ? owed : q.amountMinor;
  if (moved <= 0n) return 0n;
  const row = (memberId: number, amountMinor: bigint) => ({
    brandId: q.brandId,
    memberId,
    entryId: q.entryId,
    amountMinor,
  });
  const inserted = await tx
    .insert(turnoverAdjustments)
    .values([row(q.fromMemberId, -moved), row(q.toMemberId, moved)])
    .onConflictDoNothing()
    .returning({ id: turnoverAdjustments.id });
  return inserted.length === 2 ? moved : 0n;
}
