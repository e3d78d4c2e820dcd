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

/**
 * A bonus's wagering requirement, added to what the withdrawal check asks as one row keyed by the
 * bonus's journal entry. Bets made before the bonus must not count for it: when bets already
 * exceed what was owed (a surplus), the row adds that surplus too, so right after the bonus the
 * member owes exactly the requirement more than before (never less). Inside the bonus's transaction.
 */
export async function addBonusTurnover(
  tx: Tx,
  ledger: Ledger,
  q: { brandId: number; memberId: number; entryId: number; requirementMinor: bigint; percent: number },
): Promise<void> {
  if (q.requirementMinor <= 0n) return;
  const [sums, moved] = await Promise.all([
    ledger.sumMainByKind(q.brandId, q.memberId, tx),
    sumAdjustments(tx, q.memberId),
  ]);
  const deposited = sums.get('DEPOSIT') ?? 0n;
  const betted = -((sums.get('BET') ?? 0n) + (sums.get('ROLLBACK') ?? 0n));
  const raw = (deposited * BigInt(q.percent)) / 100n + moved - betted;
  const surplus = raw < 0n ? -raw : 0n;
  await tx
    .insert(turnoverAdjustments)
    .values({
      brandId: q.brandId,
      memberId: q.memberId,
      entryId: q.entryId,
      amountMinor: q.requirementMinor + surplus,
    })
    .onConflictDoNothing();
}

/** Takes `byMinor` off the requirement a bonus added (its row keyed by the bonus's entry); the row goes at zero. */
export async function reduceBonusTurnover(tx: Tx, q: { memberId: number; entryId: number; byMinor: bigint }) {
  if (q.byMinor <= 0n) return;
  const where = sql`${turnoverAdjustments.entryId} = ${q.entryId} and ${turnoverAdjustments.memberId} = ${q.memberId}`;
  await tx
    .update(turnoverAdjustments)
    .set({ amountMinor: sql`${turnoverAdjustments.amountMinor} - ${q.byMinor}` })
    .where(sql`${where} and ${turnoverAdjustments.amountMinor} <> ${q.byMinor}`);
  await tx
    .delete(turnoverAdjustments)
    .where(sql`${where} and ${turnoverAdjustments.amountMinor} = ${q.byMinor}`);
}
