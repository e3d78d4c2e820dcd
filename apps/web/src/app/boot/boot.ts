import type { TLanguage, TPermission, TWhitelabel } from '@openlobby/contracts';
import { permissionQueryOptions } from '../../features/system/api/get-permission.ts';
import { setBrandTimeZone } from '../../lib/brand-clock.ts';
import { whitelabelQueryOptions } from '../../features/system/api/get-whitelabel.ts';
import { useAppStore } from '../../features/system/stores/app-store.ts';
import { activateLanguage, bootLanguage, pickLanguage, storedLanguage } from '../../lib/i18n.ts';
import { queryClient } from '../../lib/query-client.ts';
import { setEncryptionKey, setRequestLanguage } from '../../lib/request-context.ts';

export type TBoot = { permission: TPermission; whitelabel: TWhitelabel | null };

/**
 * Start-up, once per page load: the permission check with the page's host, the brand's site
 * config, and the language pack. Maintenance or region restriction set the app store's flag; the
 * root layout then shows that page on every route. No polling.
 */
const runBoot = async (): Promise<TBoot> => {
  // A returning visitor's pack, the permission check and the brand's config travel together: on a
  // phone's network each round trip waited for in turn is a quarter second before the first
  // screen. A first visit's language is the brand's, known only from its config.
  const host = window.location.host;
  const stored = storedLanguage();
  setRequestLanguage(bootLanguage()); // the maintenance message comes in the stored language
  const [, permission, brand] = await Promise.all([
    stored ? activateLanguage(stored) : undefined,
    queryClient.fetchQuery(permissionQueryOptions(host)),
    queryClient.fetchQuery(whitelabelQueryOptions()).then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error }),
    ),
  ]);
  const blocked = permission.maintenance ? 'maintenance' : permission.regionRestriction ? 'restricted' : null;
  useAppStore.getState().setBlocked(blocked, permission.maintenanceMessage);
  if (!brand.ok) {
    // The blocked or error page speaks the stored language, else English.
    await activateLanguage(bootLanguage());
    // During maintenance the brand config may be unavailable; the blocked page uses the default theme.
    if (blocked) return { permission, whitelabel: null };
    throw brand.error;
  }
  setEncryptionKey({ kid: brand.value.encryption.kid, publicKey: brand.value.encryption.publicKey });
  setBrandTimeZone(brand.value.timeZone);
  const language = pickLanguage(brand.value.defaultLanguage, brand.value.languages);
  setRequestLanguage(language);
  announceLanguage(language);
  await activateLanguage(language);
  return { permission, whitelabel: brand.value };
};

let announceLanguage: (language: TLanguage) => void = () => undefined;
const languagePicked = new Promise<TLanguage>((resolve) => {
  announceLanguage = resolve;
});

/**
 * The language this page load speaks, as soon as the brand's config has picked it and before its
 * pack arrives: a route's data can travel alongside the pack instead of after it.
 */
export const whenLanguagePicked = (): Promise<TLanguage> => languagePicked;

let booting: Promise<TBoot> | null = null;

/** Shared by the root loader and route guards, so start-up runs exactly once. */
export const ensureBoot = (): Promise<TBoot> => {
  booting ??= runBoot().catch((e: unknown) => {
    booting = null; // let a retry start over
    throw e;
  });
  return booting;
};
