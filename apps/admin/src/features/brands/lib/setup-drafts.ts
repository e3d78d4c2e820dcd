import {
  OIDC_PROVIDERS,
  ZCsEntryInput,
  ZDeviceLinkInput,
  ZDeviceLinkType,
  ZDomainList,
  ZProviderSettingsInput,
  ZResourceInput,
  type TBrandSetup,
  type TCsEntryInput,
  type TProviderSettingsInput,
  type TProviderSettingsView,
} from '@openlobby/contracts';
import { z } from 'zod';
import { isApiError } from '../../../lib/api-error.ts';

/**
 * The brand set-up sections edit drafts: the stored lists with a React key per row and blanks
 * where the contract has null. `…BodyOf` turns a draft into the PUT body (trimmed, blanks back to
 * null, write-only secrets left out when empty); comparing bodies tells whether a section is dirty.
 */

/** Messages keyed by the dotted path of the value they concern ('' for the whole list). */
export type TIssues = Record<string, string>;

/** A checked draft: the body to send when it is valid, and the messages of what is not. */
export type TChecked<T> = { ok: true; body: T; issues: TIssues } | { ok: false; issues: TIssues };

/** The first message of each path of a zod error, e.g. { '0.url': 'Must be an http(s) …' }. */
export const issuesOf = (error: z.ZodError): TIssues => {
  const issues: TIssues = {};
  for (const issue of error.issues) issues[issue.path.map(String).join('.')] ??= issue.message;
  return issues;
};

/** Parses `value` with a contract schema; `extra` adds the checks the schema cannot express. */
export const checkWith = <T>(schema: z.ZodType<T>, value: unknown, extra: TIssues = {}): TChecked<T> => {
  const parsed = schema.safeParse(value);
  const issues = { ...extra, ...(parsed.success ? {} : issuesOf(parsed.error)) };
  return parsed.success && Object.keys(issues).length === 0
    ? { ok: true, body: parsed.data, issues }
    : { ok: false, issues };
};

/** The field messages of a server VALIDATION_FAILED ([{ field: 'body.0.url', message }]), by path. */
export const serverIssuesOf = (e: unknown): TIssues => {
  if (!isApiError(e) || e.errorCode !== 'VALIDATION_FAILED' || !Array.isArray(e.value)) return {};
  const issues: TIssues = {};
  for (const item of e.value as unknown[]) {
    if (!item || typeof item !== 'object') continue;
    const { field, message } = item as { field?: unknown; message?: unknown };
    if (typeof field !== 'string' || typeof message !== 'string') continue;
    issues[field.replace(/^body\.?/, '')] ??= message;
  }
  return issues;
};

let lastKey = 0;
/** A React key for a row: rows have no stable id of their own until saved. */
export const rowKey = (): number => ++lastKey;

/** Removes the row at `index`. */
export const withoutRow = <T>(rows: readonly T[], index: number): T[] => rows.filter((_, i) => i !== index);
/** Replaces the row at `index` with `change` applied. */
export const withRow = <T>(rows: readonly T[], index: number, change: Partial<T>): T[] =>
  rows.map((r, i) => (i === index ? { ...r, ...change } : r));

/** Indexes of values that appeared earlier in the list (the second and later copies). */
export const repeatedIndexes = (values: readonly string[]): number[] =>
  values.flatMap((v, i) => (v !== '' && values.indexOf(v) !== i ? [i] : []));

// ---------------------------------------------------------------------------------------------
// Customer service

export type TCsRow = Omit<TCsEntryInput, 'title'> & { key: number; title: Record<string, string> };

/** The header's VIP entry; 1, 2, 3… order the side menu. */
export const VIP_POSITION = -1;
/** ZLocalizedText keys: language codes, regional ones (PT-BR, UR-LA) included. */
const TITLE_LANGUAGE = /^[A-Z]{2}(-[A-Z]{2})?$/;

/** Entries in display order: the VIP entry first, then by side-menu position. */
export const csRowsOf = (entries: TBrandSetup['customerService']): TCsRow[] =>
  [...entries]
    .sort((a, b) => a.csPosition - b.csPosition)
    .map(({ csPosition, csType, title, url, enabled }) => ({
      key: rowKey(),
      csPosition,
      csType,
      title: { ...title },
      url,
      enabled,
    }));

/** The title languages a row offers: EN (required) first, the brand's others, then any stored extra. */
export const titleLanguages = (
  brandLanguages: readonly string[],
  title: Record<string, string>,
): string[] => [
  ...new Set(['EN', ...brandLanguages, ...Object.keys(title)].filter((code) => TITLE_LANGUAGE.test(code))),
];

/** Trimmed titles without the blank ones (a blank optional language falls back to EN on the site). */
export const compactTitle = (title: Record<string, string>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(title)
      .map(([code, text]) => [code, text.trim()] as const)
      .filter(([, text]) => text !== ''),
  );

