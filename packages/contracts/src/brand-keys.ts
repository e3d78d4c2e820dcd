import { z } from 'zod';

/* ------------------------------------------------- back office: brands' keys for encrypted calls */

/**
 * The back office's calls about a brand's keys for encrypted (E) calls. Keys are shown by id (kid)
 * and fingerprint only; the private key never leaves the server.
 */
export const BRAND_KEY_ADMIN_API = {
  list: '/admin/api/brands/:code/encryption-keys',
  rotate: '/admin/api/brands/:code/encryption-keys/rotate',
} as const;

/** How long a rotated-out brand key still opens bodies: pages loaded before the rotation keep working. */
export const BRAND_KEY_GRACE_HOURS = 24;

/** A brand key as the back office sees it: active, or retired and opening bodies until `usableUntil`. */
export const ZBrandEncryptionKey = z.object({
  kid: z.string(),
  /** `sha256:` and the start of the hash of the public key (SPKI), to compare with the site config. */
  fingerprint: z.string(),
  active: z.boolean(),
  createdAt: z.string(),
  retiredAt: z.string().nullable(),
  /** Null while active. */
  usableUntil: z.string().nullable(),
});
export type TBrandEncryptionKey = z.infer<typeof ZBrandEncryptionKey>;

/** The brand's usable keys, the active one first. */
export const ZBrandEncryptionKeys = z.array(ZBrandEncryptionKey);
export type TBrandEncryptionKeys = z.infer<typeof ZBrandEncryptionKeys>;
