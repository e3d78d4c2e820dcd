import { z } from 'zod';
import { ZGameCategory, ZVendorCode } from './games.ts';

/* ------------------------------------------------- back office: external seamless vendors' wallet keys */

/**
 * The back office's calls about external seamless vendors (those that call our seamless wallet over
 * HTTP): their wallet keys and the rules that bound what they may credit, per brand (`:code`, the
 * brand's code): a vendor signs each brand's calls with that brand's key. A key is answered in full
 * only once, by the rotation that made it; every other answer shows its fingerprint.
 */
export const SEAMLESS_VENDOR_ADMIN_API = {
  list: '/admin/api/brands/:code/seamless-vendors',
  vendor: '/admin/api/brands/:code/seamless-vendors/:vendor',
  rotateKey: '/admin/api/brands/:code/seamless-vendors/:vendor/rotate-key',
  endRotation: '/admin/api/brands/:code/seamless-vendors/:vendor/end-rotation',
} as const;

/** The brand whose vendor keys a call is about. */
export const ZSeamlessVendorBrandParams = z.object({ code: z.string().min(1).max(32) });

export const ZSeamlessVendorParams = ZSeamlessVendorBrandParams.extend({ vendor: ZVendorCode });

/** The range an operator may set a vendor's max win multiple in. */
export const MAX_WIN_MULTIPLE_RANGE = { min: 1, max: 1_000_000 } as const;

/** A round's credits may total at most this many times the round's stakes (not rolled back). */
export const ZMaxWinMultiple = z
  .number()
  .int()
  .min(MAX_WIN_MULTIPLE_RANGE.min)
  .max(MAX_WIN_MULTIPLE_RANGE.max);

/** What an operator may change of a seamless vendor's rules (PATCH: any subset). */
export const ZSeamlessVendorRules = z.object({ maxWinMultiple: ZMaxWinMultiple }).partial().strict();
export type TSeamlessVendorRules = z.infer<typeof ZSeamlessVendorRules>;

/** A key as the back office sees it: never the key, only `sha256:` and the start of its hash. */
const ZKeyView = z.object({ fingerprint: z.string(), createdAt: z.string().nullable() });

export const ZSeamlessVendorSettings = z.object({
  code: z.string(),
  name: z.string(),
  category: ZGameCategory,
  integration: z.string().nullable(),
  /** The key calls must be signed with; null: none issued yet, the vendor cannot call. */
  key: ZKeyView.nullable(),
  /** During a rotation: the previous key, still accepted until the rotation ends or `expiresAt`. */
  rotation: z.object({ previousFingerprint: z.string(), expiresAt: z.string() }).nullable(),
  maxWinMultiple: z.number().int(),
  /** The most hours a rotation keeps the previous key valid when nobody ends it. */
  rotationHours: z.number().int(),
});
export type TSeamlessVendorSettings = z.infer<typeof ZSeamlessVendorSettings>;

/** The answer of a rotation: the new key in full, this once. */
export const ZRotatedSeamlessKey = z.object({
  settings: ZSeamlessVendorSettings,
  key: z.string(),
});
export type TRotatedSeamlessKey = z.infer<typeof ZRotatedSeamlessKey>;
