import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ZDeviceLinkType,
  type TProviderSettingsInput,
  type ZDeviceLinkInput,
  type ZDomainInput,
  type ZResourceInput,
} from '@openlobby/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { outboundUrlProblem } from '../../lib/outbound.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { createSealedColumns, type TSealedTable } from '../../lib/sealed-columns.ts';
import * as setupRepo from './brand-setup.repo.ts';
import * as repo from './system.repo.ts';
import { brands, type TBrandProviderSettings } from './system.schema.ts';
import type { SystemService, TBrand } from './system.service.ts';

type TDomainInput = z.infer<typeof ZDomainInput>;
type TDeviceLinkInput = z.infer<typeof ZDeviceLinkInput>;
type TResourceInput = z.infer<typeof ZResourceInput>;

const SMS_TOKEN = 'provider_settings.sms.token';

/**
 * The brand's SMS gateway token, sealed at rest inside its provider settings (lib/sealed-columns.ts);
 * the start-up step seals plain ones.
 */
export const BRAND_PROVIDER_SECRETS: TSealedTable = {
  kind: 'brand',
  table: brands,
  id: brands.id,
  columns: {
    [SMS_TOKEN]: {
      read: sql`${brands.providerSettings} -> 'sms' ->> 'token'`,
      write: (sealed) =>
        sql`${sql.identifier('provider_settings')} = jsonb_set(${brands.providerSettings}, '{sms,token}', to_jsonb(${sealed}::text))`,
    },
  },
};

/** Seals and opens a brand's SMS gateway token, bound to the brand's row. */
export const createBrandSmsTokens = (box: SecretBox) => {
  const sealed = createSealedColumns<typeof SMS_TOKEN>(box, BRAND_PROVIDER_SECRETS.kind);
  return {
    seal: (brandId: number, token: string) => sealed.seal(brandId, SMS_TOKEN, token),
    open: (brandId: number, stored: string) => sealed.open(brandId, SMS_TOKEN, stored),
  };
};

/** What the back office may read of a brand's providers: secrets only as "set or not". */
export const providerView = (p: TBrandProviderSettings) => ({
  sms: { mode: p.sms.mode, url: p.sms.url, signature: p.sms.signature, tokenSet: p.sms.token !== null },
  mail: p.mail,
});

/**
 * The brand's set-up lists the back office replaces whole: host names, device links, resources
 * (the domain-route list) and messaging providers. Each change runs in the caller's transaction,
 * answers before/after for the audit, and clears the brand cache so the site sees it at once.
 */
export function createBrandSetup({
  system,
  publicOnlyOutbound,
  secrets,
}: {
  system: SystemService;
  /** Seals the SMS gateway token the back office sets (DATA_ENCRYPTION_KEY). */
  secrets: SecretBox;
  /** Production: the brand's SMS gateway must be https on a public address (lib/outbound.ts). */
  publicOnlyOutbound: boolean;
}) {
  const smsTokens = createBrandSmsTokens(secrets);

  async function brandOf(tx: DbOrTx, code: string): Promise<TBrand> {
    const brand = await repo.findBrandByCode(tx, code);
    if (!brand) throw new AppError('BRAND_NOT_FOUND', 'Unknown brand.');
    return brand;
  }

  async function read(tx: DbOrTx, brand: TBrand) {
    // One after the other: `tx` may be a transaction, whose one connection runs one query at a time.
    const domains = await setupRepo.findAllDomainRows(tx, brand.id);
    const deviceLinks = await repo.findDeviceLinks(tx, brand.id);
    const resources = await repo.findResources(tx, brand.id);
    return {
      domains,
      deviceLinks: deviceLinks.map((l) => ({ type: ZDeviceLinkType.parse(l.type), url: l.url })),
      resources,
      providers: providerView(brand.providerSettings),
    };
  }

  async function replaceDomains(tx: DbOrTx, code: string, list: TDomainInput[]) {
    const brand = await brandOf(tx, code);
    const taken = await setupRepo.findDomainsOfOtherBrands(
      tx,
      brand.id,
      list.map((d) => d.domain),
    );
    if (taken.length > 0)
      throw new AppError('DOMAIN_TAKEN', 'Another brand already answers on this host name.', {
        domains: taken.map((t) => t.domain),
      });
    const before = await setupRepo.findAllDomainRows(tx, brand.id);
    await setupRepo.replaceDomains(tx, brand.id, list);
    system.clearCache();
    return { before, after: await setupRepo.findAllDomainRows(tx, brand.id) };
  }

  async function replaceDeviceLinks(tx: DbOrTx, code: string, list: TDeviceLinkInput[]) {
    if (new Set(list.map((l) => l.type)).size !== list.length)
      throw new AppError('VALIDATION_FAILED', 'Each device link type may appear once.', [
        { field: 'type', message: 'repeated' },
      ]);
    const brand = await brandOf(tx, code);
    const before = (await read(tx, brand)).deviceLinks;
    await setupRepo.replaceDeviceLinks(tx, brand.id, list);
    return { before, after: list };
  }

  async function replaceResources(tx: DbOrTx, code: string, list: TResourceInput[]) {
    const brand = await brandOf(tx, code);
    const before = await repo.findResources(tx, brand.id);
    await setupRepo.replaceResources(tx, brand.id, list);
    return { before, after: await repo.findResources(tx, brand.id) };
  }

  /** Sets SMS and mail providers; a missing or null token keeps the stored one. */
  async function updateMessaging(tx: DbOrTx, code: string, input: Omit<TProviderSettingsInput, 'oidc'>) {
    const brand = await brandOf(tx, code);
    const current = brand.providerSettings;
    // Refused here, where the operator types it, as the outbound guard would refuse every send.
    const urlProblem = input.sms.url && outboundUrlProblem(input.sms.url, publicOnlyOutbound);
    if (urlProblem)
      throw new AppError(
        'OUTBOUND_ADDRESS_REFUSED',
        `The SMS gateway must be an https address on the public internet (${urlProblem}).`,
        [{ field: 'sms.url', message: 'public_https_only' }],
      );
    // A new token is stored sealed; a kept one stays as stored (sealed for this same brand).
    const token = input.sms.token ? smsTokens.seal(brand.id, input.sms.token) : current.sms.token;
    if (input.sms.mode === 'http' && !token)
      throw new AppError('VALIDATION_FAILED', 'An HTTP gateway needs its token.', [
        { field: 'sms.token', message: 'required' },
      ]);
    const next: TBrandProviderSettings = {
      sms: { mode: input.sms.mode, url: input.sms.url, signature: input.sms.signature, token },
      mail: input.mail,
    };
    const { before, after } = await system.updateBrand(tx, code, { providerSettings: next });
    return { before: providerView(before.providerSettings), after: providerView(after.providerSettings) };
  }

  return { brandOf, read, replaceDomains, replaceDeviceLinks, replaceResources, updateMessaging };
}
export type BrandSetup = ReturnType<typeof createBrandSetup>;
