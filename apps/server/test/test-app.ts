import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp } from '../src/app.ts';
import { ZEnv, type TEnv } from '../src/config/env.ts';
import type { TAuthSettings } from '@openlobby/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { brands } from '../src/modules/system/system.schema.ts';
import type { CountryLookup } from '../src/lib/geo.ts';
import type { InboxEvents } from '../src/lib/money-events.ts';
import type { TableEvents } from '../src/modules/tables/table-events.ts';
import { createTestDatabase } from './test-database.ts';

export const OPS_TOKEN = 'test-ops-token-0123456789';

/** Countries of the documentation address ranges, so tests can place clients anywhere. */
export const TEST_COUNTRIES: Record<string, string> = { '203.0.113.7': 'US', '198.51.100.9': 'TH' };
export const testCountryLookup: CountryLookup = (ip) => TEST_COUNTRIES[ip] ?? null;

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  /** app.inject with the demo brand's host unless the caller sets its own headers. */
  call: (opts: InjectOptions) => Promise<LightMyRequestResponse>;
  /** The app's clock (the injected one): clients stamp encrypted calls with it, as a site in sync would. */
  now: () => Date;
  close: () => Promise<void>;
};

/** A full application on a fresh database with the demo brands seeded. */
/** Every captcha the test apps draw shows this answer, so tests can type it like a person would. */
export const TEST_CAPTCHA_ANSWER = '4242';

export async function createTestApp(
  overrides: Partial<TEnv> = {},
  deps: {
    now?: () => Date;
    logStream?: DestinationStream;
    inboxEvents?: InboxEvents;
    tableEvents?: TableEvents;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase({ seeded: true });
  const env = ZEnv.parse({
    LOG_LEVEL: 'silent',
    OPS_API_TOKEN: OPS_TOKEN,
    WEB_DIST: '/nonexistent',
    RUN_JOBS: 'false',
    BRAND_CACHE_MS: '0',
    // The catalogue lists the simulator's vendors; tests that move money to it start a real one.
    VENDOR_SIM_URL: 'http://127.0.0.1:9',
    ...overrides,
  });
  const app = await buildApp({
    env,
    database,
    lookupCountry: testCountryLookup,
    newCaptchaAnswer: () => TEST_CAPTCHA_ANSWER,
    now: deps.now,
    logStream: deps.logStream,
    inboxEvents: deps.inboxEvents,
    tableEvents: deps.tableEvents,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    call: (opts) => app.inject({ ...opts, headers: { host: 'localhost', ...opts.headers } }),
    now: deps.now ?? (() => new Date()),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Parses a response body as the envelope. */
export const body = (res: { body: string }) =>
  JSON.parse(res.body) as { success: boolean; errorCode?: string; value?: any };

/**
 * Changes a brand's identity settings straight in the database; call it before the app serves the
 * brand (brands are cached per process).
 */
export async function setAuthSettings(db: Db, code: string, patch: Partial<TAuthSettings>) {
  const [row] = await db.select().from(brands).where(eq(brands.code, code));
  await db
    .update(brands)
    .set({ authSettings: { ...row!.authSettings, ...patch } })
    .where(eq(brands.code, code));
}
