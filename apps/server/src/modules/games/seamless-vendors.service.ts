import { createHash, randomBytes } from 'node:crypto';
import type { TGameCategory, TSeamlessVendorRules, TSeamlessVendorSettings } from '@openlobby/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { createSealedColumns, reserveId, type TSealedTable } from '../../lib/sealed-columns.ts';
import { brandVendors } from './games.schema.ts';
import * as repo from './seamless-vendors.repo.ts';

type TKeyColumn = 'seamless_key' | 'seamless_previous_key';

/** Brands' vendor wallet keys, sealed at rest (lib/sealed-columns.ts); start-up seals plain ones. */
export const SEAMLESS_KEY_SECRETS: TSealedTable = {
  kind: 'brand_vendor',
  table: brandVendors,
  id: brandVendors.id,
  columns: {
    seamless_key: brandVendors.seamlessKey,
    seamless_previous_key: brandVendors.seamlessPreviousKey,
  },
};

/** Seals a wallet key for the brand_vendors row `id` and column it is about to be stored in. */
export const sealSeamlessKey = (box: SecretBox, id: number, column: TKeyColumn, key: string) =>
  createSealedColumns<TKeyColumn>(box, SEAMLESS_KEY_SECRETS.kind).seal(id, column, key);

/** How long a rotation keeps the previous key valid when the operator does not end it sooner. */
export const KEY_ROTATION_HOURS = 72;

/** A fresh wallet key: 32 random bytes, base64url (43 characters). */
export const newVendorKey = () => randomBytes(32).toString('base64url');

/** What the back office shows of a key: its SHA-256, shortened; enough to compare with the vendor's. */
export const keyFingerprint = (key: string) =>
  `sha256:${createHash('sha256').update(key).digest('hex').slice(0, 16)}`;

/** What the seamless wallet needs of the vendor that calls it for one brand's players. */
export type TSeamlessCaller = {
  brandId: number;
  vendorCode: string;
  currentKey: string;
  previousKey: string | null;
  previousKeyExpiresAt: Date | null;
  maxWinMultiple: number;
};

/** The keys a call may be signed with at `now`: the current one, and the previous one during a rotation. */
export function validKeys(caller: TSeamlessCaller, now: Date): string[] {
  const previousLive =
    caller.previousKey !== null &&
    caller.previousKeyExpiresAt !== null &&
    caller.previousKeyExpiresAt.getTime() > now.getTime();
  return previousLive ? [caller.currentKey, caller.previousKey!] : [caller.currentKey];
}

export type SeamlessVendorsDeps = {
  db: Db;
  /** Seals the stored wallet keys and opens them (DATA_ENCRYPTION_KEY). */
  secrets: SecretBox;
  now?: () => Date;
  /** How long a brand's vendor keys are reused by the wallet's signature check in this process. */
  cacheMs?: number;
};

/** The most (brand, vendor) pairs the caller cache keeps (hostile callers may name any code). */
const CACHE_ENTRIES = 256;

/**
 * External seamless vendors' wallet keys and rules, per brand: a vendor signs a brand's calls with
 * that brand's key, so one brand's key cannot sign for another brand's players and a rotation
 * touches one brand only. Keys are random, shown in full only once (by the rotation or the offer
 * that made them) and otherwise by fingerprint. A rotation keeps the previous key valid until the
 * operator ends it or KEY_ROTATION_HOURS pass, so the vendor can switch without a refused call. The
 * wallet's signature check reads a brand's vendor keys through a short cache; every change here
 * clears this process's cache, other processes follow within `cacheMs`.
 */
