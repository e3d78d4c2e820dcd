import { describe, expect, it } from 'vitest';
import { runServer, serverDatabase } from '../../test/production-server.ts';
import { createScratchPostgres, migratedTemplate } from '../../test/test-database.ts';
import { bootstrapOwner } from '../commands/bootstrap-owner.ts';
import { openDatabase } from '../db/client.ts';
import { DEMO_OPERATORS, DEMO_OPERATOR_TOTP_SECRET } from '../seed/demo-operators.ts';

/**
 * The real server (`main.ts`) on the project's database: in-memory PGlite, or a copy of the run's
 * migrated PostgreSQL template, as production runs on either.
 */
async function serve(env: Record<string, string>, probe = '/wps/system/whitelabel') {
  const database = await serverDatabase();
  try {
    return await runServer({ ...database.env, ...env }, probe);
  } finally {
    await database.drop();
  }
}

const BOOTSTRAP_HINT =
  'No back-office operator yet: create the first owner with `npm run operator:bootstrap`';

/** Every demo credential the README publishes; none may appear in a production server's output. */
const demoSecrets = [DEMO_OPERATOR_TOTP_SECRET, ...DEMO_OPERATORS.map((o) => o.password), 'Player123'];

describe('a production server without operators', { timeout: 120_000 }, () => {
  it('says in one line how to create the first owner, and serves no demo brand', async () => {
    const run = await serve({});
    expect(run.started).toBe(true);
    expect(run.stderr).toBe('');
    const lines = run.stdout.split('\n').filter((l) => l.includes('operator:bootstrap'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(BOOTSTRAP_HINT);
    for (const secret of demoSecrets) expect(run.stdout).not.toContain(secret);
    expect(run.probed?.status).toBe(404);
    expect(JSON.parse(run.probed!.body)).toMatchObject({ success: false, errorCode: 'BRAND_NOT_FOUND' });
  });

  it.runIf(process.env.TEST_DB === 'postgres')('says nothing of it once an owner exists', async () => {
    const scratch = await createScratchPostgres('ol_prod_boot', migratedTemplate());
    try {
      const database = await openDatabase({ url: scratch.url, dataDir: '' });
      await database.migrate();
      await bootstrapOwner(database.db);
      await database.close();
      const run = await runServer({ DATABASE_URL: scratch.url }, '/wps/system/whitelabel');
      expect(run.started).toBe(true);
      expect(run.stdout).not.toContain('operator:bootstrap');
    } finally {
      await scratch.drop();
    }
  });
});

describe('demo logins are printed in development only', { timeout: 300_000 }, () => {
  it('prints none when a test server seeds the demo', async () => {
    const run = await serve({ NODE_ENV: 'test', SEED_DEMO: 'true' });
    expect(run.started).toBe(true);
    for (const secret of demoSecrets) expect(run.stdout).not.toContain(secret);
    expect(run.stdout).not.toContain('operator:bootstrap');
    expect(run.probed?.status).toBe(200);
  });
});
