import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { houseTableBets, houseTableEpochs, houseTableRounds, houseTables } from './tables.schema.ts';

/** Live-table queries; every function takes the database or a transaction first. */

export type TTableRow = typeof houseTables.$inferSelect;
export type TEpochRow = typeof houseTableEpochs.$inferSelect;
export type TTableRoundRow = typeof houseTableRounds.$inferSelect;
export type TTableBetRow = typeof houseTableBets.$inferSelect;

export async function insertTable(db: DbOrTx, row: typeof houseTables.$inferInsert) {
  const [created] = await db.insert(houseTables).values(row).returning();
  return created!;
}

export async function findTablesOfGame(db: DbOrTx, brandId: number, gameCode: string) {
  return db
    .select()
    .from(houseTables)
    .where(
      and(eq(houseTables.brandId, brandId), eq(houseTables.gameCode, gameCode), eq(houseTables.active, true)),
    )
    .orderBy(asc(houseTables.id));
}

export async function findTable(db: DbOrTx, id: number) {
  const [row] = await db.select().from(houseTables).where(eq(houseTables.id, id));
  return row ?? null;
}

/** Every active table of every brand: what the leader runs. */
export async function findActiveTables(db: DbOrTx) {
  return db.select().from(houseTables).where(eq(houseTables.active, true)).orderBy(asc(houseTables.id));
}

export async function findCurrentEpoch(db: DbOrTx, tableId: number) {
  const [row] = await db
    .select()
    .from(houseTableEpochs)
    .where(and(eq(houseTableEpochs.tableId, tableId), isNull(houseTableEpochs.revealedAt)));
  return row ?? null;
}

export async function findEpoch(db: DbOrTx, id: number) {
  const [row] = await db.select().from(houseTableEpochs).where(eq(houseTableEpochs.id, id));
  return row!;
}

export async function insertEpoch(db: DbOrTx, row: typeof houseTableEpochs.$inferInsert) {
  const [created] = await db.insert(houseTableEpochs).values(row).returning();
  return created!;
}

export async function revealEpoch(db: DbOrTx, id: number, at: Date) {
  await db
    .update(houseTableEpochs)
    .set({ revealedAt: at })
    .where(and(eq(houseTableEpochs.id, id), isNull(houseTableEpochs.revealedAt)));
}

export async function findLatestRound(db: DbOrTx, tableId: number) {
  const [row] = await db
    .select()
    .from(houseTableRounds)
    .where(eq(houseTableRounds.tableId, tableId))
    .orderBy(desc(houseTableRounds.number))
    .limit(1);
  return row ?? null;
}

export async function findRound(db: DbOrTx, id: string) {
  const [row] = await db.select().from(houseTableRounds).where(eq(houseTableRounds.id, id));
  return row ?? null;
}

/**
 * A round still taking bets, share-locked: the leader's close (an update of this row) waits for
 * the placements that hold it, and a placement after the close finds it no longer BETTING.
 */
export async function lockOpenRound(tx: DbOrTx, id: string, tableId: number) {
  const [row] = await tx
    .select()
    .from(houseTableRounds)
    .where(
      and(
        eq(houseTableRounds.id, id),
        eq(houseTableRounds.tableId, tableId),
        eq(houseTableRounds.phase, 'BETTING'),
      ),
    )
    .for('share');
  return row ?? null;
}

/** Opens a round; null when another process opened that number first. */
export async function insertRound(db: DbOrTx, row: typeof houseTableRounds.$inferInsert) {
  const [created] = await db.insert(houseTableRounds).values(row).onConflictDoNothing().returning();
  return created ?? null;
}

/** Closes a round with its result; null when it was closed already (by another leader). */
export async function closeRound(db: DbOrTx, id: string, result: TTableRoundRow['result'], at: Date) {
  const [row] = await db
    .update(houseTableRounds)
    .set({ phase: 'RESULT', result, settledAt: at })
    .where(and(eq(houseTableRounds.id, id), eq(houseTableRounds.phase, 'BETTING')))
    .returning();
  return row ?? null;
}