export function createSeamlessVendors({
  db,
  secrets,
  now = () => new Date(),
  cacheMs = 10_000,
}: SeamlessVendorsDeps) {
  const callers = new Map<string, { value: Promise<TSeamlessCaller | null>; expires: number }>();
  const sealed = createSealedColumns<TKeyColumn>(secrets, SEAMLESS_KEY_SECRETS.kind);

  /** A row with its keys opened: the service works with plain keys, the database keeps them sealed. */
  const opened = (row: repo.TSeamlessVendorRow): repo.TSeamlessVendorRow => ({
    ...row,
    seamlessKey: sealed.openNullable(row.id, 'seamless_key', row.seamlessKey),
    seamlessPreviousKey: sealed.openNullable(row.id, 'seamless_previous_key', row.seamlessPreviousKey),
  });

  /**
   * The calling vendor's keys and rules for a brand's players, or null when the brand offers no
   * external seamless vendor of the code with a key.
   */
  function findCaller(brandId: number, code: string): Promise<TSeamlessCaller | null> {
    const cacheKey = `${brandId}/${code}`;
    const hit = callers.get(cacheKey);
    if (hit && hit.expires > Date.now()) return hit.value;
    if (callers.size >= CACHE_ENTRIES) callers.clear();
    // The cache keeps opened keys, so a signature check opens nothing while the entry lives.
    const value = repo.findSeamlessVendor(db, brandId, code).then((stored) => {
      const row = stored && opened(stored);
      return row?.seamlessKey
        ? {
            brandId: row.brandId,
            vendorCode: row.code,
            currentKey: row.seamlessKey,
            previousKey: row.seamlessPreviousKey,
            previousKeyExpiresAt: row.seamlessPreviousKeyExpiresAt,
            maxWinMultiple: row.maxWinMultiple,
          }
        : null;
    });
    callers.set(cacheKey, { value, expires: Date.now() + cacheMs });
    value.catch(() => callers.delete(cacheKey));
    return value;
  }

  function viewOf(row: repo.TSeamlessVendorRow): TSeamlessVendorSettings {
    const rotating =
      row.seamlessPreviousKey !== null &&
      row.seamlessPreviousKeyExpiresAt !== null &&
      row.seamlessPreviousKeyExpiresAt.getTime() > now().getTime();
    return {
      code: row.code,
      name: row.name,
      category: row.category as TGameCategory,
      integration: row.integration,
      key: row.seamlessKey
        ? {
            fingerprint: keyFingerprint(row.seamlessKey),
            createdAt: row.seamlessKeyCreatedAt?.toISOString() ?? null,
          }
        : null,
      rotation: rotating
        ? {
            previousFingerprint: keyFingerprint(row.seamlessPreviousKey!),
            expiresAt: row.seamlessPreviousKeyExpiresAt!.toISOString(),
          }
        : null,
      maxWinMultiple: row.maxWinMultiple,
      rotationHours: KEY_ROTATION_HOURS,
    };
  }

  async function rowOf(db: DbOrTx, brandId: number, code: string, lock = false) {
    const row = await repo.findSeamlessVendor(db, brandId, code, lock);
    if (!row) throw new AppError('NOT_FOUND', 'No such seamless vendor.');
    return opened(row);
  }

  /** The brand's external seamless vendors with its keys (by fingerprint) and rules. */
  async function list(tx: DbOrTx, brandId: number): Promise<TSeamlessVendorSettings[]> {
    return (await repo.findSeamlessVendors(tx, brandId)).map((r) => viewOf(opened(r)));
  }

  async function get(tx: DbOrTx, brandId: number, code: string): Promise<TSeamlessVendorSettings> {
    return viewOf(await rowOf(tx, brandId, code));
  }

  /**
   * A new current key; the current one (if any) becomes the previous key, valid for
   * KEY_ROTATION_HOURS or until endRotation. A rotation during a rotation drops the oldest key.
   */
  async function rotate(tx: DbOrTx, brandId: number, code: string) {
    const row = await rowOf(tx, brandId, code, true);
    const key = newVendorKey();
    const at = now();
    const updated = await repo.updateSeamlessVendor(tx, row, {
      seamlessKey: sealed.seal(row.id, 'seamless_key', key),
      seamlessKeyCreatedAt: at,
      seamlessPreviousKey: row.seamlessKey && sealed.seal(row.id, 'seamless_previous_key', row.seamlessKey),
      seamlessPreviousKeyExpiresAt: row.seamlessKey
        ? new Date(at.getTime() + KEY_ROTATION_HOURS * 3_600_000)
        : null,
    });
    return { before: viewOf(row), after: viewOf(opened(updated)), key };
  }

  /** Drops the previous key; without a rotation going on nothing changes (and nothing is audited). */
  async function endRotation(tx: DbOrTx, brandId: number, code: string) {
    const row = await rowOf(tx, brandId, code, true);
    if (row.seamlessPreviousKey === null) {
      const view = viewOf(row);
      return { before: view, after: view, replayed: true };
    }
    const updated = await repo.updateSeamlessVendor(tx, row, {
      seamlessPreviousKey: null,
      seamlessPreviousKeyExpiresAt: null,
    });
    return { before: viewOf(row), after: viewOf(opened(updated)), replayed: false };
  }

  async function updateRules(tx: DbOrTx, brandId: number, code: string, rules: TSeamlessVendorRules) {
    const row = await rowOf(tx, brandId, code, true);
    const updated = await repo.updateSeamlessVendor(tx, row, {
      maxWinMultiple: rules.maxWinMultiple ?? row.maxWinMultiple,
    });
    return { before: viewOf(row), after: viewOf(opened(updated)) };
  }

  /**
   * Adds an external seamless vendor (no brand offers it yet: see `offer`). Its code must be new:
   * the seamless wallet names vendors by code alone.
   */
  async function create(
    tx: DbOrTx,
    v: {
      code: string;
      name: string;
      category: TGameCategory;
      accountTypeId: number;
      integration: string | null;
    },
  ) {
    if (v.integration === 'HOUSE')
      throw new AppError('VALIDATION_FAILED', 'The house vendor calls the wallet in-process.');
    if (await repo.isVendorCodeUsed(tx, v.code))
      throw new AppError('VALIDATION_FAILED', 'That vendor code is taken.', [
        { field: 'code', message: 'taken' },
      ]);
    const row = await repo.insertVendor(tx, { ...v, walletModel: 'SEAMLESS' });
    return { id: row.id };
  }

  /**
   * A brand starts offering an external seamless vendor, with the brand's own fresh key (answered
   * once) and win bound.
   */
  async function offer(
    tx: DbOrTx,
    brandId: number,
    code: string,
    o: { sort?: number; maxWinMultiple?: number } = {},
  ) {
    const vendor = await repo.findVendorByCode(tx, code);
    if (!vendor) throw new AppError('NOT_FOUND', 'No such seamless vendor.');
    const key = newVendorKey();
    const id = await reserveId(tx, 'brand_vendors');
    await repo.insertBrandVendor(tx, {
      id,
      brandId,
      vendorId: vendor.id,
      sort: o.sort ?? 0,
      seamlessKey: sealed.seal(id, 'seamless_key', key),
      seamlessKeyCreatedAt: now(),
      ...(o.maxWinMultiple !== undefined && { maxWinMultiple: o.maxWinMultiple }),
    });
    return { settings: await get(tx, brandId, code), key };
  }

  /** Forgets the cached keys of this process (after a change is committed). */
  const clearCache = () => callers.clear();

  return { findCaller, list, get, rotate, endRotation, updateRules, create, offer, clearCache };
}
export type SeamlessVendors = ReturnType<typeof createSeamlessVendors>;
