import { and, asc, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { numberArray, textArray } from '../../db/array-literal.ts';
import type { DbOrTx } from '../../db/client.ts';
import { houseCrashBets, houseCrashChains, houseCrashGames, houseCrashRounds } from './crash.schema.ts';

/** Crash game queries; every function takes the database or a transaction first. */

export type TCrashGameRow = typeof houseCrashGames.$inferSelect;
export type TCrashChainRow = typeof houseCrashChains.$inferSelect;
export type TCrashRoundRow = typeof houseCrashRounds.$inferSelect;
export type TCrashBetRow = typeof houseCrashBets.$inferSelect;

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

export async function insertGame(db: DbOrTx, row: typeof houseCrashGames.$inferInsert) {
  await db.insert(houseCrashGames).values(row).onConflictDoNothing();
}

export async function findGame(db: DbOrTx, id: number) {
  const [row] = await db.select().from(houseCrashGames).where(eq(houseCrashGames.id, id));
  return row ?? null;
}

export async function findGameOfCode(db: DbOrTx, brandId: number, gameCode: string) {
  const [row] = await db
    .select()
    .from(houseCrashGames)
    .where(and(eq(houseCrashGames.brandId, brandId), eq(houseCrashGames.gameCode, gameCode)));
  return row ?? null;
}

/** What the leader runs: every active game, and a closed one whose round has not crashed yet. */
export async function findGamesToRun(db: DbOrTx) {
  return db
    .select()
    .from(houseCrashGames)
    .where(
      or(
        eq(houseCrashGames.active, true),
        sql`exists (select 1 from house_crash_rounds r where r.game_id = ${houseCrashGames.id} and r.phase <> 'CRASHED')`,
      ),
    )
    .orderBy(asc(houseCrashGames.id));
}

export async function findChain(db: DbOrTx, gameId: number) {
  const [row] = await db.select().from(houseCrashChains).where(eq(houseCrashChains.gameId, gameId));
  return row ?? null;
}

export async function findChainById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(houseCrashChains).where(eq(houseCrashChains.id, id));
  return row!;
}

/** Stores a game's chain; when another process stored one first, that one stands. */
export async function insertChain(db: DbOrTx, row: typeof houseCrashChains.$inferInsert) {
  await db.insert(houseCrashChains).values(row).onConflictDoNothing();
  return (await findChain(db, row.gameId))!;
}

export async function findLatestRound(db: DbOrTx, gameId: number) {
  const [row] = await db
    .select()
    .from(houseCrashRounds)
    .where(eq(houseCrashRounds.gameId, gameId))
    .orderBy(desc(houseCrashRounds.number))
    .limit(1);
  return row ?? null;
}

export async function findRound(db: DbOrTx, id: string) {
  const [row] = await db.select().from(houseCrashRounds).where(eq(houseCrashRounds.id, id));
  return row ?? null;
}

/** A crashed game by its revealed hash (an uncrashed game's hash is not looked up: it is secret). */
export async function findCrashedRoundByHash(db: DbOrTx, hash: string) {
  const [row] = await db
    .select()
    .from(houseCrashRounds)
    .where(and(eq(houseCrashRounds.hash, hash), eq(houseCrashRounds.phase, 'CRASHED')))
    .limit(1);
  return row ?? null;
}

/** The game before `number` in the same chain (its hash is SHA-256 of this one's). */
export async function findRoundByNumber(db: DbOrTx, chainId: number, number: number) {
  const [row] = await db
    .select()
    .from(houseCrashRounds)
    .where(and(eq(houseCrashRounds.chainId, chainId), eq(houseCrashRounds.number, number)));
  return row ?? null;
}

/** Opens a round; null when another process opened that game first. */
export async function insertRound(db: DbOrTx, row: typeof houseCrashRounds.$inferInsert) {
  const [created] = await db.insert(houseCrashRounds).values(row).onConflictDoNothing().returning();
  return created ?? null;
}

/** The advisory lock of a round's betting: bets hold it shared, the start exclusively. */
const bettingLockKey = (roundId: string) => `crash-round:${roundId}`;

/**
 * A bet's locks: the player's on the round (a member's launches, or one free-play session, take
 * turns there) and the round's betting, shared.
 */
export async function lockBetting(tx: DbOrTx, roundId: string, owner: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`crash-bet:${roundId}:${owner}`}, 0)),
               pg_advisory_xact_lock_shared(hashtextextended(${bettingLockKey(roundId)}, 0))`,
  );
}

/**
 * Ends a round's betting once the bets in flight have committed (the betting lock, exclusively):
 * BETTING becomes RUNNING; null when it had started already (another leader).
 */
export async function startRound(tx: DbOrTx, id: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${bettingLockKey(id)}, 0))`);
  const [row] = await tx
    .update(houseCrashRounds)
    .set({ phase: 'RUNNING' })
    .where(and(eq(houseCrashRounds.id, id), eq(houseCrashRounds.phase, 'BETTING')))
    .returning();
  return row ?? null;
}

/** Marks a round crashed, once; null when it was already. */
export async function crashRound(tx: DbOrTx, id: string, at: Date, nextAt: Date) {
  const [row] = await tx
    .update(houseCrashRounds)
    .set({ phase: 'CRASHED', settledAt: at, nextAt })
    .where(and(eq(houseCrashRounds.id, id), ne(houseCrashRounds.phase, 'CRASHED')))
    .returning();
  return row ?? null;
}

