import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { brandVendors, vendors } from './games.schema.ts';

/** A brand's enabled vendors in its display order. */
export async function findBrandVendors(db: DbOrTx, brandId: number) {
  return db
    .select({
      id: vendors.id,
      code: vendors.code,
      name: vendors.name,
      category: vendors.category,
      accountTypeId: vendors.accountTypeId,
      isHot: brandVendors.isHot,
      maintenance: brandVendors.maintenance,
    })
    .from(brandVendors)
    .innerJoin(vendors, eq(vendors.id, brandVendors.vendorId))
    .where(and(eq(brandVendors.brandId, brandId), eq(brandVendors.enabled, true)))
    .orderBy(asc(brandVendors.sort), asc(vendors.id));
}

export async function findVendorByCode(db: DbOrTx, code: string) {
  const [row] = await db.select().from(vendors).where(eq(vendors.code, code)).limit(1);
  return row;
}
