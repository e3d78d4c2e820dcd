import { and, asc, count, desc, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { numberArray } from '../../db/array-literal.ts';
import { executePrepared, type DbOrTx } from '../../db/client.ts';
import { isBalanceViolation, pgErrorOf, toBigint } from './ledger-rules.ts';
import {
  journalEntries,
  ledgerAccounts,
  postings,
  type TAccountKind,
  type TJournalKind,
} from './ledger.schema.ts';

/** Ledger queries; every function takes the database or a transaction first. */

/** Rows of a raw query; PGlite and node-postgres both answer `{ rows }`. */
async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export type TAccountKey = {
  brandId: number;
  memberId: number | null;
  kind: TAccountKind;
  vendorCode: string | null;
};

/** Creates the account unless it exists (any owner-key clash is left alone). */
export async function insertAccount(db: DbOrTx, key: TAccountKey & { currency: string }) {
  await db
    .insert(ledgerAccounts)
    .values({ ...key, balanceMinor: key.memberId === null ? null : 0n })
    .onConflictDoNothing();
}

/** Members' accounts of one kind (no vendor) in a brand, by member, in one query. */
export async function findMemberAccountIds(
  db: DbOrTx,
  brandId: number,
  kind: TAccountKind,
  memberIds: readonly number[],
) {
  return rowsOf<{ memberId: number; id: number; currency: string }>(
    db,
    sql`select member_id::int as "memberId", id::int as id, currency from ledger_accounts
      where brand_id = ${brandId} and kind = ${kind} and vendor_code is null
        and member_id = any(${numberArray(memberIds)}::bigint[])`,
  );
}

/** The account of an owner key, matched the way the unique index matches it. */
export async function findAccountByKey(db: DbOrTx, key: TAccountKey) {
  const [row] = await db
    .select({ id: ledgerAccounts.id, currency: ledgerAccounts.currency })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.brandId, key.brandId),
        key.memberId === null ? isNull(ledgerAccounts.memberId) : eq(ledgerAccounts.memberId, key.memberId),
        eq(ledgerAccounts.kind, key.kind),
        key.vendorCode === null
          ? isNull(ledgerAccounts.vendorCode)
          : eq(ledgerAccounts.vendorCode, key.vendorCode),
      ),
    );
  return row ?? null;
}

export type TPostedEntry = {
  status: 'POSTED' | 'REPLAY' | 'INSUFFICIENT';
  entryId: number;
  /** The stored fingerprint: the caller's own on POSTED, the first request's on REPLAY. */
  requestHash: string;
  /** Each member account of the entry and its balance right after the entry. */
  balances: Map<number, bigint>;
};

/** SQLSTATE of the writer's refusals of a caller's bug. */
export const LEDGER_BUG_SQLSTATE = 'OL001';
/** SQLSTATE of a statement that moved balances but found its key applied: the raise undoes it. */
const LEDGER_UNDONE_SQLSTATE = 'OL002';

/**
 * The ledger's writer, one statement (issue 13; parameters: brand, kind, key, request hash, member,
 * reference, memo, created at, account ids, signed amounts). It moves the member balances first, in
 * ascending account order (the row locks serialise a member's writers without deadlocks; brand
 * accounts are never locked nor updated: their balance is the sum of their postings), then writes
 * the entry and its postings with the balances after. Every refusal raises, and the raise undoes
 * the statement: a member balance below zero (the table's CHECK, SQLSTATE 23514), a key applied
 * already (OL002), postings that are not a balanced set or an account of another brand (OL001).
 * Answers the entry id and [account id, balance after] of each member posting, in posting order. A
 * named prepared statement: planned once per connection (its planning costs more than its run).
 */