export const csBodyOf = (rows: readonly TCsRow[]): TCsEntryInput[] =>
  rows.map((r) => ({
    csPosition: r.csPosition,
    csType: r.csType,
    title: compactTitle(r.title),
    url: r.url.trim(),
    enabled: r.enabled,
  }));

/** The next free side-menu position (1 when the menu is empty). */
export const nextCsPosition = (rows: readonly TCsRow[]): number =>
  Math.min(99, Math.max(0, ...rows.map((r) => r.csPosition)) + 1);

export const checkCs = (rows: readonly TCsRow[]): TChecked<TCsEntryInput[]> =>
  checkWith(z.array(ZCsEntryInput), csBodyOf(rows));

/** Positions used by more than one entry (allowed, but the order between them is then arbitrary). */
export const repeatedPositions = (rows: readonly TCsRow[]): number[] => [
  ...new Set(repeatedIndexes(rows.map((r) => String(r.csPosition))).map((i) => rows[i]!.csPosition)),
];

// ---------------------------------------------------------------------------------------------
// Device links

export const DEVICE_LINK_TYPES = ZDeviceLinkType.options;
export type TDeviceLinkType = (typeof DEVICE_LINK_TYPES)[number];
export type TDeviceLinkInput = z.infer<typeof ZDeviceLinkInput>;
export type TDeviceLinkRow = TDeviceLinkInput & { key: number };

export const deviceLinkRowsOf = (links: TBrandSetup['deviceLinks']): TDeviceLinkRow[] =>
  links.map((l) => ({ key: rowKey(), type: l.type, url: l.url }));

export const deviceLinkBodyOf = (rows: readonly TDeviceLinkRow[]): TDeviceLinkInput[] =>
  rows.map((r) => ({ type: r.type, url: r.url.trim() }));

/** Types not yet used by a row, in the contract's order. */
export const unusedLinkTypes = (rows: readonly TDeviceLinkRow[]): TDeviceLinkType[] =>
  DEVICE_LINK_TYPES.filter((type) => !rows.some((r) => r.type === type));

/** Each type at most once: a repeat is marked on its type. */
export const checkDeviceLinks = (
  rows: readonly TDeviceLinkRow[],
  repeatedMessage: string,
): TChecked<TDeviceLinkInput[]> => {
  const extra: TIssues = {};
  for (const i of repeatedIndexes(rows.map((r) => r.type))) extra[`${i}.type`] = repeatedMessage;
  return checkWith(z.array(ZDeviceLinkInput), deviceLinkBodyOf(rows), extra);
};

// ---------------------------------------------------------------------------------------------
// Domains

export type TDomainInput = { domain: string; isPrimary: boolean };
export type TDomainRow = TDomainInput & { key: number };

/** Host names are compared the way the server stores them. */
export const normaliseHost = (host: string): string => host.trim().toLowerCase();

/** The primary domain first, then the others in stored order. */
export const domainRowsOf = (domains: TBrandSetup['domains']): TDomainRow[] =>
  [...domains]
    .sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary))
    .map((d) => ({ key: rowKey(), domain: d.domain, isPrimary: d.isPrimary }));

export const domainBodyOf = (rows: readonly TDomainRow[]): TDomainInput[] =>
  rows.map((r) => ({ domain: normaliseHost(r.domain), isPrimary: r.isPrimary }));

/** Makes the row at `index` the one primary domain. */
export const withPrimary = (rows: readonly TDomainRow[], index: number): TDomainRow[] =>
  rows.map((r, i) => ({ ...r, isPrimary: i === index }));

/** Removes a domain; when it was the primary, the first remaining one takes over. */
export const withoutDomain = (rows: readonly TDomainRow[], index: number): TDomainRow[] => {
  const rest = withoutRow(rows, index);
  return rows[index]?.isPrimary && rest.length > 0 ? withPrimary(rest, 0) : rest;
};

/** The server's speed measurement of a stored domain; null for a new one. */
export const speedOf = (stored: TBrandSetup['domains'], host: string): number | null =>
  stored.find((d) => d.domain === normaliseHost(host))?.speedMs ?? null;

/** ZDomainList, with a repeated host also marked on the row that repeats it. */
export const checkDomains = (
  rows: readonly TDomainRow[],
  repeatedMessage: string,
): TChecked<TDomainInput[]> => {
  const body = domainBodyOf(rows);
  const extra: TIssues = {};
  for (const i of repeatedIndexes(body.map((d) => d.domain))) extra[`${i}.domain`] = repeatedMessage;
  return checkWith(ZDomainList, body, extra);
};

/** The host a DOMAIN_TAKEN answer names, when its value carries one. */
export const takenDomainOf = (e: unknown): string | null => {
  if (!isApiError(e) || e.errorCode !== 'DOMAIN_TAKEN') return null;
  // The server names every taken host (`{ domains: [...] }`); the first one is marked.
  const value = e.value as { domains?: unknown } | null | undefined;
  const first = value && Array.isArray(value.domains) ? (value.domains as unknown[])[0] : undefined;
  return typeof first === 'string' ? first : null;
};