export async function findBetOfRequest(db: DbOrTx, gameSessionId: number, requestId: string) {
  const [row] = await db
    .select()
    .from(houseCrashBets)
    .where(and(eq(houseCrashBets.gameSessionId, gameSessionId), eq(houseCrashBets.requestId, requestId)));
  return row ?? null;
}

/** The player's bet on a round: the member's from any launch, or the free-play session's. */
export async function findOwnBet(
  db: DbOrTx,
  roundId: string,
  owner: { memberId: number | null; gameSessionId: number },
) {
  const [row] = await db
    .select()
    .from(houseCrashBets)
    .where(
      and(
        eq(houseCrashBets.roundId, roundId),
        owner.memberId === null
          ? eq(houseCrashBets.gameSessionId, owner.gameSessionId)
          : eq(houseCrashBets.memberId, owner.memberId),
      ),
    );
  return row ?? null;
}

/** The session's bet on the round, locked for the transaction (a cash-out and the crash take turns). */
export async function lockSessionBet(tx: DbOrTx, roundId: string, gameSessionId: number) {
  const [row] = await tx
    .select()
    .from(houseCrashBets)
    .where(and(eq(houseCrashBets.roundId, roundId), eq(houseCrashBets.gameSessionId, gameSessionId)))
    .for('update');
  return row ?? null;
}

/**
 * The round's bets not settled yet, locked, in id order (two settlements lock them alike): all of
 * them, or those whose auto cash-out is at most `autoAtMost` hundredths.
 */
export async function lockOpenBets(tx: DbOrTx, roundId: string, autoAtMost?: number) {
  return tx
    .select()
    .from(houseCrashBets)
    .where(
      and(
        eq(houseCrashBets.roundId, roundId),
        isNull(houseCrashBets.settledAt),
        autoAtMost === undefined ? undefined : sql`${houseCrashBets.autoCashOut} <= ${autoAtMost}`,
      ),
    )
    .orderBy(asc(houseCrashBets.id))
    .for('update');
}

/** The lowest auto cash-out still riding on the round (the leader's next wake during the run). */
export async function nextAutoCashOut(db: DbOrTx, roundId: string): Promise<number | null> {
  const [row] = await db
    .select({ at: sql<number | null>`min(${houseCrashBets.autoCashOut})` })
    .from(houseCrashBets)
    .where(and(eq(houseCrashBets.roundId, roundId), isNull(houseCrashBets.settledAt)));
  return row?.at ?? null;
}

export async function insertBet(
  db: DbOrTx,
  row: Omit<typeof houseCrashBets.$inferInsert, 'returnedMinor' | 'settledAt' | 'cashedOutAt'>,
) {
  const [created] = await db.insert(houseCrashBets).values(row).returning();
  return created!;
}

/** Records what each bet returned, in one statement; only bets still open are written. */
export async function settleBets(
  db: DbOrTx,
  settled: { id: string; cashedOutAt: number | null; returnedMinor: bigint }[],
  at: Date,
) {
  if (settled.length === 0) return;
  await db.execute(sql`
    update house_crash_bets b set cashed_out_at = v.cashed, returned_minor = v.returned, settled_at = ${at}
      from unnest(${textArray(settled.map((s) => s.id))}::uuid[],
                  ${numberArray(settled.map((s) => s.cashedOutAt))}::int[],
                  ${numberArray(settled.map((s) => s.returnedMinor))}::bigint[]) as v(id, cashed, returned)
     where b.id = v.id and b.settled_at is null`);
}

/** Players and total stake of a round. */
export async function roundTotals(db: DbOrTx, roundId: string) {
  const [row] = await db
    .select({
      players: sql<number>`count(*)::int`,
      stakedMinor: sql<string>`coalesce(sum(${houseCrashBets.stakeMinor}), 0)::text`,
    })
    .from(houseCrashBets)
    .where(eq(houseCrashBets.roundId, roundId));
  return { players: row?.players ?? 0, stakedMinor: BigInt(row?.stakedMinor ?? '0') };
}

/** A round's bets with their players' account names (free play: null), in the order they came. */
export async function roundBetsWithAccounts(db: DbOrTx, roundId: string) {
  const result = await db.execute(sql`
    select b.stake_minor::text as stake, b.cashed_out_at as cashed, b.returned_minor::text as returned, m.account
      from house_crash_bets b left join members m on m.id = b.member_id
     where b.round_id = ${roundId}
     order by b.created_at, b.id`);
  return rowsOf<{ stake: string; cashed: number | null; returned: string | null; account: string | null }>(
    result,
  ).map((r) => ({
    account: r.account,
    stakeMinor: BigInt(r.stake),
    cashedOutAt: r.cashed,
    returnedMinor: r.returned === null ? null : BigInt(r.returned),
  }));
}

/** The latest crashed games, newest first. */
export async function findRecentCrashed(db: DbOrTx, gameId: number, limit: number) {
  return db
    .select({
      id: houseCrashRounds.id,
      number: houseCrashRounds.number,
      crashPoint: houseCrashRounds.crashPoint,
      hash: houseCrashRounds.hash,
    })
    .from(houseCrashRounds)
    .where(and(eq(houseCrashRounds.gameId, gameId), eq(houseCrashRounds.phase, 'CRASHED')))
    .orderBy(desc(houseCrashRounds.number))
    .limit(limit);
}
