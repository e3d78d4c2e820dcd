import { createHash, createPrivateKey, generateKeyPair, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import {
  BRAND_KEY_GRACE_HOURS,
  ENCRYPTED_CALL_MAX_SKEW_MS,
  type TBrandEncryptionKey,
} from '@openlobby/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { createSealedColumns, reserveId, type TSealedTable } from '../../lib/sealed-columns.ts';
import * as repo from './brand-keys.repo.ts';
import type { TBrandKeyRow } from './brand-keys.repo.ts';
import type { TBrandRow } from './system.repo.ts';
import { brandKeys } from './system.schema.ts';

/** Brands' private keys, sealed at rest (lib/sealed-columns.ts); the start-up step seals plain ones. */
export const BRAND_KEY_SECRETS: TSealedTable = {
  kind: 'brand_key',
  table: brandKeys,
  id: brandKeys.id,
  columns: { private_key_pkcs8: brandKeys.privateKeyPkcs8 },
};

/** Seals a brand's private key for the row `id` it is about to be stored in. */
export const sealBrandPrivateKey = (box: SecretBox, id: number, pem: string) =>
  createSealedColumns<'private_key_pkcs8'>(box, BRAND_KEY_SECRETS.kind).seal(id, 'private_key_pkcs8', pem);

const generateKeyPairAsync = promisify(generateKeyPair);

/** A fresh RSA key pair for a brand's encrypted calls: the public key SPKI base64, the private PKCS#8 PEM. */
export async function generateBrandKeyPair() {
  const { publicKey, privateKey } = await generateKeyPairAsync('rsa', { modulusLength: 2048 });
  return {
    publicKeySpki: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
    privateKeyPkcs8: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
}

export type TBrandKeyPair = Awaited<ReturnType<typeof generateBrandKeyPair>>;

export type BrandKeysDeps = {
  db: Db;
  now: () => Date;
  /** Opens the stored private keys and seals new ones (DATA_ENCRYPTION_KEY). */
  secrets: SecretBox;
  /** How long a rotated-out key still opens bodies. */
  graceMs?: number;
  /** How long this process trusts that a key it read is still active before reading it again. */
  cacheMs?: number;
};

type TCachedKey = { brandId: number; key: KeyObject; retiredAt: Date | null; readAt: number };

const retired = () => new AppError('ENCRYPTION_KEY_RETIRED', 'This key no longer opens encrypted calls.');
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The keys behind encrypted calls, by kid, and the replay guard. A private key is parsed once per
 * process; whether it is still usable is read again after `cacheMs` while it is active, so a
 * rotation made by another process retires it here too (this process's own rotations at once).
 */
export function createBrandKeys({
  db,
  now,
  secrets,
  graceMs = BRAND_KEY_GRACE_HOURS * 3_600_000,
  cacheMs = 10_000,
}: BrandKeysDeps) {
  const byKid = new Map<number, TCachedKey>();
  const sealed = createSealedColumns<'private_key_pkcs8'>(secrets, BRAND_KEY_SECRETS.kind);
  let lastPurge = 0;

  const usableUntil = (row: { active: boolean; retiredAt: Date | null }) =>
    row.active ? null : new Date((row.retiredAt?.getTime() ?? 0) + graceMs);

  /**
   * The brand's private key `kid` (the row id), while it is active or in its grace period;
   * ENCRYPTION_KEY_RETIRED otherwise, and for another brand's key.
   */
  async function privateKeyOf(brand: TBrandRow, kid: string): Promise<KeyObject> {
    const id = /^[1-9]\d{0,9}$/.test(kid) ? Number(kid) : 0;
    if (!id || id > 2 ** 31 - 1) throw retired();
    let hit = byKid.get(id);
    if (!hit || (hit.retiredAt === null && Date.now() - hit.readAt > cacheMs)) {
      const row = await repo.findKey(db, brand.id, id);
      if (!row) throw retired();
      hit = {
        brandId: row.brandId,
        // Opened and parsed once per process: only the parsed key stays in memory.
        key: hit?.key ?? createPrivateKey(sealed.open(row.id, 'private_key_pkcs8', row.privateKeyPkcs8)),
        retiredAt: row.active ? null : (row.retiredAt ?? new Date(0)),
        readAt: Date.now(),
      };
      byKid.set(id, hit);
    }
    if (hit.brandId !== brand.id) throw retired();
    if (hit.retiredAt && hit.retiredAt.getTime() + graceMs <= now().getTime()) throw retired();
    return hit.key;
  }

  /**
   * Accepts an encrypted call's timestamp and nonce once: ENCRYPTED_CALL_EXPIRED when the time is
   * more than ENCRYPTED_CALL_MAX_SKEW_MS from this server's clock, ENCRYPTED_CALL_REPLAYED when the
   * brand saw the nonce before. A nonce is remembered while its timestamp would still pass.
   */
  async function acceptOnce(brand: TBrandRow, ts: number, nonce: string): Promise<void> {
    const at = now().getTime();
    if (Math.abs(at - ts) > ENCRYPTED_CALL_MAX_SKEW_MS) {
      throw new AppError('ENCRYPTED_CALL_EXPIRED', 'This encrypted call is too old or too far ahead.');
    }
    // A minute more than the window, for processes whose clocks differ a little.
    const expiresAt = new Date(ts + ENCRYPTED_CALL_MAX_SKEW_MS + 60_000);
    if (!(await repo.insertNonce(db, brand.id, sha256(nonce), expiresAt))) {
      throw new AppError('ENCRYPTED_CALL_REPLAYED', 'This encrypted call was seen before.');
    }
    // At most once a minute per process: old nonces cost only space until then.
    if (at - lastPurge > 60_000) {
      lastPurge = at;
      await repo.deleteExpiredNonces(db, new Date(at - 60_000));
    }
  }

  const viewOf = (row: TBrandKeyRow): TBrandEncryptionKey => ({
    kid: String(row.id),
    fingerprint: `sha256:${createHash('sha256').update(row.publicKeySpki, 'base64').digest('hex').slice(0, 16)}`,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    retiredAt: row.retiredAt?.toISOString() ?? null,
    usableUntil: usableUntil(row)?.toISOString() ?? null,
  });

  /** The brand's usable keys (the active one, and retired ones in their grace), the active first. */
  async function list(tx: DbOrTx, brand: TBrandRow): Promise<TBrandEncryptionKey[]> {
    const rows = await repo.findUsableKeys(tx, brand.id, new Date(now().getTime() - graceMs));
    return rows.map(viewOf);
  }

  /**
   * Replaces the brand's active key with a fresh one inside `tx` (the back office audits in the
   * same transaction). The previous key opens bodies for the grace period: a page loaded before
   * the rotation keeps its config until its next load. `pair` comes from generateBrandKeyPair,
   * made before the transaction (it takes a while). Call `forget` after the commit.
   */
  async function rotate(tx: DbOrTx, brand: TBrandRow, pair: TBrandKeyPair) {
    await repo.lockBrand(tx, brand.id);
    const before = await list(tx, brand);
    const at = now();
    await repo.retireActiveKey(tx, brand.id, at);
    const id = await reserveId(tx, 'brand_keys');
    await repo.insertActiveKey(tx, {
      id,
      brandId: brand.id,
      publicKeySpki: pair.publicKeySpki,
      privateKeyPkcs8: sealed.seal(id, 'private_key_pkcs8', pair.privateKeyPkcs8),
      createdAt: at,
    });
    return { before, after: await list(tx, brand) };
  }

  /** Drops this process's cached keys of a brand: after a rotation, they are read again. */
  function forget(brand: TBrandRow) {
    for (const [id, hit] of byKid) if (hit.brandId === brand.id) byKid.delete(id);
  }

  return { privateKeyOf, acceptOnce, list, rotate, forget };
}
export type BrandKeys = ReturnType<typeof createBrandKeys>;
