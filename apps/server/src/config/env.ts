import { z } from 'zod';
import { outboundUrlProblem } from '../lib/outbound.ts';
import { decodeDataKey } from '../lib/secret-box.ts';

const ZBool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** An optional setting: set-but-empty (`DATABASE_URL=`) counts as unset, as env files and CI expect. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/** The vendor simulator's development key (what `npm start` gives the simulator it runs). */
export const DEV_VENDOR_SIM_SECRET = 'dev-vendor-secret';
/** The odds feed's development key (scripts/start.mjs hands it to the feed and the server). */
export const DEV_ODDS_FEED_KEY = 'dev-feed-key';
/** OPS_API_TOKEN's explicit "no operations API". */
export const OPS_API_OFF = 'off';
/**
 * The development data key (sealed TOTP secrets): fixed so a development database keeps opening
 * across restarts; published here, so production refuses it.
 */
export const DEV_DATA_ENCRYPTION_KEY = 'Ox04i5iJYb3mi+OLEFKVPDQRKfQ2tvB8tsVQ3GYS2N8=';
const ZDataKey = z
  .string()
  .refine(
    (v) => decodeDataKey(v) !== undefined,
    'must be 32 random bytes in base64 (openssl rand -base64 32)',
  );
/** The shortest key production accepts for the simulator and the operations API. */
export const PRODUCTION_MIN_SECRET_LENGTH = 32;

/** Every setting the server reads from the environment; the README's configuration table mirrors it. */
export const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** PostgreSQL connection string; when unset the embedded PGlite in DATA_DIR is used. */
  DATABASE_URL: optional(z.string().url()),
  /** Directory of the embedded PGlite database (only without DATABASE_URL). */
  DATA_DIR: z.string().default('./data/pglite'),
  /** Redis for rate limits and cross-process fan-out; in-process equivalents without it. */
  REDIS_URL: optional(z.string().url()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Trust X-Forwarded-For from this many proxy hops (0 = none); needed behind a load balancer. */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Seed the demo brands and content when they are missing. */
  SEED_DEMO: ZBool.default(false),
  /** Scheduled jobs (withdrawal auto-receipt); every process may run them, one does each round. */
  RUN_JOBS: ZBool.default(true),
  /** How often each process looks for ended agent-contract periods to pay (seconds). */
  AGENT_SETTLEMENT_EVERY_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /**
   * How long a process keeps a resolved brand (milliseconds). The API tests use 0, so that every
   * look-up reaches the database and one made through the wrong handle inside a transaction fails
   * there rather than hanging a long-running server once its cache expires.
   */
  BRAND_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /**
   * Bearer token of the operations API (/ops); the API is off when unset or `off`. Production needs
   * an explicit choice: a token of at least 32 characters, or `off`.
   */
  OPS_API_TOKEN: optional(z.union([z.literal(OPS_API_OFF), z.string().min(16)])).transform((v) =>
    v === OPS_API_OFF ? undefined : v,
  ),
  /** Built player site to serve; skipped when the folder does not exist. */
  WEB_DIST: z.string().default('apps/web/dist'),
  /** Built back office, served at /admin; skipped when the folder does not exist. */
  ADMIN_DIST: z.string().default('apps/admin/dist'),
  /** The house vendor's built game pages, served at /house/; skipped when the folder does not exist. */
  HOUSE_DIST: z.string().default('apps/house-web/dist'),
  /** The external vendor simulator's API (a transfer-wallet vendor); its vendors are hidden without it. */
  VENDOR_SIM_URL: optional(z.string().url()),
  VENDOR_SIM_SECRET: z.string().min(8).default(DEV_VENDOR_SIM_SECRET),
  /** Where browsers reach the simulator's game pages (the /game frame), when not VENDOR_SIM_URL. */
  VENDOR_SIM_PUBLIC_URL: optional(z.string().url()),
  /** The odds feed (apps/odds-feed, a sports data provider) the house sportsbook follows; none: no feed. */
  ODDS_FEED_URL: optional(z.string().url()),
  ODDS_FEED_KEY: z.string().min(8).default(DEV_ODDS_FEED_KEY),
  /** Where SMS codes go: `outbox` stores them (read them at /dev/outbox/sms), `http` posts to a gateway. */
  SMS_PROVIDER: z.enum(['outbox', 'http']).default('outbox'),
  SMS_HTTP_URL: optional(z.string().url()),
  SMS_HTTP_TOKEN: optional(z.string().min(1)),
  /** SMTP server for e-mail (smtp://user:pass@host:port); without it mail goes to the outbox table. */
  SMTP_URL: optional(z.string().url()),
  MAIL_FROM: z.string().default('OpenLobby <no-reply@openlobby.example>'),
  /** Seals stored secrets (authenticator secrets): 32 bytes, base64. The development key outside production. */
  DATA_ENCRYPTION_KEY: optional(ZDataKey).transform((v) => v ?? DEV_DATA_ENCRYPTION_KEY),
  /** Earlier data keys, comma-separated: they still open what they sealed; start-up seals it again. */
  DATA_ENCRYPTION_KEYS_OLD: optional(z.string())
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean),
    )
    .pipe(z.array(ZDataKey)),
  /** Requests per minute per client IP on the public API. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** Login, registration and password calls per minute per client IP (brute force aims there). */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
});
export type TEnv = z.infer<typeof ZEnv>;

