import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { ADMIN_API } from '@openlobby/contracts';
import { buildApp } from '../app.ts';
import { ZEnv } from '../config/env.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { auditLog, operators } from '../modules/admin/admin.schema.ts';
import { body } from '../../test/test-app.ts';
import { createScratchPostgres, createTestDatabase } from '../../test/test-database.ts';
import { BOOTSTRAP_COMMAND, bootstrapOwner, countOperators, newOwnerPassword } from './bootstrap-owner.ts';

const root = path.resolve(import.meta.dirname, '../../../..');

/**
 * Logs in to the back office of `database` as a person with an authenticator app would: the
 * password, then (owners must use an authenticator) the enrolment secret the first login shows,
 * then a code computed from it. Answers the session token.
 */
async function signInAsNewOwner(database: Database, username: string, password: string) {
  const app = await buildApp({
    env: ZEnv.parse({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', RUN_JOBS: 'false' }),
    database,
  });
  try {
    const login = (payload: object) => app.inject({ method: 'POST', url: ADMIN_API.login, payload });
    const first = await login({ username, password });
    expect([first.statusCode, body(first).errorCode]).toEqual([401, 'VERIFY_FIRST']);
    const { secret, otpauthUrl } = body(first).value.enrolment as { secret: string; otpauthUrl: string };
    expect(otpauthUrl).toContain(`secret=${secret}`);
    const signedIn = await login({ username, password, totp: await generate({ secret }) });
    expect(signedIn.statusCode).toBe(200);
    const token = body(signedIn).value.token as string;
    const me = await app.inject({
      method: 'GET',
      url: ADMIN_API.me,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(body(me).value).toMatchObject({ username, role: 'owner' });
    return token;
  } finally {
    await app.close();
  }
}

describe('the first owner (bootstrapOwner)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database.close());

  it('creates exactly one owner of several runs at once, with an audit row, and refuses every later run', async () => {
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, i) => bootstrapOwner(database.db, { username: `owner${i}` })),
    );
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(results.filter((r) => !r.created)).toEqual(
      Array.from({ length: 3 }, () => ({ created: false, operators: 1 })),
    );
    const rows = await database.db.select().from(operators);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ role: 'owner', status: 'A', totpSecret: null });
    const audits = await database.db.select().from(auditLog).where(eq(auditLog.action, 'operator.bootstrap'));
    expect(audits.map((a) => a.targetId)).toEqual([rows[0]!.username]);
    expect(JSON.stringify(audits)).not.toContain(rows[0]!.passwordHash);

    expect(await bootstrapOwner(database.db)).toEqual({ created: false, operators: 1 });
    expect(await countOperators(database.db)).toBe(1);
  });

  it('lets the owner in with the password it answered and an authenticator enrolled at the first login', async () => {
    const fresh = await createTestDatabase();
    try {
      const result = await bootstrapOwner(fresh.db);
      if (!result.created) throw new Error('expected an owner');
      expect(result.username).toBe('owner');
      await signInAsNewOwner(fresh, result.username, result.password);
    } finally {
      await fresh.close();
    }
  });

  it('draws long random passwords that pass the back office’s password rule', () => {
    const drawn = Array.from({ length: 50 }, newOwnerPassword);
    expect(new Set(drawn).size).toBe(50);
    for (const p of drawn) expect(p).toMatch(/^[A-Za-z2-9]{5}(-[A-Za-z2-9]{5}){3}$/);
    for (const p of drawn) expect(p).toMatch(/\d/);
  });

  it('refuses a username the back office would refuse', async () => {
    await expect(bootstrapOwner(database.db, { username: 'Root Admin' })).rejects.toThrow();
  });
});

/** Runs `npm run operator:bootstrap` against `databaseUrl`: exit code and output. */
function runCommand(databaseUrl: string, args: string[] = []) {
  const child = spawn(
    'npm',
    ['run', '--silent', 'operator:bootstrap', ...(args.length ? ['--', ...args] : [])],
    {
      cwd: root,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, stdout, stderr })),
  );
}

// The command as an operator runs it, on a fresh PostgreSQL database (migrated by the command).
describe.runIf(process.env.TEST_DB === 'postgres')(
  `${BOOTSTRAP_COMMAND} as a process`,
  { timeout: 120_000 },
  () => {
    it('creates one owner of two runs at once; the other exits 1 saying why; the printed password signs in', async () => {
      const scratch = await createScratchPostgres('ol_bootstrap');
      try {
        const runs = await Promise.all([runCommand(scratch.url), runCommand(scratch.url, ['alice'])]);
        const created = runs.filter((r) => r.code === 0);
        const refused = runs.filter((r) => r.code === 1);
        expect(created).toHaveLength(1);
        expect(refused).toHaveLength(1);
        expect(refused[0]!.stderr).toContain(
          'Refusing to bootstrap: the back office already has 1 operator.',
        );
        expect(refused[0]!.stdout).not.toContain('password');
        const username = created[0]!.stdout.match(/username {2}(\S+)/)![1]!;
        const password = created[0]!.stdout.match(/password {2}(\S+)/)![1]!;
        expect(['owner', 'alice']).toContain(username);

        const again = await runCommand(scratch.url);
        expect(again.code).toBe(1);
        expect(again.stderr).toContain('already has 1 operator');

        const database = await openDatabase({ url: scratch.url, dataDir: '' });
        try {
          expect(await database.db.select({ role: operators.role }).from(operators)).toEqual([
            { role: 'owner' },
          ]);
          await signInAsNewOwner(database, username, password);
        } finally {
          await database.close();
        }
      } finally {
        await scratch.drop();
      }
    });

    it('refuses a malformed username with exit 2 and writes nothing', async () => {
      const scratch = await createScratchPostgres('ol_bootstrap');
      try {
        const run = await runCommand(scratch.url, ['Not A Name']);
        expect(run.code).toBe(2);
        expect(run.stderr).toContain('Usage:');
      } finally {
        await scratch.drop();
      }
    });
  },
);
