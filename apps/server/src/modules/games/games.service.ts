import { ZGameCategory, type TVendor, type TVendorLane } from '@openlobby/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TBrand } from '../system/system.service.ts';
import * as repo from './games.repo.ts';
import { buildVendorLanes } from './vendor-lanes.ts';
import { renderVendorLogo } from './vendor-logo.ts';

/** Vendor catalogue of a brand; the games issue adds games, launch and vendor wallets here. */
export function createGamesService({ db, cacheMs = 10_000 }: { db: Db; cacheMs?: number }) {
  /** Vendor lists are read on every page load and money transfer: kept per brand for `cacheMs`. */
  const cache = new Map<number, { vendors: Promise<TVendor[]>; expires: number }>();

  async function findVendors(brand: TBrand): Promise<TVendor[]> {
    const hit = cache.get(brand.id);
    if (hit && hit.expires > Date.now()) return hit.vendors;
    const vendors = loadVendors(brand);
    cache.set(brand.id, { vendors, expires: Date.now() + cacheMs });
    vendors.catch(() => cache.delete(brand.id));
    return vendors;
  }

  async function loadVendors(brand: TBrand): Promise<TVendor[]> {
    const rows = await repo.findBrandVendors(db, brand.id);
    return rows.map((v) => ({
      id: v.id,
      vassalage: v.code,
      name: v.name,
      accountTypeId: v.accountTypeId,
      isHot: v.isHot ? 1 : 0,
      gameType: ZGameCategory.parse(v.category),
      logoUrl: `/assets/vendors/${encodeURIComponent(v.code)}.svg`,
      maintenance: v.maintenance,
    }));
  }

  async function getVendorLanes(brand: TBrand): Promise<TVendorLane[]> {
    return buildVendorLanes(await findVendors(brand), brand);
  }

  async function getVendorLogo(code: string): Promise<string> {
    const vendor = await repo.findVendorByCode(db, code);
    if (!vendor) throw new AppError('NOT_FOUND', 'No such vendor.');
    return renderVendorLogo(vendor.code, vendor.name);
  }

  return { findVendors, getVendorLanes, getVendorLogo };
}
export type GamesService = ReturnType<typeof createGamesService>;