/** The latest drawn results of a table, oldest first. */
export async function findRecentResults(db: DbOrTx, tableId: number, limit: number) {
  const rows = await db
    .select({ result: houseTableRounds.result })
    .from(houseTableRounds)
    .where(and(eq(houseTableRounds.tableId, tableId), isNotNull(houseTableRounds.result)))
    .orderBy(desc(houseTableRounds.number))
    .limit(limit);
  return rows.map((r) => r.result!).reverse();
}

/** Serialises one game session's placements on one round (limits count its earlier stakes). */
export async function lockPlacer(tx: DbOrTx, roundId: string, gameSessionId: number) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`table-bet:${roundId}:${gameSessionId}`}, 0))`,
  );
}

export async function findBetByRequest(db: DbOrTx, gameSessionId: number, requestId: string) {
  const [row] = await db
    .select()
    .from(houseTableBets)
    .where(and(eq(houseTableBets.gameSessionId, gameSessionId), eq(houseTableBets.requestId, requestId)));
  return row ?? null;
}

export async function findSessionBets(db: DbOrTx, roundId: string, gameSessionId: number) {
  return db
    .select()
    .from(houseTableBets)
    .where(and(eq(houseTableBets.roundId, roundId), eq(houseTableBets.gameSessionId, gameSessionId)))
    .orderBy(asc(houseTableBets.createdAt), asc(houseTableBets.id));
}

export async function insertBet(db: DbOrTx, row: typeof houseTableBets.$inferInsert) {
  await db.insert(houseTableBets).values(row);
}

export async function findRoundBets(db: DbOrTx, roundId: string) {
  return db
    .select()
    .from(houseTableBets)
    .where(eq(houseTableBets.roundId, roundId))
    .orderBy(asc(houseTableBets.createdAt), asc(houseTableBets.id));
}

/** Players (game sessions) with bets on a round and their total stake. */
export async function roundTotals(db: DbOrTx, roundId: string) {
  const [row] = await db
    .select({
      players: sql<number>`count(distinct ${houseTableBets.gameSessionId})::int`,
      stakedMinor: sql<string>`coalesce(sum(${houseTableBets.stakedMinor}), 0)::text`,
    })
    .from(houseTableBets)
    .where(eq(houseTableBets.roundId, roundId));
  return { players: row?.players ?? 0, stakedMinor: BigInt(row?.stakedMinor ?? '0') };
}

export async function settleBets(
  db: DbOrTx,
  settled: { id: string; stakes: TTableBetRow['stakes']; returnedMinor: bigint }[],
  at: Date,
) {
  for (const s of settled)
    await db
      .update(houseTableBets)
      .set({ stakes: s.stakes, returnedMinor: s.returnedMinor, settledAt: at })
      .where(and(eq(houseTableBets.id, s.id), isNull(houseTableBets.settledAt)));
}

/** A player's settled bets at one game's tables (the member's, or free play's session's), newest first. */
export async function findHistoryPage(
  db: DbOrTx,
  q: {
    owner: { memberId: number } | { gameSessionId: number };
    tableIds: number[];
    page: number;
    pageSize: number;
  },
) {
  const where = and(
    'memberId' in q.owner
      ? eq(houseTableBets.memberId, q.owner.memberId)
      : eq(houseTableBets.gameSessionId, q.owner.gameSessionId),
    inArray(houseTableBets.tableId, q.tableIds),
    isNotNull(houseTableBets.settledAt),
  );
  const [items, [total]] = await Promise.all([
    db
      .select({ bet: houseTableBets, round: houseTableRounds, tableName: houseTables.name })
      .from(houseTableBets)
      .innerJoin(houseTableRounds, eq(houseTableRounds.id, houseTableBets.roundId))
      .innerJoin(houseTables, eq(houseTables.id, houseTableBets.tableId))
      .where(where)
      .orderBy(desc(houseTableBets.createdAt), desc(houseTableBets.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(houseTableBets).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}
