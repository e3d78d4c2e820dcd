import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { houseTableBets, houseTableRounds, houseTables } from './tables.schema.ts';

/**
 * The live tables' back-office queries; every function takes the database or a transaction first.
 * Money sums count members' placements only (free play's have no member and are demo chips).
 */

type TPage = { page: number; pageSize: number };
export type TRoundSums = { players: number; stakedMinor: bigint; returnedMinor: bigint };

/** Every table of a brand, closed ones too, in the order the page lists them. */
export const findBrandTables = (db: DbOrTx, brandId: number) =>
  db
    .select()
    .from(houseTables)
    .where(eq(houseTables.brandId, brandId))
    .orderBy(asc(houseTables.game), asc(houseTables.code));

/** One table of the brand (another brand's id finds nothing); locked when a change reads it. */
export const findBrandTable = async (db: DbOrTx, brandId: number, id: number, lock = false) => {
  const q = db
    .select()
    .from(houseTables)
    .where(and(eq(houseTables.brandId, brandId), eq(houseTables.id, id)));
  return (await (lock ? q.for('update') : q))[0];
};

export const updateTable = async (tx: Tx, id: number, values: Partial<typeof houseTables.$inferInsert>) =>
  (await tx.update(houseTables).set(values).where(eq(houseTables.id, id)).returning())[0]!;

/** Each table's latest round (the one in play or last shown), by the round number's index. */
export async function findLatestRounds(db: DbOrTx, tableIds: number[]) {
  if (tableIds.length === 0) return new Map<number, { number: number; phase: 'BETTING' | 'RESULT' }>();
  const rows = await db
    .selectDistinctOn([houseTableRounds.tableId], {
      tableId: houseTableRounds.tableId,
      number: houseTableRounds.number,
      phase: houseTableRounds.phase,
    })
    .from(houseTableRounds)
    .where(inArray(houseTableRounds.tableId, tableIds))
    .orderBy(asc(houseTableRounds.tableId), desc(houseTableRounds.number));
  return new Map(rows.map((r) => [r.tableId, { number: r.number, phase: r.phase }]));
}

/** A member-placement sum over house_table_bets `b` (the players, what was staked and returned). */
const SUMS = {
  players: sql<number>`count(distinct ${houseTableBets.memberId})::int`,
  stakedMinor: sql<string>`coalesce(sum(${houseTableBets.stakedMinor}), 0)::text`,
  returnedMinor: sql<string>`coalesce(sum(${houseTableBets.returnedMinor}), 0)::text`,
};
const sumsOf = (r: { players: number; stakedMinor: string; returnedMinor: string }): TRoundSums => ({
  players: r.players,
  stakedMinor: BigInt(r.stakedMinor),
  returnedMinor: BigInt(r.returnedMinor),
});

/**
 * Per table, the members who placed stakes in rounds opened since `since` and what they staked:
 * through the tables' rounds (by table) and each round's placements (house_table_bets_round_idx).
 */
export async function findPlaySince(db: DbOrTx, tableIds: number[], since: Date) {
  if (tableIds.length === 0) return new Map<number, TRoundSums>();
  const rows = await db
    .select({ tableId: houseTableRounds.tableId, ...SUMS })
    .from(houseTableRounds)
    .innerJoin(houseTableBets, eq(houseTableBets.roundId, houseTableRounds.id))
    .where(
      and(
        inArray(houseTableRounds.tableId, tableIds),
        gte(houseTableRounds.opensAt, since),
        isNotNull(houseTableBets.memberId),
      ),
    )
    .groupBy(houseTableRounds.tableId);
  return new Map(rows.map((r) => [r.tableId, sumsOf(r)]));
}

/** A table's rounds opened in [from, to), newest first. */
export async function findRoundPage(db: DbOrTx, q: TPage & { tableId: number; from?: Date; to?: Date }) {
  const where: SQL | undefined = and(
    eq(houseTableRounds.tableId, q.tableId),
    q.from ? gte(houseTableRounds.opensAt, q.from) : undefined,
    q.to ? lt(houseTableRounds.opensAt, q.to) : undefined,
  );
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(houseTableRounds)
      .where(where)
      .orderBy(desc(houseTableRounds.number))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(houseTableRounds).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

/** The members' placements of some rounds, summed per round. */
export async function findRoundSums(db: DbOrTx, roundIds: string[]) {
  if (roundIds.length === 0) return new Map<string, TRoundSums>();
  const rows = await db
    .select({ roundId: houseTableBets.roundId, ...SUMS })
    .from(houseTableBets)
    .where(and(inArray(houseTableBets.roundId, roundIds), isNotNull(houseTableBets.memberId)))
    .groupBy(houseTableBets.roundId);
  return new Map(rows.map((r) => [r.roundId, sumsOf(r)]));
}

/** One round of the brand with its table (another brand's round finds nothing). */
export const findBrandRound = async (db: DbOrTx, brandId: number, roundId: string) =>
  (
    await db
      .select({ round: houseTableRounds, table: houseTables })
      .from(houseTableRounds)
      .innerJoin(houseTables, eq(houseTables.id, houseTableRounds.tableId))
      .where(and(eq(houseTableRounds.brandId, brandId), eq(houseTableRounds.id, roundId)))
  )[0];

/** A round's placements by members, in the order they were made. */
export const findMemberBets = (db: DbOrTx, roundId: string) =>
  db
    .select()
    .from(houseTableBets)
    .where(and(eq(houseTableBets.roundId, roundId), isNotNull(houseTableBets.memberId)))
    .orderBy(asc(houseTableBets.createdAt), asc(houseTableBets.id));
