import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

/** The database handle every repo function takes first; PGlite and node-postgres share this type. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; repo functions accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/**
 * Runs `text` (with $1… placeholders) as the named prepared statement `name`: node-postgres parses
 * and plans it once per connection, then only binds and executes it, where a big statement's
 * planning can cost more than its execution. PGlite runs it as a parameterised query. One name,
 * one text, always.
 */
export async function executePrepared<T>(
  conn: DbOrTx,
  name: string,
  text: string,
  params: unknown[],
): Promise<T[]> {
  const result = (await conn._.session
    .prepareQuery({ sql: text, params }, undefined, name, false)
    .execute()) as {
    rows: T[];
  };
  return result.rows;
}

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations; safe to call from several processes at once. */
  migrate: () => Promise<void>;
  /** True when the database answers a trivial query. */
  ping: () => Promise<boolean>;
  close: () => Promise<void>;
  /** PGlite only: the whole data directory as an uncompressed tar (the tests copy databases with it). */
  dumpDataDir?: () => Promise<Blob>;
  /**
   * Tries to take a session-level advisory lock on a connection of its own, held until released or
   * until that connection is lost (a crashed process's lock frees itself). Null when another
   * connection holds it. The embedded database has one process, which always gets it.
   */
  tryLeaderLock: (key: number) => Promise<TLeaderLock | null>;
};

/** A held leader lock: `lost` settles when the lock's connection goes; `release` gives it up. */
export type TLeaderLock = { lost: Promise<void>; release: () => Promise<void> };

const migrationsFolder = fileURLToPath(new URL('../../migrations', import.meta.url));
/** Arbitrary constant that serialises migrations across server processes. */
const MIGRATION_LOCK_KEY = 7_270_001;

/**
 * Opens PostgreSQL when a URL is given, else the embedded PGlite in `dataDir` (`memory://` for an
 * in-memory one). Never falls back from one to the other.
 */
export async function openDatabase(opts: {
  url?: string;
  dataDir: string;
  /** PGlite: start from this dump of a data directory instead of an empty one. */
  loadDataDir?: Blob;
}): Promise<Database> {
  if (opts.url) return openPostgres(opts.url);
  return openPglite(opts.dataDir, opts.loadDataDir);
}

/**
 * PGlite is one connection: a query on the database handle waits until the open transaction ends.
 * Code inside a transaction that awaits such a query (a look-up through `db` instead of `tx`) would
 * wait for itself for ever, and every request after it would hang. The guard turns that into an
 * error at the query, with its stack, the moment it happens.
 */
function guardOpenTransaction(client: PGlite): void {
  const openTransaction = new AsyncLocalStorage<{ open: boolean }>();
  const refuseInside = (what: string) => {
    if (openTransaction.getStore()?.open)
      throw new Error(
        `PGlite: ${what} on the database handle inside an open transaction would wait for itself; use the transaction's handle`,
      );
  };
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((...args: Parameters<typeof query>) => {
    refuseInside('a query');
    return query(...args);
  }) as typeof client.query;
  client.exec = ((...args: Parameters<typeof exec>) => {
    refuseInside('a statement');
    return exec(...args);
  }) as typeof client.exec;
  client.transaction = ((callback: Parameters<typeof transaction>[0]) => {
    refuseInside('a transaction');
    // Work the callback leaves running after it ends (a notice sent later) may use the handle again.
    const state = { open: true };
    return transaction((tx) =>
      openTransaction.run(state, () => callback(tx)).finally(() => (state.open = false)),
    );
  }) as typeof client.transaction;
}

/**
 * Types drizzle's PGlite session reads as PostgreSQL's text (timestamps, dates, intervals and their
 * arrays): it passes parsers for them with every query, and PGlite then copies its whole parser
 * table (300-odd types, one per array type too) into a new object for that query, about 0.15 ms
 * each: more than most of the app's queries cost to run. The client's own table parses them as
 * text once, so a query whose parsers say only that is sent without them; the rows are the same.
 */
const TEXT_TYPES = new Set([1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182]);
const asText = (value: string) => value;
type TQueryOptions = Parameters<PGlite['query']>[2];

function withoutTextParsers(options: TQueryOptions): TQueryOptions {
  const parsers = options?.parsers;
  if (!parsers) return options;
  const probe = '2024-01-02 03:04:05';
  for (const [oid, parse] of Object.entries(parsers)) {
    if (!TEXT_TYPES.has(Number(oid))) return options;
    try {
      if (parse(probe, Number(oid)) !== probe) return options;
    } catch {
      return options;
    }
  }
  const { parsers: _same, ...rest } = options;
  return rest;
}

/** The client's and its transactions' queries skip the per-query copy of the parser table. */
function parseTextTypesOnce(client: PGlite): void {
  for (const oid of TEXT_TYPES) client.parsers[oid] = asText;
  const query = client.query.bind(client);
  client.query = ((text, params, options) =>
    query(text, params, withoutTextParsers(options))) as typeof client.query;
  const transaction = client.transaction.bind(client);
  client.transaction = ((callback: Parameters<typeof transaction>[0]) =>
    transaction((tx) => {
      const txQuery = tx.query.bind(tx);
      tx.query = ((text, params, options) =>
        txQuery(text, params, withoutTextParsers(options))) as typeof tx.query;
      return callback(tx);
    })) as typeof client.transaction;
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir, loadDataDir });
  parseTextTypesOnce(client);
  guardOpenTransaction(client);
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(drizzlePglite(client), { migrationsFolder });
    },
    ping: async () => (await client.query('select 1 as ok')).rows.length === 1,
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
    // One process owns an embedded database: it leads, and only closing the database ends that.
    tryLeaderLock: async () => ({ lost: new Promise<void>(() => {}), release: async () => {} }),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 20 });
  // An idle client that loses its connection (server restart, admin kill) must not crash the
  // process; the pool replaces it on the next checkout.
  pool.on('error', (err) => process.emitWarning(`PostgreSQL idle client error: ${err.message}`));
  // Fail at start, not on the first request, when the server cannot be reached.
  await pool.query('select 1');
  const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(client), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    ping: async () => {
      try {
        return (await pool.query('select 1 as ok')).rowCount === 1;
      } catch {
        return false;
      }
    },
    close: () => pool.end(),
    tryLeaderLock: async (key) => {
      // Not a pool client: the lock lives as long as this connection, which nothing else uses.
      const client = new pg.Client({ connectionString: url });
      const lost = new Promise<void>((resolve) => {
        client.on('error', () => resolve());
        client.on('end', () => resolve());
      });
      await client.connect();
      const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
        key,
      ]);
      if (!rows[0]?.locked) {
        await client.end();
        return null;
      }
      return { lost, release: () => client.end().catch(() => {}) };
    },
  };
}
