import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../test/free-port.ts';
import { createScratchPostgres } from '../../test/test-database.ts';
import { openDatabase } from '../db/client.ts';
import { seedDemoOperators } from '../seed/demo-operators.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
let scratch: string;

/** Production settings with no development default (the simulator off, the operations API off). */
const PRODUCTION = {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'error',
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: 'https://sms.example/send',
  SMS_HTTP_TOKEN: 'sms-token',
  OPS_API_TOKEN: 'off',
  SMTP_URL: 'smtp://127.0.0.1:9',
  DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
  RUN_JOBS: 'false',
  WEB_DIST: '/nonexistent',
  ADMIN_DIST: '/nonexistent',
  HOUSE_DIST: '/nonexistent',
};

/**
 * Runs the real server (`main.ts`) until it exits, or until it answers /readyz (then stops it): its
 * exit code (null: it started) and what it wrote to stderr. An in-memory database unless told.
 */
async function start(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...PRODUCTION,
      PORT: String(port),
      DATA_DIR: 'memory://',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let running = true;
  void exited.then(() => (running = false));
  while (running) {
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) {
      child.kill('SIGTERM');
      await exited;
      return { code: null, stderr };
    }
    await Promise.race([exited, new Promise((r) => setTimeout(r, 100))]);
  }
  return { code: await exited, stderr };
}

beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'ol-production-'));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Each test starts a server process (tsx and the migrations): slow on a busy machine. */
const PROCESS_TIMEOUT = 120_000;

describe('starting in production', { timeout: PROCESS_TIMEOUT }, () => {
  it('refuses development defaults with a readable list and exit 1, before opening the database', async () => {
    const dataDir = path.join(scratch, 'defaults');
    const { code, stderr } = await start({
      SEED_DEMO: 'true',
      SMS_PROVIDER: 'outbox',
      OPS_API_TOKEN: '',
      VENDOR_SIM_URL: 'http://127.0.0.1:9',
      DATA_DIR: dataDir,
    });
    expect(code).toBe(1);
    expect(existsSync(dataDir)).toBe(false);
    expect(stderr).toContain('Refusing to start in production');
    for (const setting of ['VENDOR_SIM_SECRET:', 'SMS_PROVIDER:', 'SEED_DEMO:', 'OPS_API_TOKEN: choose'])
      expect(stderr).toContain(setting);
  });

  // A database that outlives its seeding: a scratch PostgreSQL (a fresh PGlite folder takes ~30 s to create).
  it.runIf(process.env.TEST_DB === 'postgres')(
    'refuses a database whose operators still have demo passwords',
    async () => {
      const scratchDb = await createScratchPostgres('ol_prod');
      try {
        const database = await openDatabase({ url: scratchDb.url, dataDir: '' });
        await database.migrate();
        await seedDemoOperators(database.db);
        await database.close();
        const { code, stderr } = await start({ DATABASE_URL: scratchDb.url });
        expect(code).toBe(1);
        expect(stderr).toContain('operator owner: still has a demo password');
        expect(stderr).toContain('operator content1: still has a demo password');
      } finally {
        await scratchDb.drop();
      }
    },
  );

  it('starts with production settings and no demo operator', async () => {
    const { code, stderr } = await start({});
    expect(stderr).toBe('');
    expect(code).toBeNull();
  });
});
