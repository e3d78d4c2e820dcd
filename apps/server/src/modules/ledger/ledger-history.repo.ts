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
