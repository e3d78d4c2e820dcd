import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runServer, serverDatabase } from '../../test/production-server.ts';
import { createScratchPostgres, migratedTemplate } from '../../test/test-database.ts';
import { openDatabase } from '../db/client.ts';
import { seedDemoOperators } from '../seed/demo-operators.ts';

let scratch: string;

/**
 * Runs the real server (`main.ts`) until it exits, or until it answers /readyz (then stops it): its
 * exit code (null: it started) and what it wrote to stderr.
 */
async function start(env: Record<string, string>) {
  const { code, stderr } = await runServer(env);
  return { code, stderr };
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
      const scratchDb = await createScratchPostgres('ol_prod', migratedTemplate());
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

  // On the project's database: in-memory PGlite, or a copy of the run's migrated PostgreSQL template.
  it('starts with production settings and no demo operator', async () => {
    const database = await serverDatabase();
    try {
      const { code, stderr } = await start(database.env);
      expect(stderr).toBe('');
      expect(code).toBeNull();
    } finally {
      await database.drop();
    }
  });
});
