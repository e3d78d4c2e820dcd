import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../test/free-port.ts';
import { createScratchPostgres } from '../../test/test-database.ts';
import { bootstrapOwner } from '../commands/bootstrap-owner.ts';
import { openDatabase } from '../db/client.ts';
import { DEMO_OPERATORS, DEMO_OPERATOR_TOTP_SECRET } from '../seed/demo-operators.ts';

const root = path.resolve(import.meta.dirname, '../../../..');

/** Production settings with no development default (as production-start.test.ts uses them). */
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
 * Runs the real server (`main.ts`) until it answers /readyz, asks it `probe`, then stops it: what it
 * wrote to stdout and stderr, and the probe's answer for the demo brand `lobby`. An in-memory database unless told.
 */
async function serve(env: Record<string, string>, probe = '/wps/system/whitelabel') {
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
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
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
      const answer = await fetch(`http://127.0.0.1:${port}${probe}`, { headers: { merchant: 'lobby' } });
      const probed = { status: answer.status, body: await answer.text() };
      child.kill('SIGTERM');
      await exited;
      return { started: true, stdout, stderr, probed };
    }
    await Promise.race([exited, new Promise((r) => setTimeout(r, 100))]);
  }
  await exited;
  return { started: false, stdout, stderr, probed: null };
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
    const scratch = await createScratchPostgres('ol_prod_boot');
    try {
      const database = await openDatabase({ url: scratch.url, dataDir: '' });
      await database.migrate();
      await bootstrapOwner(database.db);
      await database.close();
      const run = await serve({ DATABASE_URL: scratch.url });
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
