import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);
export const OPS_TOKEN = 'e2e-ops-token-0123456789abcdef';
const SMTP_PORT = PORT + 2;
export const SINK_HTTP_PORT = PORT + 3;
const OIDC_PORT = PORT + 4;
/** Per port, so two runs on different E2E_PORTs never share (or wipe) each other's database. */
const DATA_DIR = `.data-e2e-${PORT}`;
/** The e2e server's clock offset (e2e/support/server-clock.ts), beside its database. */
export const SERVER_CLOCK_FILE = path.resolve(`${DATA_DIR}.clock`);
/**
 * The authenticator steps the journeys spent, beside the database: Playwright starts a new worker
 * after a failed journey, and the next one must not send a code the server has taken already.
 */
export const TOTP_STEPS_FILE = path.resolve(`${DATA_DIR}.totp-steps.json`);
export const OIDC_ISSUER = `http://127.0.0.1:${OIDC_PORT}`;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  // No retries: a journey that passes only on a second try is a bug to fix, not to hide.
  retries: 0,
  // Budgets, not waits: every step waits for its condition, and a journey may take twice as long
  // as on an idle machine (CI runs on two busy cores) before it counts as hung.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/playwright.json' }],
  ],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
  ],
  webServer: [
    {
      // A real SMTP server for the password-reset journey; its inbox is read over HTTP.
      command: 'node --import tsx e2e/support/smtp-sink.ts',
      url: `http://127.0.0.1:${SINK_HTTP_PORT}/messages`,
      env: { SMTP_PORT: String(SMTP_PORT), HTTP_PORT: String(SINK_HTTP_PORT) },
      reuseExistingServer: false,
    },
    {
      // A local OpenID provider for the social sign-in journey.
      command: 'node --import tsx e2e/support/oidc-peer-server.ts',
      url: `${OIDC_ISSUER}/.well-known/openid-configuration`,
      // It warns at start that it runs with development keys and pages, which is the point here.
      stderr: 'ignore',
      env: {
        OIDC_PORT: String(OIDC_PORT),
        OIDC_REDIRECT_URI: `http://localhost:${PORT}/wps/session/social/google/callback`,
      },
      reuseExistingServer: false,
    },
    {
      command: `rm -rf ${DATA_DIR} ${DATA_DIR}-vendor-sim ${SERVER_CLOCK_FILE} ${SERVER_CLOCK_FILE}.ack ${TOTP_STEPS_FILE} && node scripts/start.mjs`,
      url: `http://localhost:${PORT}/readyz`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        // The journeys run against one server on a fresh embedded database with in-process limits:
        // Playwright passes its own environment on, and a shared PostgreSQL or Redis would carry one
        // run's accounts and counters into the next. Empty means unset.
        DATABASE_URL: '',
        REDIS_URL: '',
        PORT: String(PORT),
        DATA_DIR,
        SEED_DEMO: 'true',
        OPS_API_TOKEN: OPS_TOKEN,
        TRUST_PROXY_HOPS: '1',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: '100000',
        AUTH_RATE_LIMIT_PER_MINUTE: '100000',
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        // A journey moves the server's clock to end a contract period, and the settlement job then
        // pays it within seconds rather than the production minute.
        NODE_OPTIONS: `--import ${path.resolve('e2e/support/server-clock-preload.ts')}`,
        E2E_CLOCK_FILE: SERVER_CLOCK_FILE,
        AGENT_SETTLEMENT_EVERY_SECONDS: '2',
      },
    },
  ],
});