export const POST_ENTRY_SQL = `/* ledger_post */
WITH input AS (
  SELECT v.account_id, v.amount, v.ord
  FROM unnest($9::bigint[], $10::bigint[]) WITH ORDINALITY AS v(account_id, amount, ord)
), checked AS (
  SELECT count(*) >= 2 AND count(*) = count(DISTINCT i.account_id) AND coalesce(sum(i.amount), 0) = 0
    AND coalesce(bool_and(i.account_id IS NOT NULL AND i.amount IS NOT NULL AND i.amount <> 0), false) AS ok
  FROM input i
), moved AS (
  UPDATE ledger_accounts a SET balance_minor = a.balance_minor + i.amount
  FROM (SELECT * FROM input ORDER BY account_id) i, checked c
  WHERE c.ok AND a.id = i.account_id AND a.member_id IS NOT NULL
  RETURNING i.ord, a.id, a.balance_minor, a.brand_id
), after AS (
  SELECT count(*) AS n, coalesce(bool_and(m.brand_id = $1::integer), true) AS same_brand,
    coalesce(jsonb_agg(jsonb_build_array(m.id, m.balance_minor::text) ORDER BY m.ord), '[]') AS balances
  FROM moved m
), entry AS (
  INSERT INTO journal_entries (brand_id, kind, idempotency_key, request_hash, member_id, reference, memo, created_at)
  SELECT $1::integer, $2::text, $3::text, $4::text, $5::integer, $6::text, $7::jsonb, $8::timestamptz
  FROM after f WHERE f.same_brand
  ON CONFLICT (brand_id, idempotency_key) DO NOTHING
  RETURNING id
), lines AS (
  INSERT INTO postings (entry_id, account_id, amount_minor, balance_after_minor, created_at)
  SELECT e.id, i.account_id, i.amount, m.balance_minor, $8::timestamptz
  FROM entry e CROSS JOIN input i LEFT JOIN moved m ON m.ord = i.ord
)
SELECT CASE
    WHEN NOT c.ok THEN ledger_refuse('${LEDGER_BUG_SQLSTATE}',
      'an entry has two or more postings, each naming an account and a non-zero amount, no account twice, summing to zero')
    WHEN NOT f.same_brand THEN ledger_refuse('${LEDGER_BUG_SQLSTATE}', 'an account of the entry belongs to another brand')
    WHEN e.id IS NULL AND f.n > 0 THEN ledger_refuse('${LEDGER_UNDONE_SQLSTATE}', 'the key is applied already: the balance moves are undone')
  END AS refused, e.id::text AS entry_id, f.balances
FROM checked c CROSS JOIN after f LEFT JOIN entry e ON true`;

/**
 * Writes one entry with POST_ENTRY_SQL, or answers the stored one when its key is applied (REPLAY)
 * or INSUFFICIENT; nothing is written then. Outside a transaction it is one round trip that commits
 * by itself (a replay or a refusal costs a second, read-only one). In a transaction it runs under
 * a savepoint, so that the raise which undoes a move leaves the caller's transaction usable; bare,
 * the raise aborts the caller's transaction instead (one round trip, no savepoint).
 */
export async function postEntry(
  db: DbOrTx,
  e: {
    brandId: number;
    kind: TJournalKind;
    idempotencyKey: string;
    requestHash: string;
    memberId: number | null;
    reference: string | null;
    memo: Record<string, unknown> | null;
    createdAt: Date;
    /** The postings as two arrays, in order: its accounts and their signed amounts. */
    accountIds: readonly number[];
    amounts: readonly (bigint | number | null)[];
  },
  /** 'alone': commits by itself; 'savepoint': in the caller's transaction; 'bare': see post's `bare`. */
  mode: 'alone' | 'savepoint' | 'bare',
): Promise<TPostedEntry> {
  const params = [
    e.brandId,
    e.kind,
    e.idempotencyKey,
    e.requestHash,
    e.memberId,
    e.reference,
    e.memo === null ? null : JSON.stringify(e.memo),
    e.createdAt.toISOString(),
    numberArray(e.accountIds),
    numberArray(e.amounts),
  ];
  const write = (conn: DbOrTx) =>
    executePrepared<{ entry_id: string | null; balances: [number, string][] | string }>(
      conn,
      'ledger_post',
      POST_ENTRY_SQL,
      params,
    );
  let row: { entry_id: string | null; balances: [number, string][] | string } | undefined;
  try {
    if (mode !== 'savepoint') [row] = await write(db);
    else {
      // A plain SAVEPOINT on the caller's connection (drizzle's nested transaction waits forever
      // on PGlite's one connection inside a request's transaction).
      await db.execute(sql`savepoint ledger_post`);
      try {
        [row] = await write(db);
        await db.execute(sql`release savepoint ledger_post`);
      } catch (err) {
        await db.execute(sql`rollback to savepoint ledger_post`);
        throw err;
      }
    }
  } catch (err) {
    // A member balance below zero (the CHECK) or a key applied already: the statement is undone.
    // Bare, the caller's transaction is aborted with it: the caller ruled both out, so it is a bug.
    if (mode === 'bare' || (pgErrorOf(err)?.code !== LEDGER_UNDONE_SQLSTATE && !isBalanceViolation(err)))
      throw err;
  }
  if (row?.entry_id) {
    const balances = typeof row.balances === 'string' ? JSON.parse(row.balances) : row.balances;
    return {
      status: 'POSTED',
      entryId: Number(row.entry_id),
      requestHash: e.requestHash,
      balances: new Map((balances as [number, string][]).map(([id, b]) => [Number(id), toBigint(b)])),
    };
  }
  return replayOf(db, e.brandId, e.idempotencyKey);
}

