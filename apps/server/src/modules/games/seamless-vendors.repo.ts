import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { vendors } from './games.schema.ts';

/** Queries of external seamless vendors' keys and rules; every function takes db|tx first. */

export type TSeamlessVendorRow = typeof vendors.$inferSelect;

/** External seamless vendors: seamless wallet, and not the house (which calls in-process). */
const external = and(
  eq(vendors.walletModel, 'SEAMLESS'),
  sql`${vendors.integration} is distinct from 'HOUSE'`,
);

/** The external seamless vendor of a code (one at most: a unique index), locked when asked. */
export async function findSeamlessVendor(db: DbOrTx, code: string, lock = false) {
  const q = db
    .select()
    .from(vendors)
    .where(and(eq(vendors.code, code), external));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function findSeamlessVendors(db: DbOrTx) {
  return db.select().from(vendors).where(external).orderBy(asc(vendors.code));
}

export async function updateSeamlessVendor(
  db: DbOrTx,
  id: number,
  set: Partial<
    Pick<
      TSeamlessVendorRow,
      | 'seamlessKey'
      | 'seamlessPreviousKey'
      | 'seamlessPreviousKeyExpiresAt'
      | 'seamlessKeyCreatedAt'
      | 'maxWinMultiple'
    >
  >,
) {
  const [row] = await db.update(vendors).set(set).where(eq(vendors.id, id)).returning();
  return row!;
}

export async function insertVendor(db: DbOrTx, row: typeof vendors.$inferInsert) {
  const [created] = await db.insert(vendors).values(row).returning();
  return created!;
}

/** Whether any row names the code in a category (a seamless vendor's code must be its alone). */
export async function isVendorCodeUsed(db: DbOrTx, code: string) {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(vendors)
    .where(eq(vendors.code, code))
    .limit(1);
  return row !== undefined;
}
