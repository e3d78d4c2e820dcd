import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.ts';
import { seedDemo } from '../src/seed/demo.ts';

declare module 'vitest' {
  // Vitest's provided context is extended by declaration merging, which only an interface does.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    /** PGlite: dump files; PostgreSQL: template database names. Absent: each file builds its own. */
    databaseTemplates?: { kind: 'pglite' | 'postgres'; migrated: string; seeded: string };
  }
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new PostgreSQL
 * database (dropped on close) when the test project runs with TEST_DB=postgres. `seeded` adds the
 * demo brands. Each is a copy of the run's template (database-templates.ts) when there is one.
 */
export async function createTestDatabase(opts: { seeded?: boolean } = {}): Promise<Database> {
  const templates = runTemplates();
  const template = templates?.[opts.seeded ? 'seeded' : 'migrated'];
  if (process.env.TEST_DB !== 'postgres') {
    if (templates?.kind === 'pglite' && template) {
      return openDatabase({ dataDir: 'memory://', loadDataDir: dumpOf(template) });
    }
    const database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    if (opts.seeded) await seedDemo(database.db);
    return database;
  }
  const copyOf = templates?.kind === 'postgres' ? template : undefined;
  const scratch = await createScratchPostgres('ol_test', copyOf);
  const database = await openDatabase({ url: scratch.url, dataDir: '' });
  if (!copyOf) {
    await database.migrate();
    if (opts.seeded) await seedDemo(database.db);
  }
  return {
    ...database,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

/**
 * PostgreSQL: the run's migrated template database, to copy with createScratchPostgres (a copy
 * takes a fraction of a second; migrating an empty database, seconds). Undefined without one.
 */
export function migratedTemplate(): string | undefined {
  const templates = runTemplates();
  return templates?.kind === 'postgres' ? templates.migrated : undefined;
}

/** PostgreSQL: the run's migrated and seeded (demo brands) template database, as migratedTemplate. */
export function seededTemplate(): string | undefined {
  const templates = runTemplates();
  return templates?.kind === 'postgres' ? templates.seeded : undefined;
}

/**
 * A PGlite template's dump (tens of MB), read once per worker: the API test files share their
 * process, and each copies the same dump into its own database.
 */
const dumps = new Map<string, Blob>();
function dumpOf(file: string): Blob {
  let dump = dumps.get(file);
  if (!dump) dumps.set(file, (dump = new Blob([readFileSync(file)])));
  return dump;
}

/** The run's templates inside Vitest; none in a benchmark or script run by tsx. */
function runTemplates() {
  try {
    return inject('databaseTemplates');
  } catch {
    return undefined;
  }
}

/**
 * A new PostgreSQL database beside DATABASE_URL's, empty or a copy of `template`; `drop()` removes
 * it (and its connections).
 */
export async function createScratchPostgres(prefix = 'ol_test', template?: string) {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) throw new Error('This needs PostgreSQL: set DATABASE_URL.');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminStatement(template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => adminStatement(`drop database if exists ${name} with (force)`),
  };
}

/** One statement on DATABASE_URL's own database, on a connection of its own (creating a database, say). */
export async function adminStatement(statement: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(statement, params)).rows;
  } finally {
    await client.end();
  }
}

/** Whether the PostgreSQL server of DATABASE_URL has a database of this name. */
export const databaseExists = async (name: string) =>
  (await adminStatement('select 1 from pg_database where datname = $1', [name])).length === 1;
