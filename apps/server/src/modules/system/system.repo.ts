import { and, asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { brandDomains, brandKeys, brandResources, brands, deviceLinks } from './system.schema.ts';

export type TBrandRow = typeof brands.$inferSelect;

export async function findBrandById(db: DbOrTx, id: number): Promise<TBrandRow | undefined> {
  const [row] = await db.select().from(brands).where(eq(brands.id, id)).limit(1);
  return row;
}

export async function findBrandByCode(db: DbOrTx, code: string): Promise<TBrandRow | undefined> {
  const [row] = await db.select().from(brands).where(eq(brands.code, code)).limit(1);
  return row;
}

export async function findBrandByDomain(db: DbOrTx, domain: string): Promise<TBrandRow | undefined> {
  const [row] = await db
    .select({ brand: brands })
    .from(brandDomains)
    .innerJoin(brands, eq(brands.id, brandDomains.brandId))
    .where(eq(brandDomains.domain, domain))
    .limit(1);
  return row?.brand;
}

export async function findDomains(db: DbOrTx, brandId: number) {
  return db
    .select({ domain: brandDomains.domain, speed: brandDomains.speedMs })
    .from(brandDomains)
    .where(eq(brandDomains.brandId, brandId))
    .orderBy(asc(brandDomains.speedMs), asc(brandDomains.domain));
}

/** The brand's primary domain, else its first: where the links the brand sends point. */
export async function findPrimaryDomain(db: DbOrTx, brandId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ domain: brandDomains.domain })
    .from(brandDomains)
    .where(eq(brandDomains.brandId, brandId))
    .orderBy(desc(brandDomains.isPrimary), asc(brandDomains.id))
    .limit(1);
  return row?.domain;
}

export async function findResources(db: DbOrTx, brandId: number) {
  return db
    .select({
      resourceType: brandResources.resourceType,
      url: brandResources.url,
      qrCodeUrl: brandResources.qrCodeUrl,
      labelNameEn: brandResources.labelNameEn,
    })
    .from(brandResources)
    .where(eq(brandResources.brandId, brandId))
    .orderBy(asc(brandResources.sort), asc(brandResources.id));
}

export async function findDeviceLinks(db: DbOrTx, brandId: number) {
  return db
    .select({ type: deviceLinks.type, url: deviceLinks.url })
    .from(deviceLinks)
    .where(eq(deviceLinks.brandId, brandId))
    .orderBy(asc(deviceLinks.id));
}

export async function findActiveKey(db: DbOrTx, brandId: number) {
  const [row] = await db
    .select()
    .from(brandKeys)
    .where(and(eq(brandKeys.brandId, brandId), eq(brandKeys.active, true)))
    .limit(1);
  return row;
}

export type TBrandOpsPatch = Partial<
  Pick<TBrandRow, 'maintenance' | 'maintenanceMessage' | 'maintenanceUntil' | 'restrictedCountries'>
>;
export type TBrandUpdate = Partial<
  Pick<
    TBrandRow,
    | 'name'
    | 'languages'
    | 'defaultLanguage'
    | 'maintenance'
    | 'maintenanceMessage'
    | 'maintenanceUntil'
    | 'restrictedCountries'
    | 'flags'
    | 'registerRules'
    | 'authSettings'
    | 'providerSettings'
  >
>;

export async function findAllBrands(db: DbOrTx) {
  return db.select().from(brands).orderBy(asc(brands.id));
}

export async function findAllDomains(db: DbOrTx) {
  return db
    .select({ brandId: brandDomains.brandId, domain: brandDomains.domain })
    .from(brandDomains)
    .orderBy(asc(brandDomains.id));
}

export async function updateBrand(db: DbOrTx, code: string, patch: TBrandUpdate) {
  const [row] = await db
    .update(brands)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(brands.code, code))
    .returning();
  return row;
}
