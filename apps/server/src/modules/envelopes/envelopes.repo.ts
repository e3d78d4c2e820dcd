import { and, desc, eq, gt, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { envelopeOpens, envelopeRains } from './envelopes.schema.ts';

export type TRainRow = typeof envelopeRains.$inferSelect;

/** The brand's rains whose window holds `at`, the earliest to start first. */
export async function findLiveRains(db: DbOrTx, brandId: number, at: Date) {
  return db
    .select()
    .from(envelopeRains)
    .where(
      and(eq(envelopeRains.brandId, brandId), lte(envelopeRains.startsAt, at), gt(envelopeRains.endsAt, at)),
    )
    .orderBy(envelopeRains.startsAt, envelopeRains.id)
    .limit(20);
}

/** The rain, locked: opens of one rain take their turn here, so the pool left is read and spent once. */
export async function lockRain(tx: DbOrTx, brandId: number, id: number) {
  const [row] = await tx
    .select()
    .from(envelopeRains)
    .where(and(eq(envelopeRains.brandId, brandId), eq(envelopeRains.id, id)))
    .for('update');
  return row;
}

export async function findOpen(db: DbOrTx, rainId: number, memberId: number) {
  const [row] = await db
    .select()
    .from(envelopeOpens)
    .where(and(eq(envelopeOpens.rainId, rainId), eq(envelopeOpens.memberId, memberId)));
  return row;
}

export async function spend(
  tx: DbOrTx,
  id: number,
  left: { remainingMinor: bigint; remainingCount: number },
) {
  await tx.update(envelopeRains).set(left).where(eq(envelopeRains.id, id));
}

export async function insertOpen(tx: DbOrTx, row: typeof envelopeOpens.$inferInsert) {
  await tx.insert(envelopeOpens).values(row);
}

/** A new rain, or undefined when the operator's request id made one already. */
export async function insertRain(db: DbOrTx, row: typeof envelopeRains.$inferInsert) {
  const [created] = await db.insert(envelopeRains).values(row).onConflictDoNothing().returning();
  return created;
}

export async function findRainByRequest(db: DbOrTx, brandId: number, requestId: string) {
  const [row] = await db
    .select()
    .from(envelopeRains)
    .where(and(eq(envelopeRains.brandId, brandId), eq(envelopeRains.requestId, requestId)));
  return row;
}

export async function findRains(db: DbOrTx, brandId: number) {
  return db
    .select()
    .from(envelopeRains)
    .where(eq(envelopeRains.brandId, brandId))
    .orderBy(desc(envelopeRains.startsAt))
    .limit(100);
}
