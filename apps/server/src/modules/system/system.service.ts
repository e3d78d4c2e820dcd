import {
  passwordRuleOf,
  ZDeviceLinkType,
  ZLanguage,
  type TDeviceLinks,
  type TDomainRoute,
  type TLanguage,
  type TRegisterSettings,
  type TSystemStatus,
  type TWhitelabel,
} from '@openlobby/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CountryLookup } from '../../lib/geo.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { createBrandKeys } from './brand-keys.service.ts';
import * as repo from './system.repo.ts';
import type { TBrandOpsPatch, TBrandRow, TBrandUpdate } from './system.repo.ts';

export type TBrand = TBrandRow;
export type TBrandSummaryRow = { brand: TBrand; domains: string[] };

export type SystemServiceDeps = {
  db: Db;
  lookupCountry: CountryLookup;
  /** Opens brands' sealed private keys (DATA_ENCRYPTION_KEY). */
  secrets: SecretBox;
  now?: () => Date;
  /** How long a resolved brand is reused before it is read again; updates here clear it at once. */
  brandCacheMs?: number;
  /** This server's port, put in links to a development domain (localhost, *.localhost). */
  localPort?: number;
  /** Origins where external vendors' game pages are (the simulator's): added to launchGameCDNs. */
  vendorGameOrigins?: readonly string[];
};

/** Where a request says it comes from: the Merchant header, else its Host. */
export type TBrandHint = { merchant?: string; host?: string };