/** Cross-field rules: the HTTP SMS provider needs its gateway URL and token. */
const ZEnvChecked = ZEnv.refine((e) => e.SMS_PROVIDER !== 'http' || (e.SMS_HTTP_URL && e.SMS_HTTP_TOKEN), {
  path: ['SMS_HTTP_URL'],
  message: 'SMS_HTTP_URL and SMS_HTTP_TOKEN are required when SMS_PROVIDER is http',
});

/** Prints a heading and its list to stderr and exits with 1 (nothing to do when the list is empty). */
export function exitOnProblems(heading: string, problems: readonly string[]): void {
  if (problems.length === 0) return;
  process.stderr.write(`${heading}:\n${problems.map((p) => `  ${p}`).join('\n')}\n`);
  process.exit(1);
}

/** Parses the environment once; on a bad value prints a readable list and exits. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): TEnv {
  const parsed = ZEnvChecked.safeParse(source);
  if (parsed.success) return parsed.data;
  exitOnProblems(
    'Invalid configuration',
    parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
  );
  throw parsed.error;
}

/**
 * The development defaults a production server must not start on (DESIGN.md "Bad input and
 * faults"), as readable lines; none outside production. `source` is the raw environment: the
 * operations API must be switched on or off explicitly, which the parsed value cannot tell.
 */
export function productionProblems(source: NodeJS.ProcessEnv): string[] {
  const parsed = ZEnvChecked.safeParse(source);
  if (!parsed.success || parsed.data.NODE_ENV !== 'production') return [];
  const env = parsed.data;
  const problems: string[] = [];
  if (
    env.VENDOR_SIM_URL &&
    (env.VENDOR_SIM_SECRET === DEV_VENDOR_SIM_SECRET ||
      env.VENDOR_SIM_SECRET.length < PRODUCTION_MIN_SECRET_LENGTH)
  )
    problems.push(
      `VENDOR_SIM_SECRET: the simulator's key is the development default or shorter than ${PRODUCTION_MIN_SECRET_LENGTH} characters`,
    );
  if (
    env.ODDS_FEED_URL &&
    (env.ODDS_FEED_KEY === DEV_ODDS_FEED_KEY || env.ODDS_FEED_KEY.length < PRODUCTION_MIN_SECRET_LENGTH)
  )
    problems.push(
      `ODDS_FEED_KEY: the odds feed's key is the development default or shorter than ${PRODUCTION_MIN_SECRET_LENGTH} characters`,
    );
  if (env.SMS_PROVIDER === 'outbox')
    problems.push(
      'SMS_PROVIDER: `outbox` keeps SMS codes in the database and sends none; use `http` with SMS_HTTP_URL and SMS_HTTP_TOKEN',
    );
  // The gateway is called through the outbound guard, which in production calls public https only.
  const smsUrlProblem = env.SMS_HTTP_URL && outboundUrlProblem(env.SMS_HTTP_URL, true);
  if (smsUrlProblem)
    problems.push(
      `SMS_HTTP_URL: every send would be refused (${smsUrlProblem}); use https on a public address`,
    );
  if (env.SEED_DEMO) problems.push('SEED_DEMO: demo brands, members and operators are not for production');
  if (!env.SMTP_URL)
    problems.push(
      'SMTP_URL: without it e-mail (password resets) stays in the outbox table and is never sent',
    );
  if (env.DATA_ENCRYPTION_KEY === DEV_DATA_ENCRYPTION_KEY)
    problems.push(
      'DATA_ENCRYPTION_KEY: unset or the published development key; set 32 random bytes in base64 (openssl rand -base64 32)',
    );
  const ops = source.OPS_API_TOKEN ?? '';
  if (ops === '')
    problems.push(
      `OPS_API_TOKEN: choose: a token of at least ${PRODUCTION_MIN_SECRET_LENGTH} characters, or \`${OPS_API_OFF}\` for no operations API`,
    );
  else if (ops !== OPS_API_OFF && ops.length < PRODUCTION_MIN_SECRET_LENGTH)
    problems.push(
      `OPS_API_TOKEN: shorter than ${PRODUCTION_MIN_SECRET_LENGTH} characters (or \`${OPS_API_OFF}\` for no operations API)`,
    );
  return problems;
}
