import type { TBrandDetail, TBrandPatch } from '@openlobby/contracts';

/** The part of a brand the detail form edits; code, domains and similar are read-only. */
export type TBrandDraft = Required<TBrandPatch>;

/** Keys the patch may carry, in the order of ZBrandPatch. */
export const BRAND_PATCH_KEYS = [
  'name',
  'languages',
  'defaultLanguage',
  'maintenance',
  'maintenanceMessage',
  'maintenanceUntil',
  'restrictedCountries',
  'flags',
  'registerRules',
  'authSettings',
] as const satisfies readonly (keyof TBrandDraft)[];

/** The form's starting point: the editable fields of the stored brand (deep copies). */
export const draftOf = (brand: TBrandDetail): TBrandDraft => ({
  name: brand.name,
  languages: [...brand.languages],
  defaultLanguage: brand.defaultLanguage,
  maintenance: brand.maintenance,
  maintenanceMessage: brand.maintenanceMessage,
  maintenanceUntil: brand.maintenanceUntil,
  restrictedCountries: [...brand.restrictedCountries],
  flags: structuredClone(brand.flags),
  registerRules: structuredClone(brand.registerRules),
  authSettings: structuredClone(brand.authSettings),
});

/** Structural equality for JSON-like values (objects compared key by key, arrays in order). */
export const deepEqual = (a: unknown, b: unknown): boolean => {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((v, i) => deepEqual(v, b[i]));
  const ka = Object.keys(a as object);
  const kb = Object.keys(b as object);
  if (ka.length !== kb.length) return false;
  return ka.every(
    (k) =>
      Object.hasOwn(b as object, k) &&
      deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
  );
};

/** ISO country codes as the server wants them: trimmed, upper case, unique, in entry order. */
export const normaliseCountries = (codes: readonly string[]): string[] => [
  ...new Set(codes.map((c) => c.trim().toUpperCase()).filter(Boolean)),
];

/** Form values the server would store the same way: blank message → null, countries normalised. */
export const normaliseDraft = (d: TBrandDraft): TBrandDraft => ({
  ...d,
  name: d.name.trim(),
  maintenanceMessage: d.maintenanceMessage?.trim() ? d.maintenanceMessage : null,
  maintenanceUntil: d.maintenanceUntil || null,
  restrictedCountries: normaliseCountries(d.restrictedCountries),
});

/**
 * The PATCH body: only the top-level fields whose value differs from the stored brand. Nested
 * groups (flags, registerRules, authSettings) are sent whole when any of their fields changed,
 * since the contract takes each group complete. An empty object means nothing to save.
 */
export const buildBrandPatch = (original: TBrandDetail, edited: TBrandDraft): TBrandPatch => {
  const before = normaliseDraft(draftOf(original));
  const after = normaliseDraft(edited);
  const patch: Record<string, unknown> = {};
  for (const key of BRAND_PATCH_KEYS) {
    if (!deepEqual(before[key], after[key])) patch[key] = after[key];
  }
  return patch as TBrandPatch;
};

export const isEmptyPatch = (patch: TBrandPatch): boolean => Object.keys(patch).length === 0;