/** The stored entry of a key (REPLAY), or INSUFFICIENT when there is none: a member was short. */
async function replayOf(db: DbOrTx, brandId: number, key: string): Promise<TPostedEntry> {
  const [row] = await rowsOf<{ entry_id: string | number; request_hash: string; balances: string }>(
    db,
    sql`select e.id as entry_id, e.request_hash, ledger_entry_balances(e.id)::text as balances
        from journal_entries e where e.brand_id = ${brandId} and e.idempotency_key = ${key}`,
  );
  if (!row) return { status: 'INSUFFICIENT', entryId: 0, requestHash: '', balances: new Map() };
  return {
    status: 'REPLAY',
    entryId: Number(row.entry_id),
    requestHash: row.request_hash,
    balances: new Map(
      (JSON.parse(row.balances) as [number, string][]).map(([id, b]) => [Number(id), toBigint(b)]),
    ),
  };
}

/**
 * Locks member accounts (FOR UPDATE, ascending id) for a caller that must hold them across work
 * of its own, such as asking a vendor before posting; answers their balances as of the lock.
 */
export async function lockMemberAccounts(db: DbOrTx, ids: readonly number[]) {
  const rows = await rowsOf<{ id: string | number; balance_minor: string }>(
    db,
    sql`select id, balance_minor::text as balance_minor from ledger_accounts
        where id = any(${numberArray([...ids])}::bigint[]) and member_id is not null
        order by id for update`,
  );
  return new Map(rows.map((r) => [Number(r.id), toBigint(r.balance_minor)]));
}

export async function findAccount(db: DbOrTx, accountId: number) {
  const [row] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, accountId));
  return row ?? null;
}

