import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { journalEntries, ledgerAccounts, postings, type TJournalKind } from './ledger.schema.ts';

/** A member's statement queries: their postings across all their accounts. */

export type TMemberPostingsQuery = {
  brandId: number;
  memberId: number;
  from: Date;
  /** Exclusive. */
  to: Date;
  kinds?: readonly TJournalKind[];
  page: number;
  pageSize: number;
};

const memberPostingsWhere = (q: Omit<TMemberPostingsQuery, 'page' | 'pageSize'>): SQL =>
  and(
    eq(ledgerAccounts.brandId, q.brandId),
    eq(ledgerAccounts.memberId, q.memberId),
    gte(postings.createdAt, q.from),
    lt(postings.createdAt, q.to),
    q.kinds && q.kinds.length > 0 ? inArray(journalEntries.kind, [...q.kinds]) : undefined,
  )!;

/** One page of the member's postings, newest first, with the wallet each is in. */
export async function findMemberPostings(db: DbOrTx, q: TMemberPostingsQuery) {
  const where = memberPostingsWhere(q);
  const items = await db
    .select({
      postingId: postings.id,
      entryId: postings.entryId,
      kind: journalEntries.kind,
      reference: journalEntries.reference,
      accountKind: ledgerAccounts.kind,
      vendorCode: ledgerAccounts.vendorCode,
      amountMinor: postings.amountMinor,
      balanceAfterMinor: postings.balanceAfterMinor,
      createdAt: postings.createdAt,
    })
    .from(postings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
    .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
    .where(where)
    .orderBy(desc(postings.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const [total] = await db
    .select({ n: count() })
    .from(postings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
    .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
    .where(where);
  return { items, total: total?.n ?? 0 };
}

/**
 * How many entries of `kinds` name the member since `since` (a daily limit's count), and whether
 * `key` is among the brand's applied keys; decisive when read in the caller's transaction after its lock.
 */
export async function countMemberEntriesSince(
  db: DbOrTx,
  q: { brandId: number; memberId: number; kinds: readonly TJournalKind[]; since: Date; key: string },
) {
  const [row] = await db
    .select({
      n: count(),
      applied: sql<boolean>`exists (select 1 from ${journalEntries} where ${journalEntries.brandId} = ${q.brandId}
        and ${journalEntries.idempotencyKey} = ${q.key})`,
    })
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.memberId, q.memberId),
        gte(journalEntries.createdAt, q.since),
        inArray(journalEntries.kind, [...q.kinds]),
        eq(journalEntries.brandId, q.brandId),
      ),
    );
  return { count: row?.n ?? 0, keyApplied: row?.applied === true };
}

/** An entry with the legs it has in this member's accounts; undefined when it has none. */
export async function findMemberEntry(db: DbOrTx, brandId: number, memberId: number, entryId: number) {
  const legs = await db
    .select({
      entryId: journalEntries.id,
      kind: journalEntries.kind,
      reference: journalEntries.reference,
      memo: journalEntries.memo,
      createdAt: journalEntries.createdAt,
      accountKind: ledgerAccounts.kind,
      vendorCode: ledgerAccounts.vendorCode,
      amountMinor: postings.amountMinor,
      balanceAfterMinor: postings.balanceAfterMinor,
    })
    .from(postings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
    .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
    .where(
      and(
        eq(postings.entryId, entryId),
        eq(ledgerAccounts.brandId, brandId),
        eq(ledgerAccounts.memberId, memberId),
      ),
    )
    .orderBy(postings.id);
  return legs.length > 0 ? legs : undefined;
}

/**
 * The member's main-wallet movements summed by journal kind and by day in the brand's time zone:
 * what profit and loss, bonus and deposit figures are made of.
 */
export async function sumMainPostingsByKindAndDay(
  db: DbOrTx,
  q: { brandId: number; memberId: number; from: Date; to: Date; timeZone: string },
) {
  const day = sql<string>`to_char(${postings.createdAt} at time zone ${q.timeZone}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      day,
      kind: journalEntries.kind,
      totalMinor: sql<string>`sum(${postings.amountMinor})::text`,
    })
    .from(postings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
    .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
    .where(
      and(
        eq(ledgerAccounts.brandId, q.brandId),
        eq(ledgerAccounts.memberId, q.memberId),
        eq(ledgerAccounts.kind, 'MAIN'),
        gte(postings.createdAt, q.from),
        lt(postings.createdAt, q.to),
      ),
    )
    // By position: the day expression carries the time zone as a parameter, which would differ.
    .groupBy(sql`1`, sql`2`)
    .orderBy(sql`1`);
  return rows.map((r) => ({ day: r.day, kind: r.kind, totalMinor: BigInt(r.totalMinor) }));
}

/** All-time sums of a member's main-wallet postings by journal kind (turnover requirements). */
export async function sumMainPostingsByKind(db: DbOrTx, brandId: number, memberId: number) {
  const rows = await db
    .select({ kind: journalEntries.kind, totalMinor: sql<string>`sum(${postings.amountMinor})::text` })
    .from(postings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
    .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
    .where(
      and(
        eq(ledgerAccounts.brandId, brandId),
        eq(ledgerAccounts.memberId, memberId),
        eq(ledgerAccounts.kind, 'MAIN'),
      ),
    )
    .groupBy(journalEntries.kind);
  return new Map(rows.map((r) => [r.kind, BigInt(r.totalMinor)]));
}

/** One WIN entry of the winners board: the member-side amount of the entry, with the game it names. */
export type TTopWin = {
  entryId: number;
  memberId: number;
  /** The winner's account as stored; callers mask it before showing it. */
  account: string;
  nodeId: number;
  vendorCode: string;
  /** The game's names by language ({ EN, CN, … }). */
  gameNames: Partial<Record<string, string>>;
  winMinor: bigint;
  createdAt: Date;
};

/**
 * The biggest wins of a brand since `since`, biggest first, one row per WIN entry. The wallet code
 * writes a WIN with `member_id` set and `memo = { vendorCode, gameCode, nodeId, roundId }`; the
 * amount is what the entry posted on the member's own accounts. Entries whose nodeId names no game
 * (or a game outside `category`) are left out.
 */
export async function findTopWins(
  db: DbOrTx,
  q: { brandId: number; since: Date; limit: number; category?: string },
): Promise<TTopWin[]> {
  const category = q.category ? sql`and v.category = ${q.category}` : sql``;
  const result = (await db.execute(sql`
    select e.id::int as entry_id, e.member_id, m.account, g.id as node_id, v.code as vendor_code,
      g.names, w.win_minor::text as win_minor, e.created_at
    from journal_entries e
    join members m on m.id = e.member_id and m.brand_id = e.brand_id
    join games g on g.id::text = e.memo->>'nodeId'
    join vendors v on v.id = g.vendor_id
    cross join lateral (
      select coalesce(sum(p.amount_minor), 0) as win_minor from postings p
      join ledger_accounts a on a.id = p.account_id
      where p.entry_id = e.id and a.member_id = e.member_id
    ) w
    where e.brand_id = ${q.brandId} and e.kind = 'WIN' and e.created_at >= ${q.since}
      and e.member_id is not null and w.win_minor > 0 ${category}
    order by w.win_minor desc, e.id desc
    limit ${q.limit}`)) as unknown as {
    rows: {
      entry_id: number;
      member_id: number;
      account: string;
      node_id: number;
      vendor_code: string;
      names: Partial<Record<string, string>> | string;
      win_minor: string;
      created_at: string | Date;
    }[];
  };
  return result.rows.map((r) => ({
    entryId: r.entry_id,
    memberId: r.member_id,
    account: r.account,
    nodeId: r.node_id,
    vendorCode: r.vendor_code,
    gameNames:
      typeof r.names === 'string' ? (JSON.parse(r.names) as Partial<Record<string, string>>) : r.names,
    winMinor: BigInt(r.win_minor),
    createdAt: new Date(r.created_at),
  }));
}
