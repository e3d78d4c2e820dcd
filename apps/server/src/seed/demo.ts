import { generateKeyPairSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { SecretBox } from '../lib/secret-box.ts';
import { reserveId } from '../lib/sealed-columns.ts';
import { sealBrandPrivateKey } from '../modules/system/brand-keys.service.ts';
import { seedDemoEngagement } from './demo-engagement.ts';
import { seedDemoMissions } from './demo-missions.ts';
import { seedDemoMembers } from './demo-members.ts';
import { refuseDemoInProduction, seedDemoOperators, seedSecretBox } from './demo-operators.ts';
import { seedDemoPayments } from './demo-payments.ts';
import { seedDemoReferralVip } from './demo-referral-vip.ts';
import { announcements, customerServiceEntries, helpTopics } from '../modules/content/content.schema.ts';
import {
  brandDomains,
  brandKeys,
  brandResources,
  brands,
  deviceLinks,
} from '../modules/system/system.schema.ts';
import {
  DEMO_AUTH,
  DEMO_BRANDS,
  DEMO_FLAGS,
  DEMO_TREE,
  demoRegisterRules,
  type TDemoBrand,
} from './demo-brands.ts';
import {
  DEMO_BANNERS,
  DEMO_CUSTOMER_SERVICE,
  DEMO_HELP,
  DEMO_MARQUEE,
  DEMO_POPUPS,
  DEMO_PROMOTIONS,
} from './demo-content.ts';
import { seedBrandCatalogue, seedDemoCatalogue } from './demo-games.ts';
import { seedBrandLottery } from '../modules/lottery/lottery-catalogue.ts';
import { seedBrandTables } from '../modules/tables/tables-catalogue.ts';
import { seedBrandRooms } from '../modules/rooms/rooms-catalogue.ts';
import { seedBrandCrash } from '../modules/crash/crash-catalogue.ts';

/** A fresh RSA key pair for a brand's encrypted calls. */
export function generateBrandKeys() {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    publicKeySpki: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
    privateKeyPkcs8: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
}

/**
 * Seeds the demo brands with their domains, keys, content and game catalogue; brands already there
 * are left alone. Never in production (`environment` is the process's, NODE_ENV): the demo's
 * operators and members have published passwords. The server refuses SEED_DEMO there before it
 * gets here; this refusal holds for any other caller too.
 */
export async function seedDemo(db: Db, environment: NodeJS.ProcessEnv = process.env): Promise<string[]> {
  refuseDemoInProduction(environment);
  // Brand keys, wallet keys and gateway secrets are written sealed, as the back office writes them.
  const box = seedSecretBox(environment);
  const created: string[] = [];
  await seedDemoOperators(db, environment);
  await seedDemoCatalogue(db);
  for (const [index, brand] of DEMO_BRANDS.entries()) {
    const [exists] = await db.select({ id: brands.id }).from(brands).where(eq(brands.code, brand.code));
    if (exists) continue;
    await db.transaction(async (tx) => {
      const brandId = await seedBrand(tx as unknown as Db, brand, box);
      await seedDemoMembers(tx as unknown as Db, { id: brandId, code: brand.code }, index);
      // The lobby brand asks no turnover, so a demo deposit can be withdrawn at once; siam asks one.
      await seedDemoPayments(tx as unknown as Db, box, {
        id: brandId,
        name: brand.name,
        decimals: brand.currency.decimals,
        turnoverPercent: brand.code === 'lobby' ? 0 : 100,
      });
      await seedDemoEngagement(tx as unknown as Db, { id: brandId, code: brand.code });
      await seedDemoMissions(tx as unknown as Db, brandId);
      await seedDemoReferralVip(tx as unknown as Db, brandId);
    });
    created.push(brand.code);
  }
  return created;
}

async function seedBrand(db: Db, b: TDemoBrand, box: SecretBox): Promise<number> {
  const [brand] = await db
    .insert(brands)
    .values({
      code: b.code,
      name: b.name,
      currencyCode: b.currency.code,
      currencySymbol: b.currency.symbol,
      currencyDecimals: b.currency.decimals,
      timeZone: b.timeZone,
      defaultLanguage: b.defaultLanguage,
      languages: b.languages,
      theme: b.theme,
      flags: DEMO_FLAGS,
      authSettings: DEMO_AUTH,
      registerRules: { ...demoRegisterRules(b.countryCodes), defaultMethod: 'username' },
      whitelabelTree: DEMO_TREE,
      imageCdns: ['/assets'],
      launchGameCdns: ['/house'],
      esportsProviders: ['AV', 'IMES', 'IA', 'AI', 'TF'],
      cockfightProviders: ['SV3', 'DS88', 'DIG', 'WGB', 'WS168'],
      copyright: `© 2026 ${b.name}. Play responsibly. 18+`,
    })
    .returning({ id: brands.id });
  const brandId = brand!.id;
  await db
    .insert(brandDomains)
    .values(b.domains.map((domain, i) => ({ brandId, domain, isPrimary: i === 0, speedMs: 20 + i * 15 })));
  const pair = generateBrandKeys();
  const keyId = await reserveId(db, 'brand_keys');
  await db.insert(brandKeys).values({
    id: keyId,
    brandId,
    publicKeySpki: pair.publicKeySpki,
    privateKeyPkcs8: sealBrandPrivateKey(box, keyId, pair.privateKeyPkcs8),
  });
  await db.insert(brandResources).values([
    {
      brandId,
      resourceType: 'IOS',
      url: `https://${b.code}.openlobby.example/app/ios`,
      qrCodeUrl: null,
      labelNameEn: 'iOS app',
      sort: 1,
    },
    {
      brandId,
      resourceType: 'ANDROID',
      url: `https://${b.code}.openlobby.example/app/android.apk`,
      qrCodeUrl: null,
      labelNameEn: 'Android app',
      sort: 2,
    },
    {
      brandId,
      resourceType: 'MOVIE',
      url: `https://movies.openlobby.example/?brand=${b.code}`,
      qrCodeUrl: null,
      labelNameEn: 'Movies',
      sort: 3,
    },
  ]);
  await db.insert(deviceLinks).values([
    { brandId, type: 'IOS', url: `https://${b.code}.openlobby.example/app/ios` },
    { brandId, type: 'MOBILECONFIG', url: `https://${b.code}.openlobby.example/app/openlobby.mobileconfig` },
    { brandId, type: 'Android', url: `https://${b.code}.openlobby.example/app/android.apk` },
    { brandId, type: 'LINE', url: 'https://line.me/R/ti/p/@openlobby' },
    { brandId, type: 'QQ', url: 'https://qm.qq.com/q/openlobby' },
  ]);
  await db.insert(announcements).values([
    ...DEMO_POPUPS.map((p, i) => ({ brandId, type: 'PU', title: p.title, content: p.content, sort: i })),
    ...DEMO_BANNERS.map((title, i) => ({
      brandId,
      type: 'B',
      title,
      content: {},
      linkUrl: ['/rng', '/live', '/sports'][i] ?? null,
      sort: i,
    })),
    ...DEMO_MARQUEE.map((title, i) => ({ brandId, type: 'PL', title, content: title, sort: i })),
    ...DEMO_PROMOTIONS.map(([category, title, content], i) => ({
      brandId,
      type: 'PR',
      category,
      title,
      content,
      sort: i,
    })),
  ]);
  await db
    .insert(helpTopics)
    .values(DEMO_HELP.map(([tag, title, content], i) => ({ brandId, tag, title, content, sort: i })));
  await db
    .insert(customerServiceEntries)
    .values(DEMO_CUSTOMER_SERVICE.map((e) => ({ brandId, ...e, url: `${e.url}?brand=${b.code}` })));
  await seedBrandCatalogue(db, box, brandId);
  await seedBrandLottery(db, brandId, b.currency.decimals);
  await seedBrandTables(db, brandId, b.currency.decimals);
  await seedBrandRooms(db, brandId, b.currency.decimals);
  await seedBrandCrash(db, brandId, b.currency.decimals);
  return brandId;
}