/** The sum of an account's postings: a brand account's balance, or a member balance's proof. */
export async function sumPostings(db: DbOrTx, accountId: number): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${postings.amountMinor}), 0)::text` })
    .from(postings)
    .where(eq(postings.accountId, accountId));
  return toBigint(row!.total);
}

/** Every account of a member in a brand, oldest first. */
export async function findMemberAccounts(db: DbOrTx, brandId: number, memberId: number) {
  return db
    .select({
      accountId: ledgerAccounts.id,
      kind: ledgerAccounts.kind,
      vendorCode: ledgerAccounts.vendorCode,
      currency: ledgerAccounts.currency,
      balanceMinor: ledgerAccounts.balanceMinor,
    })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.brandId, brandId), eq(ledgerAccounts.memberId, memberId)))
    .orderBy(asc(ledgerAccounts.id));
}

/** One page of an account's postings with their entries, newest first; `to` is exclusive. */
export async function findPostingsPage(
  db: DbOrTx,
  accountId: number,
  q: { from?: Date; to?: Date; page: number; pageSize: number },
) {
  const where = and(
    eq(postings.accountId, accountId),
    q.from ? gte(postings.createdAt, q.from) : undefined,
    q.to ? lt(postings.createdAt, q.to) : undefined,
  );
  // One after the other: a transaction (and PGlite's one connection) runs one query at a time.
  const items = await db
    .select({
      id: postings.id,
      entryId: postings.entryId,
      kind: journalEntries.kind,
      reference: journalEntries.reference,
      memo: journalEntries.memo,
      amountMinor: postings.amountMinor,
      balanceAfterMinor: postings.balanceAfterMinor,
      createdAt: postings.createdAt,
    })
    .from(postings)
    .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
    .where(where)
    .orderBy(desc(postings.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const [total] = await db.select({ n: count() }).from(postings).where(where);
  return { items, total: total!.n };
}

/** How much the ledger holds: entries, postings and accounts. */
export async function countLedger(db: DbOrTx) {
  const [row] = await rowsOf<{ entries: string; postings: string; accounts: string }>(
    db,
    sql`select (select count(*) from journal_entries)::text as entries,
               (select count(*) from postings)::text as postings,
               (select count(*) from ledger_accounts)::text as accounts`,
  );
  return { entries: Number(row!.entries), postings: Number(row!.postings), accounts: Number(row!.accounts) };
}

/** At most this many examples of each kind of problem are listed by verify. */
const EXAMPLES = 20;

/** Entries whose postings do not sum to zero, number fewer than two or name an account twice. */
export async function findUnbalancedEntries(db: DbOrTx) {
  return rowsOf<{ id: string; n: string; total: string }>(
    db,
    sql`select e.id::text as id, count(p.id)::text as n, coalesce(sum(p.amount_minor), 0)::text as total
        from journal_entries e left join postings p on p.entry_id = e.id
        group by e.id
        having count(p.id) < 2 or coalesce(sum(p.amount_minor), 0) <> 0
          or count(distinct p.account_id) <> count(p.id)
        order by e.id limit ${EXAMPLES}`,
  );
}

/**
 * References no foreign key guards (migration 0025): postings naming an entry or account that does
 * not exist, entries naming a brand or member that does not exist.
 */
export async function findDanglingReferences(db: DbOrTx) {
  return rowsOf<{ what: string; id: string; ref: string }>(
    db,
    sql`(select 'posting' as what, p.id::text as id, 'entry ' || p.entry_id as ref
           from postings p where not exists (select 1 from journal_entries e where e.id = p.entry_id)
           order by p.id limit ${EXAMPLES})
        union all
        (select 'posting', p.id::text, 'account ' || p.account_id
           from postings p where not exists (select 1 from ledger_accounts a where a.id = p.account_id)
           order by p.id limit ${EXAMPLES})
        union all
        (select 'entry', e.id::text, 'brand ' || e.brand_id
           from journal_entries e where not exists (select 1 from brands b where b.id = e.brand_id)
           order by e.id limit ${EXAMPLES})
        union all
        (select 'entry', e.id::text, 'member ' || e.member_id
           from journal_entries e
           where e.member_id is not null and not exists (select 1 from members m where m.id = e.member_id)
           order by e.id limit ${EXAMPLES})`,
  );
}

/** Entries that mix currencies or touch another brand's accounts. */
export async function findCrossingEntries(db: DbOrTx) {
  return rowsOf<{ id: string; currencies: string; foreign: string }>(
    db,
    sql`select e.id::text as id, count(distinct a.currency)::text as currencies,
               count(*) filter (where a.brand_id <> e.brand_id)::text as foreign
        from journal_entries e
        join postings p on p.entry_id = e.id
        join ledger_accounts a on a.id = p.account_id
        group by e.id
        having count(distinct a.currency) > 1 or count(*) filter (where a.brand_id <> e.brand_id) > 0
        order by e.id limit ${EXAMPLES}`,
  );
}

/** Member accounts whose cached balance is not the sum of their postings, or is negative. */
export async function findBalanceMismatches(db: DbOrTx) {
  return rowsOf<{ id: string; cached: string; total: string }>(
    db,
    sql`select a.id::text as id, a.balance_minor::text as cached, coalesce(s.total, 0)::text as total
        from ledger_accounts a
        left join (select account_id, sum(amount_minor) as total from postings group by account_id) s
          on s.account_id = a.id
        where a.member_id is not null
          and (a.balance_minor is distinct from coalesce(s.total, 0) or a.balance_minor < 0)
        order by a.id limit ${EXAMPLES}`,
  );
}

/** Member postings whose stored balance-after is not the running sum of the account's postings. */
export async function findStatementMismatches(db: DbOrTx) {
  return rowsOf<{ id: string; account_id: string; stored: string | null; running: string }>(
    db,
    sql`select id::text as id, account_id::text as account_id, stored::text as stored, running::text as running
        from (
          select p.id, p.account_id, p.balance_after_minor as stored,
                 sum(p.amount_minor) over (partition by p.account_id order by p.id) as running
          from postings p join ledger_accounts a on a.id = p.account_id
          where a.member_id is not null
        ) x
        where stored is distinct from running
        order by id limit ${EXAMPLES}`,
  );
}

/** Sums of all postings per brand and currency; each must be zero. */
export async function findNonZeroTotals(db: DbOrTx) {
  return rowsOf<{ brand_id: number; currency: string; total: string }>(
    db,
    sql`select a.brand_id, a.currency, sum(p.amount_minor)::text as total
        from postings p join ledger_accounts a on a.id = p.account_id
        group by a.brand_id, a.currency
        having sum(p.amount_minor) <> 0
        order by a.brand_id, a.currency`,
  );
}

/** Idempotency keys recorded more than once in a brand (the unique index should make this empty). */
export async function findRepeatedKeys(db: DbOrTx) {
  return rowsOf<{ brand_id: number; idempotency_key: string; n: string }>(
    db,
    sql`select brand_id, idempotency_key, count(*)::text as n
        from journal_entries
        group by brand_id, idempotency_key
        having count(*) > 1
        order by brand_id, idempotency_key limit ${EXAMPLES}`,
  );
}
