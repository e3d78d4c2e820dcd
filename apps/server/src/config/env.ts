import { z } from 'zod';

const ZBool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** An optional setting: set-but-empty (`DATABASE_URL=`) counts as unset, as env files and CI expect. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

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
  /** Bearer token of the operations API (/ops); the API is off when unset. */
  OPS_API_TOKEN: optional(z.string().min(16)),
  /** Built player site to serve; skipped when the folder does not exist. */
  WEB_DIST: z.string().default('apps/web/dist'),
  /** Built back office, served at /admin; skipped when the folder does not exist. */
  ADMIN_DIST: z.string().default('apps/admin/dist'),
  /** The house vendor's built game pages, served at /house/; skipped when the folder does not exist. */
  HOUSE_DIST: z.string().default('apps/house-web/dist'),
  /** The key seamless-wallet calls of the house vendor are signed with (HMAC-SHA256). */
  HOUSE_WALLET_SECRET: z.string().min(16).default('dev-house-wallet-secret'),
  /** The external vendor simulator's API (a transfer-wallet vendor); its vendors are hidden without it. */
  VENDOR_SIM_URL: optional(z.string().url()),
  VENDOR_SIM_SECRET: z.string().min(8).default('dev-vendor-secret'),
  /** Where browsers reach the simulator's game pages (the /game frame), when not VENDOR_SIM_URL. */
  VENDOR_SIM_PUBLIC_URL: optional(z.string().url()),
  /** Where SMS codes go: `outbox` stores them (read them at /dev/outbox/sms), `http` posts to a gateway. */
  SMS_PROVIDER: z.enum(['outbox', 'http']).default('outbox'),
  SMS_HTTP_URL: optional(z.string().url()),
  SMS_HTTP_TOKEN: optional(z.string().min(1)),
  /** SMTP server for e-mail (smtp://user:pass@host:port); without it mail goes to the outbox table. */
  SMTP_URL: optional(z.string().url()),
  MAIL_FROM: z.string().default('OpenLobby <no-reply@openlobby.example>'),
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

/** Parses the environment once; on a bad value prints a readable list and exits. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): TEnv {
  const parsed = ZEnvChecked.safeParse(source);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  process.stderr.write(`Invalid configuration:\n${lines.join('\n')}\n`);
  process.exit(1);
}
