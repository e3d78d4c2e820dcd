import { and, desc, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { brandKeys, brands, encryptedCallNonces } from './system.schema.ts';

export type TBrandKeyRow = typeof brandKeys.$inferSelect;

/** The brand's key `id`, active or not; undefined when it is not that brand's. */
export async function findKey(db: DbOrTx, brandId: number, id: number): Promise<TBrandKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(brandKeys)
    .where(and(eq(brandKeys.brandId, brandId), eq(brandKeys.id, id)))
    .limit(1);
  return row;
}

/** The active key and those retired after `retiredAfter` (still in their grace), newest first. */
export async function findUsableKeys(db: DbOrTx, brandId: number, retiredAfter: Date) {
  return db
    .select()
    .from(brandKeys)
    .where(
      and(
        eq(brandKeys.brandId, brandId),
        or(eq(brandKeys.active, true), gt(brandKeys.retiredAt, retiredAfter)),
      ),
    )
    .orderBy(desc(brandKeys.active), desc(brandKeys.id));
}

/** Retires the brand's active key at `at`; answers it (undefined when there was none). */
export async function retireActiveKey(db: DbOrTx, brandId: number, at: Date) {
  const [row] = await db
    .update(brandKeys)
    .set({ active: false, retiredAt: at })
    .where(and(eq(brandKeys.brandId, brandId), eq(brandKeys.active, true), isNull(brandKeys.retiredAt)))
    .returning();
  return row;
}

export async function insertActiveKey(
  db: DbOrTx,
  values: { id: number; brandId: number; publicKeySpki: string; privateKeyPkcs8: string; createdAt: Date },
) {
  const [row] = await db
    .insert(brandKeys)
    .values({ ...values, active: true })
    .returning();
  return row!;
}

/**
 * Remembers a nonce of the brand until `expiresAt`; false when it was already there. The primary
 * key makes this the one atomic check, whichever process sees the call.
 */
export async function insertNonce(db: DbOrTx, brandId: number, nonceHash: string, expiresAt: Date) {
  const rows = await db
    .insert(encryptedCallNonces)
    .values({ brandId, nonceHash, expiresAt })
    .onConflictDoNothing()
    .returning({ brandId: encryptedCallNonces.brandId });
  return rows.length === 1;
}

/** Forgets nonces whose calls would be refused as expired anyway. */
export async function deleteExpiredNonces(db: DbOrTx, before: Date) {
  await db.delete(encryptedCallNonces).where(lt(encryptedCallNonces.expiresAt, before));
}

/** Locks the brand's row for the rest of `tx`: rotations of one brand run one after the other. */
export async function lockBrand(tx: DbOrTx, brandId: number) {
  await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId)).for('update');
}
