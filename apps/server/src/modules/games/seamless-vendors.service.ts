import { createHash, randomBytes } from 'node:crypto';
import type { TGameCategory, TSeamlessVendorRules, TSeamlessVendorSettings } from '@openlobby/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import * as repo from './seamless-vendors.repo.ts';

/** How long a rotation keeps the previous key valid when the operator does not end it sooner. */
export const KEY_ROTATION_HOURS = 72;

/** A fresh wallet key: 32 random bytes, base64url (43 characters). */
export const newVendorKey = () => randomBytes(32).toString('base64url');

/** What the back office shows of a key: its SHA-256, shortened; enough to compare with the vendor's. */
export const keyFingerprint = (key: string) =>
  `sha256:${createHash('sha256').update(key).digest('hex').slice(0, 16)}`;

/** What the seamless wallet needs of the vendor that calls it. */
export type TSeamlessCaller = {
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
  now?: () => Date;
  /** How long a vendor's keys are reused by the wallet's signature check in this process. */
  cacheMs?: number;
};

/** The most vendor codes the caller cache keeps (hostile callers may name any code). */
const CACHE_ENTRIES = 256;

/**
 * External seamless vendors' wallet keys and rules. Keys are random, shown in full only once (by
 * the rotation that made them) and otherwise by fingerprint. A rotation keeps the previous key
 * valid until the operator ends it or KEY_ROTATION_HOURS pass, so the vendor can switch without a
 * refused call. The wallet's signature check reads a vendor's keys through a short cache; every
 * change here clears this process's cache, other processes follow within `cacheMs`.
 */
export function createSeamlessVendors({ db, now = () => new Date(), cacheMs = 10_000 }: SeamlessVendorsDeps) {
  const callers = new Map<string, { value: Promise<TSeamlessCaller | null>; expires: number }>();

  /** The calling vendor's keys and rules, or null when no external seamless vendor with a key has the code. */
  function findCaller(code: string): Promise<TSeamlessCaller | null> {
    const hit = callers.get(code);
    if (hit && hit.expires > Date.now()) return hit.value;
    if (callers.size >= CACHE_ENTRIES) callers.clear();
    const value = repo.findSeamlessVendor(db, code).then((row) =>
      row?.seamlessKey
        ? {
            vendorCode: row.code,
            currentKey: row.seamlessKey,
            previousKey: row.seamlessPreviousKey,
            previousKeyExpiresAt: row.seamlessPreviousKeyExpiresAt,
            maxWinMultiple: row.maxWinMultiple,
          }
        : null,
    );
    callers.set(code, { value, expires: Date.now() + cacheMs });
    value.catch(() => callers.delete(code));
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

  async function rowOf(db: DbOrTx, code: string, lock = false) {
    const row = await repo.findSeamlessVendor(db, code, lock);
    if (!row) throw new AppError('NOT_FOUND', 'No such seamless vendor.');
    return row;
  }

  async function list(tx: DbOrTx = db): Promise<TSeamlessVendorSettings[]> {
    return (await repo.findSeamlessVendors(tx)).map(viewOf);
  }

  async function get(tx: DbOrTx, code: string): Promise<TSeamlessVendorSettings> {
    return viewOf(await rowOf(tx, code));
  }

  /**
   * A new current key; the current one (if any) becomes the previous key, valid for
   * KEY_ROTATION_HOURS or until endRotation. A rotation during a rotation drops the oldest key.
   */
  async function rotate(tx: DbOrTx, code: string) {
    const row = await rowOf(tx, code, true);
    const key = newVendorKey();
    const at = now();
    const updated = await repo.updateSeamlessVendor(tx, row.id, {
      seamlessKey: key,
      seamlessKeyCreatedAt: at,
      seamlessPreviousKey: row.seamlessKey,
      seamlessPreviousKeyExpiresAt: row.seamlessKey
        ? new Date(at.getTime() + KEY_ROTATION_HOURS * 3_600_000)
        : null,
    });
    return { before: viewOf(row), after: viewOf(updated), key };
  }

  /** Drops the previous key; without a rotation going on nothing changes (and nothing is audited). */
  async function endRotation(tx: DbOrTx, code: string) {
    const row = await rowOf(tx, code, true);
    if (row.seamlessPreviousKey === null) {
      const view = viewOf(row);
      return { before: view, after: view, replayed: true };
    }
    const updated = await repo.updateSeamlessVendor(tx, row.id, {
      seamlessPreviousKey: null,
      seamlessPreviousKeyExpiresAt: null,
    });
    return { before: viewOf(row), after: viewOf(updated), replayed: false };
  }

  async function updateRules(tx: DbOrTx, code: string, rules: TSeamlessVendorRules) {
    const row = await rowOf(tx, code, true);
    const updated = await repo.updateSeamlessVendor(tx, row.id, {
      maxWinMultiple: rules.maxWinMultiple ?? row.maxWinMultiple,
    });
    return { before: viewOf(row), after: viewOf(updated) };
  }

  /**
   * Adds an external seamless vendor with a fresh key (answered once). Its code must be new: the
   * seamless wallet names vendors by code alone.
   */
  async function create(
    tx: DbOrTx,
    v: {
      code: string;
      name: string;
      category: TGameCategory;
      accountTypeId: number;
      integration: string | null;
      maxWinMultiple?: number;
    },
  ) {
    if (v.integration === 'HOUSE')
      throw new AppError('VALIDATION_FAILED', 'The house vendor calls the wallet in-process.');
    if (await repo.isVendorCodeUsed(tx, v.code))
      throw new AppError('VALIDATION_FAILED', 'That vendor code is taken.', [
        { field: 'code', message: 'taken' },
      ]);
    const key = newVendorKey();
    const row = await repo.insertVendor(tx, {
      ...v,
      walletModel: 'SEAMLESS',
      seamlessKey: key,
      seamlessKeyCreatedAt: now(),
    });
    return { id: row.id, settings: viewOf(row), key };
  }

  /** Forgets the cached keys of this process (after a change is committed). */
  const clearCache = () => callers.clear();

  return { findCaller, list, get, rotate, endRotation, updateRules, create, clearCache };
}
export type SeamlessVendors = ReturnType<typeof createSeamlessVendors>;