// ---------------------------------------------------------------------------------------------
// Resources ("routes": app downloads, the movie site)

export type TResourceInput = z.infer<typeof ZResourceInput>;
export type TResourceRow = Omit<TResourceInput, 'qrCodeUrl'> & { key: number; qrCodeUrl: string };
/** Types the player site knows by name; any other short code is allowed. */
export const KNOWN_RESOURCE_TYPES = ['IOS', 'ANDROID', 'MOVIE'] as const;

export const resourceRowsOf = (resources: TBrandSetup['resources']): TResourceRow[] =>
  resources.map((r) => ({ key: rowKey(), ...r, qrCodeUrl: r.qrCodeUrl ?? '' }));

export const resourceBodyOf = (rows: readonly TResourceRow[]): TResourceInput[] =>
  rows.map((r) => ({
    resourceType: r.resourceType.trim(),
    url: r.url.trim(),
    qrCodeUrl: r.qrCodeUrl.trim() || null,
    labelNameEn: r.labelNameEn.trim(),
  }));

export const checkResources = (rows: readonly TResourceRow[]): TChecked<TResourceInput[]> =>
  checkWith(z.array(ZResourceInput), resourceBodyOf(rows));

// ---------------------------------------------------------------------------------------------
// Providers: SMS, e-mail, OpenID Connect

export type TOidcProvider = (typeof OIDC_PROVIDERS)[number];
export type TOidcRow = {
  key: number;
  provider: TOidcProvider;
  issuer: string;
  clientId: string;
  /** Write-only: blank keeps the stored secret. */
  clientSecret: string;
  clientSecretSet: boolean;
  enabled: boolean;
};
export type TProvidersDraft = {
  sms: { mode: 'platform' | 'http'; url: string; token: string; tokenSet: boolean; signature: string };
  mail: { fromName: string; fromAddress: string };
  oidc: TOidcRow[];
};

/** Each provider's public issuer, filled in when the provider is added. */
export const OIDC_ISSUERS: Record<TOidcProvider, string> = {
  google: 'https://accounts.google.com',
  facebook: 'https://www.facebook.com',
  line: 'https://access.line.me',
};

const oidcRowOf = (p: TProviderSettingsView['oidc'][number]): TOidcRow => ({
  key: rowKey(),
  provider: p.provider,
  issuer: p.issuer,
  clientId: p.clientId,
  clientSecret: '',
  clientSecretSet: p.clientSecretSet,
  enabled: p.enabled,
});

export const providersDraftOf = (view: TProviderSettingsView): TProvidersDraft => ({
  sms: {
    mode: view.sms.mode,
    url: view.sms.url ?? '',
    token: '',
    tokenSet: view.sms.tokenSet,
    signature: view.sms.signature,
  },
  mail: { fromName: view.mail.fromName ?? '', fromAddress: view.mail.fromAddress ?? '' },
  oidc: view.oidc.map(oidcRowOf),
});

/** The PUT body: blanks become null, and a blank token or client secret is left out (kept). */
export const providersBodyOf = (d: TProvidersDraft): TProviderSettingsInput => ({
  sms: {
    mode: d.sms.mode,
    url: d.sms.url.trim() || null,
    signature: d.sms.signature,
    ...(d.sms.token ? { token: d.sms.token } : {}),
  },
  mail: { fromName: d.mail.fromName.trim() || null, fromAddress: d.mail.fromAddress.trim() || null },
  oidc: d.oidc.map((o) => ({
    provider: o.provider,
    issuer: o.issuer.trim(),
    clientId: o.clientId.trim(),
    enabled: o.enabled,
    ...(o.clientSecret ? { clientSecret: o.clientSecret } : {}),
  })),
});

/** Providers not yet configured, in the contract's order. */
export const unusedOidcProviders = (rows: readonly TOidcRow[]): TOidcProvider[] =>
  OIDC_PROVIDERS.filter((p) => !rows.some((r) => r.provider === p));

/** A provider row to add: the stored one when it was removed in this draft, else a new one. */
export const oidcRowFor = (provider: TOidcProvider, stored: TProviderSettingsView): TOidcRow => {
  const before = stored.oidc.find((p) => p.provider === provider);
  return before
    ? oidcRowOf(before)
    : {
        key: rowKey(),
        provider,
        issuer: OIDC_ISSUERS[provider],
        clientId: '',
        clientSecret: '',
        clientSecretSet: false,
        enabled: true,
      };
};

/** ZProviderSettingsInput, plus: a provider without a stored secret needs one now. */
export const checkProviders = (
  d: TProvidersDraft,
  secretRequired: string,
): TChecked<TProviderSettingsInput> => {
  const extra: TIssues = {};
  d.oidc.forEach((o, i) => {
    if (!o.clientSecretSet && !o.clientSecret) extra[`oidc.${i}.clientSecret`] = secretRequired;
  });
  return checkWith(ZProviderSettingsInput, providersBodyOf(d), extra);
};
