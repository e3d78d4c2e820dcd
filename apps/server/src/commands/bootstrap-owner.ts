import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { randomInt } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, sql } from 'drizzle-orm';
import { ZOperatorCreate } from '@openlobby/contracts';
import { loadEnv } from '../config/env.ts';
import { openDatabase, type Db, type DbOrTx } from '../db/client.ts';
import { sealStoredSecrets } from '../db/seal-stored-secrets.ts';
import { secretBoxOf } from '../lib/secret-box.ts';
import { hashPassword } from '../lib/password.ts';
import { operators } from '../modules/admin/admin.schema.ts';
import { createAuditService } from '../modules/admin/audit.service.ts';

/** The command that creates the first owner; main.ts names it when a database has no operator. */
export const BOOTSTRAP_COMMAND = 'npm run operator:bootstrap';

/** The first owner's name when the command is given none. */
export const DEFAULT_OWNER = 'owner';

/** Characters of generated passwords: letters and digits that cannot be misread (no 0/O, 1/l/I). */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/**
 * A random password for the first owner: four groups of five (20 characters, about 116 bits), with
 * a letter and a digit as the back office's password rule asks.
 */
export function newOwnerPassword(): string {
  for (;;) {
    const chars = Array.from({ length: 20 }, () => ALPHABET[randomInt(ALPHABET.length)]!).join('');
    const password = chars.match(/.{5}/g)!.join('-');
    if (ZOperatorCreate.shape.password.safeParse(password).success) return password;
  }
}

/** How many operators (any role or status) the database has. */
export async function countOperators(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(operators);
  return row?.n ?? 0;
}

export type TBootstrapResult =
  { created: true; username: string; password: string } | { created: false; operators: number };

/**
 * Creates the back office's first owner with a random password, only while there is no operator
 * at all. The operators table is locked (SHARE ROW EXCLUSIVE: no other insert until commit) before
 * it is counted, so of two runs at once exactly one creates an owner and the other finds it. The
 * owner has no authenticator yet: owners must use one, so the first login enrols it (the back office
 * shows a fresh secret after the password, the first valid code binds it) and the secret never
 * passes through a terminal or a log. The creation is audited like any operator change.
 */
export async function bootstrapOwner(
  db: Db,
  opts: { username?: string; now?: () => Date } = {},
): Promise<TBootstrapResult> {
  const username = ZOperatorCreate.shape.username.parse(opts.username ?? DEFAULT_OWNER);
  const password = newOwnerPassword();
  const passwordHash = await hashPassword(password);
  const audit = createAuditService({ db, now: opts.now });
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${operators} in share row exclusive mode`);
    const existing = await countOperators(tx);
    if (existing > 0) return { created: false as const, operators: existing };
    const [row] = await tx
      .insert(operators)
      .values({ username, role: 'owner', passwordHash })
      .returning({ id: operators.id });
    await audit.append(tx, {
      operatorId: null,
      operatorName: 'bootstrap',
      role: 'system',
      action: 'operator.bootstrap',
      targetType: 'operator',
      targetId: username,
      before: null,
      after: { id: row!.id, username, role: 'owner', status: 'A', hasTotp: false },
      ip: null,
    });
    return { created: true as const, username, password };
  });
}

/**
 * Two bootstrap runs on one embedded database (PGlite has no locking of its own between processes):
 * the second finds this file and stops. A file left by a run that died is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'operator-bootstrap.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => unlinkSync(file);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const pid = Number(readFileSync(file, 'utf8'));
      if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) break;
      unlinkSync(file);
    }
  }
  throw new Error(`another ${BOOTSTRAP_COMMAND} is running on ${dataDir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * `npm run operator:bootstrap [-- <username>]`: migrates the configured database (the server's
 * environment: DATABASE_URL, else DATA_DIR), creates the first owner and prints the password once.
 * Exits 1, saying why, when any operator exists; 2 on a bad username. On the embedded database the
 * server must be stopped first (PGlite is one process's database).
 */
async function main() {
  const args = process.argv.slice(2);
  const username = args[0] ?? DEFAULT_OWNER;
  if (args.length > 1 || !ZOperatorCreate.shape.username.safeParse(username).success) {
    process.stderr.write(
      `Usage: ${BOOTSTRAP_COMMAND} [-- <username>]\nThe username is 3–32 lower-case letters, digits or _, starting with a letter (default: ${DEFAULT_OWNER}).\n`,
    );
    process.exit(2);
  }
  const env = loadEnv();
  const embedded = !env.DATABASE_URL && !env.DATA_DIR.startsWith('memory://');
  let unlock = () => {};
  try {
    if (embedded) unlock = lockDataDir(env.DATA_DIR);
  } catch (e) {
    process.stderr.write(`Refusing to bootstrap: ${(e as Error).message}.\n`);
    process.exit(1);
  }
  let result: TBootstrapResult;
  try {
    const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
    try {
      await database.migrate();
      // As after any migration: stored secrets still plain are sealed (the server would at start).
      await sealStoredSecrets(database.db, secretBoxOf(env));
      result = await bootstrapOwner(database.db, { username });
    } finally {
      await database.close();
    }
  } finally {
    unlock();
  }
  if (!result.created) {
    process.stderr.write(
      `Refusing to bootstrap: the back office already has ${result.operators} operator${result.operators === 1 ? '' : 's'}. ` +
        'This command only creates the first owner; an owner adds further operators in the back office (Operators).\n',
    );
    process.exit(1);
  }
  process.stdout.write(
    [
      'Created the first owner of the back office.',
      `  username  ${result.username}`,
      `  password  ${result.password}`,
      'The password is shown this once (only its hash is stored). Sign in at /admin/ on any brand address:',
      'owners must use an authenticator, so the first sign-in shows a new secret to add to one, and its',
      'first code binds it. Then change this password under your account.',
      '',
    ].join('\n'),
  );
}

if (path.resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) await main();