/** Brand resolution, site configuration and the open/closed state of a brand for a client. */
export function createSystemService({
  db,
  lookupCountry,
  secrets,
  now = () => new Date(),
  brandCacheMs = 10_000,
  localPort,
  vendorGameOrigins = [],
}: SystemServiceDeps) {
  const cache = new Map<string, { brand: TBrand | undefined; expires: number }>();

  /** The cache key of a hint (`m:code` or `d:domain`), or undefined when it cannot name a brand. */
  function keyOf(hint: TBrandHint): string | undefined {
    const merchant = hint.merchant?.trim().toLowerCase();
    if (merchant) return merchant.length <= 32 ? `m:${merchant}` : undefined;
    const domain = hint.host ? hostnameOf(hint.host) : undefined;
    return domain ? `d:${domain}` : undefined;
  }

  const unknownBrand = () => new AppError('BRAND_NOT_FOUND', 'Unknown brand.');

  /**
   * The request's brand when it was resolved lately, without waiting: every call resolves its
   * brand, so the usual case should not cost a promise. Undefined when it must be read.
   */
  function cachedBrand(hint: TBrandHint): TBrand | undefined {
    const key = keyOf(hint);
    const hit = key ? cache.get(key) : undefined;
    if (!hit || hit.expires <= Date.now()) return undefined;
    if (!hit.brand) throw unknownBrand();
    return hit.brand;
  }

  async function cached(key: string, load: () => Promise<TBrand | undefined>) {
    const hit = cache.get(key);
    if (hit && hit.expires > Date.now()) return hit.brand;
    const brand = await load();
    cache.set(key, { brand, expires: Date.now() + brandCacheMs });
    return brand;
  }

  /** The request's brand; BRAND_NOT_FOUND when neither the Merchant header nor the host is known. */
  async function resolveBrand(hint: TBrandHint): Promise<TBrand> {
    const key = keyOf(hint);
    const name = key?.slice(2) ?? '';
    const brand =
      key &&
      (await cached(key, () =>
        key.startsWith('m:') ? repo.findBrandByCode(db, name) : repo.findBrandByDomain(db, name),
      ));
    if (!brand) throw unknownBrand();
    return brand;
  }

  /** The request language: the Language header when the brand offers it, else the brand's default. */
  function languageFor(brand: TBrand, header: string | undefined): TLanguage {
    const parsed = ZLanguage.safeParse(header?.trim().toUpperCase());
    if (parsed.success && brand.languages.includes(parsed.data)) return parsed.data;
    return brand.defaultLanguage;
  }

  function isUnderMaintenance(brand: TBrand): boolean {
    if (!brand.maintenance) return false;
    return !brand.maintenanceUntil || brand.maintenanceUntil > now();
  }

  function regionOf(brand: TBrand, ip: string) {
    const country = lookupCountry(ip);
    return { country, restricted: country !== null && brand.restrictedCountries.includes(country) };
  }

  function getStatus(brand: TBrand, ip: string): TSystemStatus {
    const maintenance = isUnderMaintenance(brand);
    const region = regionOf(brand, ip);
    return {
      maintenance,
      maintenanceMessage: maintenance ? brand.maintenanceMessage : null,
      maintenanceUntil: maintenance && brand.maintenanceUntil ? brand.maintenanceUntil.toISOString() : null,
      regionRestriction: region.restricted,
      country: region.country,
      serverTime: now().toISOString(),
    };
  }

  /** The start-up permission check: the page's URL must be one of the brand's domains. */
  async function checkPermission(brand: TBrand, url: string, ip: string): Promise<TSystemStatus> {
    const host = hostnameOf(url);
    const domains = await repo.findDomains(db, brand.id);
    if (!host || !domains.some((d) => d.domain === host)) {
      throw new AppError(
        'DOMAIN_CHECK_FAILED',
        'Invalid URL or domain check failed, contact customer service.',
      );
    }
    return getStatus(brand, ip);
  }

  async function getWhitelabel(brand: TBrand): Promise<TWhitelabel> {
    const [resources, key] = await Promise.all([
      repo.findResources(db, brand.id),
      repo.findActiveKey(db, brand.id),
    ]);
    if (!key) throw new Error(`brand ${brand.code} has no active key`);
    return {
      merchantCode: brand.code,
      name: brand.name,
      platform: 'web',
      lotteryType: 'ELOTT',
      currency: { code: brand.currencyCode, symbol: brand.currencySymbol, decimals: brand.currencyDecimals },
      timeZone: brand.timeZone,
      defaultLanguage: brand.defaultLanguage,
      languages: brand.languages,
      theme: brand.theme,
      flags: brand.flags,
      imageCDNs: brand.imageCdns,
      // The /game page frames only addresses on these (and the site's own origin).
      launchGameCDNs: [...brand.launchGameCdns, ...vendorGameOrigins],
      registerRules: getRegisterSettings(brand),
      whitelabelTree: brand.whitelabelTree,
      resources,
      esportsProviders: brand.esportsProviders,
      cockfightProviders: brand.cockfightProviders,
      encryption: { algorithm: 'RSA-OAEP-256+A256GCM', kid: String(key.id), publicKey: key.publicKeySpki },
      auth: { smsLogin: brand.authSettings.smsLogin, usernameLogin: true },
      copyright: brand.copyright,
    };
  }

  /** The brand's registration rules as the site applies them: the password rule as the server enforces it. */
  function getRegisterSettings(brand: TBrand): TRegisterSettings {
    const rules = brand.registerRules;
    const defaultMethod = rules.mobileRegistration && !rules.usernameRegistration ? 'mobile' : 'username';
    const password = passwordRuleOf(rules);
    return {
      ...rules,
      passwordMin: password.min,
      passwordMax: password.max,
      passwordCharset: password.charset,
      defaultMethod,
    };
  }

  async function getDomainRoute(brand: TBrand): Promise<TDomainRoute> {
    const [domainList, resources] = await Promise.all([
      repo.findDomains(db, brand.id),
      repo.findResources(db, brand.id),
    ]);
    return { domainList, resources };
  }

  async function getDeviceLinks(brand: TBrand): Promise<TDeviceLinks> {
    const rows = await repo.findDeviceLinks(db, brand.id);
    return rows.map((r) => ({ type: ZDeviceLinkType.parse(r.type), url: r.url }));
  }

  /** Accepts a language change when the brand offers that language. */
  function setLanguage(brand: TBrand, language: TLanguage): { language: TLanguage } {
    if (!brand.languages.includes(language)) {
      throw new AppError('LANGUAGE_NOT_ENABLED', 'This language is not offered here.');
    }
    return { language };
  }

  /** The keys behind encrypted calls (by kid, rotatable) and their replay guard. */
  const keys = createBrandKeys({ db, now, secrets });

  /** Operations change of a brand's open/closed state; clears the brand cache of this process. */
  async function updateBrandOps(code: string, patch: TBrandOpsPatch): Promise<TBrand> {
    return (await updateBrand(db, code, patch)).after;
  }

  /**
   * Changes a brand's configuration inside `tx` (the back office audits in the same transaction).
   * The default language must stay among the enabled ones. The player site sees the change on its
   * next request to this process, and within the cache time on others.
   */
  async function updateBrand(
    tx: DbOrTx,
    code: string,
    patch: TBrandUpdate,
  ): Promise<{ before: TBrand; after: TBrand }> {
    const current = await repo.findBrandByCode(tx, code);
    if (!current) throw new AppError('BRAND_NOT_FOUND', 'Unknown brand.');
    const languages = patch.languages ?? current.languages;
    const defaultLanguage = patch.defaultLanguage ?? current.defaultLanguage;
    if (!languages.includes(defaultLanguage)) {
      throw new AppError('VALIDATION_FAILED', 'The default language must be one of the enabled languages.', [
        { field: 'defaultLanguage', message: 'notEnabled' },
      ]);
    }
    const row = await repo.updateBrand(tx, code, patch);
    cache.clear();
    return { before: current, after: row! };
  }

  async function listBrands(): Promise<TBrandSummaryRow[]> {
    const [rows, domains] = await Promise.all([repo.findAllBrands(db), repo.findAllDomains(db)]);
    return rows.map((b) => ({
      brand: b,
      domains: domains.filter((d) => d.brandId === b.id).map((d) => d.domain),
    }));
  }

  /**
   * The brand a row belongs to, by its id (cached like every resolved brand). Inside a transaction
   * pass it: the embedded database has one connection, which the transaction holds.
   */
  async function brandById(id: number, tx: DbOrTx = db): Promise<TBrand> {
    const brand = await cached(`i:${id}`, () => repo.findBrandById(tx, id));
    if (!brand) throw unknownBrand();
    return brand;
  }

  /**
   * Where every link the brand sends points (reset mails, social sign-in's redirect): its primary
   * domain, else its first. Never the request's Host or X-Forwarded-Host, which the caller writes.
   */
  async function publicOriginOf(brand: TBrand): Promise<string> {
    const domain = await repo.findPrimaryDomain(db, brand.id);
    if (!domain) throw new Error(`brand ${brand.code} has no domain to link to`);
    return publicOrigin(domain, localPort);
  }

  /** Brand id → code, for modules whose rows carry only the id. */
  async function brandCodes() {
    return new Map((await repo.findAllBrands(db)).map((b) => [b.id, b.code]));
  }

  return {
    resolveBrand,
    cachedBrand,
    brandById,
    languageFor,
    isUnderMaintenance,
    regionOf,
    getStatus,
    checkPermission,
    getWhitelabel,
    getRegisterSettings,
    getDomainRoute,
    getDeviceLinks,
    setLanguage,
    updateBrandOps,
    updateBrand,
    clearCache: () => cache.clear(),
    listBrands,
    brandCodes,
    keys,
    publicOriginOf,
  };
}
export type SystemService = ReturnType<typeof createSystemService>;

/**
 * The origin of links to `domain`: https, except a development domain (localhost, *.localhost),
 * which this server answers itself over http on `localPort`.
 */
export function publicOrigin(domain: string, localPort?: number): string {
  if (domain !== 'localhost' && !domain.endsWith('.localhost')) return `https://${domain}`;
  return localPort && localPort !== 80 ? `http://${domain}:${localPort}` : `http://${domain}`;
}

/** Lower-cased host name of a URL or a bare host (port dropped); null when it cannot be parsed. */
export function hostnameOf(urlOrHost: string): string | null {
  const text = urlOrHost.trim();
  if (!text || text.length > 2048) return null;
  try {
    const url = new URL(text.includes('://') ? text : `http://${text}`);
    return url.hostname.toLowerCase() || null;
  } catch {
    return null;
  }
}
