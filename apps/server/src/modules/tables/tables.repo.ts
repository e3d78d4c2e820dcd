import { and, asc, count, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { numberArray, textArray } from '../../db/array-literal.ts';
import { executePrepared, type DbOrTx } from '../../db/client.ts';
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

/**
 * What the leader runs: every active table of every brand, and a closed one whose round is still
 * taking bets (it must be drawn and paid, whichever process leads when it closes).
 */
export async function findTablesToRun(db: DbOrTx) {
  return db
    .select()
    .from(houseTables)
    .where(
      or(
        eq(houseTables.active, true),
        sql`exists (select 1 from house_table_rounds r where r.table_id = ${houseTables.id} and r.phase = 'BETTING')`,
      ),
    )
    .orderBy(asc(houseTables.id));
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

/** The advisory lock key of a round: its placements hold it shared, its close exclusively. */
const roundLockKey = (roundId: string) => `table-round:${roundId}`;

/**
 * A placement's locks, in one statement: the game session's on the round (its placements there take
 * turns, so the limits count the earlier ones) and the round's, shared. The leader's close takes
 * the round's exclusively, so it waits for the placements in flight, and a placement after it
 * finds the round drawn. Advisory locks, not FOR SHARE on the round's row: twenty players sharing
 * a row lock would each rewrite the row's lockers (a MultiXact and WAL per placement).
 */
export async function lockPlacement(tx: DbOrTx, roundId: string, gameSessionId: number) {
  await executePrepared(
    tx,
    'table_placement_locks',
    `select pg_advisory_xact_lock(hashtextextended($1, 0)), pg_advisory_xact_lock_shared(hashtextextended($2, 0))`,
    [`table-bet:${roundId}:${gameSessionId}`, roundLockKey(roundId)],
  );
}

const PLACEMENT_SQL = `
  select r.phase, r.closes_at,
    coalesce((select json_agg(json_build_object('roundId', b.round_id, 'requestId', b.request_id, 'stakes', b.stakes)
                              order by b.created_at, b.id)
                from house_table_bets b
               where b.game_session_id = $3 and (b.round_id = $1 or b.request_id = $4)), '[]') as placements
    from house_table_rounds r where r.id = $1 and r.table_id = $2`;

/**
 * In one query, under the placement's locks: the round (null if it is not this table's), the game
 * session's placements on it, and the placement of `requestId` if it was made already (on any
 * round: a retried request answers as the first did).
 */
export async function findPlacementState(
  db: DbOrTx,
  q: { roundId: string; tableId: number; gameSessionId: number; requestId: string },
) {
  type TPlaced = { roundId: string; requestId: string; stakes: TTableBetRow['stakes'] };
  const [row] = await executePrepared<{
    phase: string;
    closes_at: Date | string;
    placements: TPlaced[] | string;
  }>(db, 'table_placement_state', PLACEMENT_SQL, [q.roundId, q.tableId, q.gameSessionId, q.requestId]);
  const placements: TPlaced[] = !row
    ? []
    : typeof row.placements === 'string'
      ? JSON.parse(row.placements)
      : row.placements;
  return {
    round: row ? { open: row.phase === 'BETTING', closesAt: new Date(row.closes_at) } : null,
    earlier: placements.filter((p) => p.roundId === q.roundId),
    replay: placements.find((p) => p.requestId === q.requestId) ?? null,
  };
}

const INSERT_BET_SQL = `
  with placed as (
    insert into house_table_bets (id, round_id, table_id, brand_id, member_id, game_session_id, vendor_code, node_id,
                                  request_id, stakes, staked_minor, created_at)
    values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12)
    returning game_session_id, staked_minor)
  select count(distinct s.game_session_id)::int as players, coalesce(sum(s.staked_minor), 0)::text as staked
    from (select game_session_id, staked_minor from house_table_bets where round_id = $2
          union all select game_session_id, staked_minor from placed) s`;

/**
 * Records a placement and answers its round's totals with it, in one statement (the insert's row
 * is not yet visible to the statement's own read of the table, so it is added to it).
 */
export async function insertBet(
  db: DbOrTx,
  row: Omit<typeof houseTableBets.$inferInsert, 'returnedMinor' | 'settledAt'>,
) {
  const [totals] = await executePrepared<{ players: number; staked: string }>(
    db,
    'table_insert_bet',
    INSERT_BET_SQL,
    [
      row.id,
      row.roundId,
      row.tableId,
      row.brandId,
      row.memberId,
      row.gameSessionId,
      row.vendorCode,
      row.nodeId,
      row.requestId,
      JSON.stringify(row.stakes),
      String(row.stakedMinor),
      row.createdAt,
    ],
  );
  return { players: totals!.players, stakedMinor: BigInt(totals!.staked) };
}

/** Opens a round; null when another process opened that number first. */
export async function insertRound(db: DbOrTx, row: typeof houseTableRounds.$inferInsert) {
  const [created] = await db.insert(houseTableRounds).values(row).onConflictDoNothing().returning();
  return created ?? null;
}

/**
 * Closes a round with its result, once the placements in flight have committed (the round's lock,
 * exclusively); null when it was closed already (by another leader).
 */
export async function closeRound(db: DbOrTx, id: string, result: TTableRoundRow['result'], at: Date) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${roundLockKey(id)}, 0))`);
  const [row] = await db
    .update(houseTableRounds)
    .set({ phase: 'RESULT', result, settledAt: at })
    .where(and(eq(houseTableRounds.id, id), eq(houseTableRounds.phase, 'BETTING')))
    .returning();
  return row ?? null;
}

/** A closed round's result, completed by its settlement (bingo's wins and pots), in the same transaction. */
export async function completeRoundResult(
  db: DbOrTx,
  id: string,
  result: NonNullable<TTableRoundRow['result']>,
) {
  const [row] = await db
    .update(houseTableRounds)
    .set({ result })
    .where(eq(houseTableRounds.id, id))
    .returning();
  return row!;
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

export async function findSessionBets(db: DbOrTx, roundId: string, gameSessionId: number) {
  return db
    .select()
    .from(houseTableBets)
    .where(and(eq(houseTableBets.roundId, roundId), eq(houseTableBets.gameSessionId, gameSessionId)))
    .orderBy(asc(houseTableBets.createdAt), asc(houseTableBets.id));
}

export async function findRoundBets(db: DbOrTx, roundId: string) {
  return db
    .select()
    .from(houseTableBets)
    .where(eq(houseTableBets.roundId, roundId))
    .orderBy(asc(houseTableBets.createdAt), asc(houseTableBets.id));
}

/**
 * The account of every member with bets on a round, read in the caller's transaction (the
 * settlement's: on the embedded database a read outside it would wait for it to end).
 */
export async function findRoundAccounts(db: DbOrTx, roundId: string): Promise<Map<number, string>> {
  const result = await db.execute(sql`
    select distinct m.id, m.account from house_table_bets b join members m on m.id = b.member_id
     where b.round_id = ${roundId}`);
  const rows = (result as unknown as { rows: { id: number; account: string }[] }).rows;
  return new Map(rows.map((r) => [Number(r.id), r.account]));
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

/** Records what each placement of a drawn round returned, in one statement (arrays, one bind each). */
export async function settleBets(
  db: DbOrTx,
  settled: { id: string; stakes: TTableBetRow['stakes']; returnedMinor: bigint }[],
  at: Date,
) {
  if (settled.length === 0) return;
  await db.execute(sql`
    update house_table_bets b set stakes = v.stakes, returned_minor = v.returned, settled_at = ${at}
      from unnest(${textArray(settled.map((s) => s.id))}::uuid[],
                  ${textArray(settled.map((s) => JSON.stringify(s.stakes)))}::jsonb[],
                  ${numberArray(settled.map((s) => s.returnedMinor))}::bigint[]) as v(id, stakes, returned)
     where b.id = v.id and b.settled_at is null`);
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
