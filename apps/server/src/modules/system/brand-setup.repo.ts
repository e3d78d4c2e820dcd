import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { brandDomains, brandResources, deviceLinks } from './system.schema.ts';

export async function findAllDomainRows(db: DbOrTx, brandId: number) {
  return db
    .select({ domain: brandDomains.domain, isPrimary: brandDomains.isPrimary, speedMs: brandDomains.speedMs })
    .from(brandDomains)
    .where(eq(brandDomains.brandId, brandId))
    .orderBy(asc(brandDomains.domain));
}

/** Which of `domains` another brand already answers on. */
export async function findDomainsOfOtherBrands(db: DbOrTx, brandId: number, domains: string[]) {
  if (domains.length === 0) return [];
  return db
    .select({ domain: brandDomains.domain })
    .from(brandDomains)
    .where(and(inArray(brandDomains.domain, domains), ne(brandDomains.brandId, brandId)));
}

/** Replaces the brand's host names, keeping the measured speed of those that stay. */
export async function replaceDomains(
  db: DbOrTx,
  brandId: number,
  list: { domain: string; isPrimary: boolean }[],
) {
  const speeds = new Map((await findAllDomainRows(db, brandId)).map((d) => [d.domain, d.speedMs]));
  await db.delete(brandDomains).where(eq(brandDomains.brandId, brandId));
  await db
    .insert(brandDomains)
    .values(list.map((d) => ({ brandId, ...d, speedMs: speeds.get(d.domain) ?? 0 })));
}

export async function replaceDeviceLinks(db: DbOrTx, brandId: number, list: { type: string; url: string }[]) {
  await db.delete(deviceLinks).where(eq(deviceLinks.brandId, brandId));
  if (list.length > 0) await db.insert(deviceLinks).values(list.map((l) => ({ brandId, ...l })));
}

export async function replaceResources(
  db: DbOrTx,
  brandId: number,
  list: { resourceType: string; url: string; qrCodeUrl: string | null; labelNameEn: string }[],
) {
  await db.delete(brandResources).where(eq(brandResources.brandId, brandId));
  if (list.length > 0)
    await db.insert(brandResources).values(list.map((r, sort) => ({ brandId, ...r, sort })));
}
