import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { brandVendors, vendors } from './games.schema.ts';

/**
 * Queries of external seamless vendors' keys and rules, which are per brand (brand_vendors): every
 * function takes db|tx first and the brand's id, so no query reaches another brand's keys.
 */

/** A brand's row of an external seamless vendor: who the vendor is, and this brand's key and rules. */
const columns = {
  id: brandVendors.id,
  brandId: brandVendors.brandId,
  code: vendors.code,
  name: vendors.name,
  category: vendors.category,
  integration: vendors.integration,
  seamlessKey: brandVendors.seamlessKey,
  seamlessPreviousKey: brandVendors.seamlessPreviousKey,
  seamlessPreviousKeyExpiresAt: brandVendors.seamlessPreviousKeyExpiresAt,
  seamlessKeyCreatedAt: brandVendors.seamlessKeyCreatedAt,
  maxWinMultiple: brandVendors.maxWinMultiple,
};

export type TSeamlessVendorRow = {
  id: number;
  brandId: number;
  code: string;
  name: string;
  category: string;
  integration: string | null;
  seamlessKey: string | null;
  seamlessPreviousKey: string | null;
  seamlessPreviousKeyExpiresAt: Date | null;
  seamlessKeyCreatedAt: Date | null;
  maxWinMultiple: number;
};

/** External seamless vendors: seamless wallet, and not the house (which calls in-process). */
const external = and(
  eq(vendors.walletModel, 'SEAMLESS'),
  sql`${vendors.integration} is distinct from 'HOUSE'`,
);

const brandRows = (db: DbOrTx) =>
  db.select(columns).from(brandVendors).innerJoin(vendors, eq(vendors.id, brandVendors.vendorId));

/** The brand's row of the external seamless vendor of a code (one at most), locked when asked. */
export async function findSeamlessVendor(
  db: DbOrTx,
  brandId: number,
  code: string,
  lock = false,
): Promise<TSeamlessVendorRow | null> {
  const q = brandRows(db).where(and(eq(brandVendors.brandId, brandId), eq(vendors.code, code), external));
  const [row] = lock ? await q.for('update', { of: brandVendors }) : await q;
  return row ?? null;
}

export async function findSeamlessVendors(db: DbOrTx, brandId: number): Promise<TSeamlessVendorRow[]> {
  return brandRows(db)
    .where(and(eq(brandVendors.brandId, brandId), external))
    .orderBy(asc(vendors.code));
}

export type TSeamlessKeySet = Partial<
  Pick<
    TSeamlessVendorRow,
    | 'seamlessKey'
    | 'seamlessPreviousKey'
    | 'seamlessPreviousKeyExpiresAt'
    | 'seamlessKeyCreatedAt'
    | 'maxWinMultiple'
  >
>;

/** Changes one brand row (by its id) and answers it as the brand sees it. */
export async function updateSeamlessVendor(db: DbOrTx, row: TSeamlessVendorRow, set: TSeamlessKeySet) {
  const [updated] = await db.update(brandVendors).set(set).where(eq(brandVendors.id, row.id)).returning();
  return {
    ...row,
    seamlessKey: updated!.seamlessKey,
    seamlessPreviousKey: updated!.seamlessPreviousKey,
    seamlessPreviousKeyExpiresAt: updated!.seamlessPreviousKeyExpiresAt,
    seamlessKeyCreatedAt: updated!.seamlessKeyCreatedAt,
    maxWinMultiple: updated!.maxWinMultiple,
  };
}

export async function insertVendor(db: DbOrTx, row: typeof vendors.$inferInsert) {
  const [created] = await db.insert(vendors).values(row).returning();
  return created!;
}

/** A brand starts offering a vendor: its row, with the brand's own key and rules. */
export async function insertBrandVendor(db: DbOrTx, row: typeof brandVendors.$inferInsert) {
  const [created] = await db.insert(brandVendors).values(row).returning({ id: brandVendors.id });
  return created!;
}

export async function findVendorByCode(db: DbOrTx, code: string) {
  const [row] = await db
    .select()
    .from(vendors)
    .where(and(eq(vendors.code, code), external));
  return row ?? null;
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
