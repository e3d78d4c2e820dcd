import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Migration 0023 moves each seamless vendor's one key to its brands (brand_vendors). It runs here
 * on its own embedded database, from the migrations before it, with rows as they stood then.
 */
const MIGRATIONS = path.resolve(import.meta.dirname, '../../../migrations');
const journal = JSON.parse(readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};
const TAG = '0023_seamless_keys_per_brand';

const db = new PGlite();
async function apply(tag: string) {
  for (const statement of readFileSync(path.join(MIGRATIONS, `${tag}.sql`), 'utf8').split(
    '--> statement-breakpoint',
  ))
    if (statement.trim()) await db.exec(statement);
}

type TRow = {
  brand: string;
  vendor: string;
  seamless_key: string | null;
  seamless_previous_key: string | null;
  max_win_multiple: number;
};
let rows: TRow[] = [];
const rowOf = (brand: string, vendor: string) => rows.find((r) => r.brand === brand && r.vendor === vendor)!;

beforeAll(async () => {
  const at = journal.entries.findIndex((e) => e.tag === TAG);
  for (const e of journal.entries.slice(0, at)) await apply(e.tag);
  // Only the columns the migration reads matter: the others may stay empty in this throwaway database.
  for (const table of ['brands', 'members', 'seamless_transactions']) {
    const { rows: cols } = await db.query<{ column_name: string }>(
      `select column_name from information_schema.columns
       where table_name = $1 and is_nullable = 'NO' and column_default is null and column_name <> 'id'`,
      [table],
    );
    for (const c of cols) await db.exec(`alter table ${table} alter column ${c.column_name} drop not null`);
  }
  await db.exec(`
    insert into brands (id, code, name) values (1, 'alpha', 'A'), (2, 'beta', 'B'), (3, 'gamma', 'C');
    insert into vendors (id, code, name, category, account_type_id, integration, wallet_model,
      seamless_key, seamless_key_created_at, seamless_previous_key, seamless_previous_key_expires_at, max_win_multiple)
    values (1, 'EXT', 'Ext', 'RNG', 900, 'SEAMLESS', 'SEAMLESS', repeat('k', 43), now() - interval '1 day',
            repeat('p', 43), now() + interval '1 day', 250),
           (2, 'HOUSE', 'House', 'RNG', 901, 'HOUSE', 'SEAMLESS', null, null, null, null, 1000);
    insert into brand_vendors (brand_id, vendor_id) values (1, 1), (2, 1), (3, 1), (1, 2);
    insert into members (id, brand_id, account) values (1, 1, 'p1');
    insert into seamless_transactions (brand_id, vendor_code, tx_id, kind, round_id, member_id, amount_minor, request_hash)
    values (1, 'EXT', 't1', 'DEBIT', 'r1', 1, 100, 'h');
  `);
  await apply(TAG);
  rows = (
    await db.query<TRow>(`
      select b.code as brand, v.code as vendor, bv.seamless_key, bv.seamless_previous_key, bv.max_win_multiple
      from brand_vendors bv join brands b on b.id = bv.brand_id join vendors v on v.id = bv.vendor_id`)
  ).rows;
});
afterAll(async () => db.close());

describe('migration 0023: seamless keys per brand', () => {
  it('keeps the vendor’s key and rotation for a brand it already called the wallet for', () => {
    expect(rowOf('alpha', 'EXT')).toMatchObject({
      seamless_key: 'k'.repeat(43),
      seamless_previous_key: 'p'.repeat(43),
      max_win_multiple: 250,
    });
  });

  it('gives every other brand a fresh random key of its own, and the vendor’s win bound', () => {
    const beta = rowOf('beta', 'EXT');
    const gamma = rowOf('gamma', 'EXT');
    for (const r of [beta, gamma]) {
      expect(r.seamless_key).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(r.seamless_key).not.toBe('k'.repeat(43));
      expect(r).toMatchObject({ seamless_previous_key: null, max_win_multiple: 250 });
    }
    expect(beta.seamless_key).not.toBe(gamma.seamless_key);
  });

  it('gives the house vendor no key', () => {
    expect(rowOf('alpha', 'HOUSE')).toMatchObject({ seamless_key: null, max_win_multiple: 1000 });
  });
});
