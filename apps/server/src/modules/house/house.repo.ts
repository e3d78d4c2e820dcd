import { and, count, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { liveLoginSql } from '../identity/live-login.ts';
import { gameSessions, houseRounds, houseSeeds } from './house.schema.ts';

/** House queries; every function takes the database or a transaction first. */

export type TGameSessionRow = typeof gameSessions.$inferSelect;
export type TSeedRow = typeof houseSeeds.$inferSelect;
export type TRoundRow = typeof houseRounds.$inferSelect;

export async function insertGameSession(db: DbOrTx, row: typeof gameSessions.$inferInsert) {
  const [created] = await db.insert(gameSessions).values(row).returning();
  return created!;
}

/**
 * A live game session: not expired and, for real play, its login session neither revoked nor
 * expired and its member still active (not frozen or disabled). One statement: the login session
 * and member are looked up by primary key inside it, so every game call pays no extra round trip.
 */
export async function findLiveGameSession(db: DbOrTx, tokenHash: string, at: Date) {
  const [row] = await db
    .select()
    .from(gameSessions)
    .where(
      and(
        eq(gameSessions.tokenHash, tokenHash),
        gt(gameSessions.expiresAt, at),
        or(
          isNull(gameSessions.memberId),
          liveLoginSql(gameSessions.loginSessionId, gameSessions.memberId, at),
        ),
      ),
    );
  return row ?? null;
}

/** Locks a free-play session's row: its demo balance moves with each round. */
export async function lockGameSession(db: DbOrTx, id: number) {
  const [row] = await db.select().from(gameSessions).where(eq(gameSessions.id, id)).for('update');
  return row!;
}

export async function setFunBalance(db: DbOrTx, id: number, balanceMinor: bigint) {
  await db.update(gameSessions).set({ funBalanceMinor: balanceMinor }).where(eq(gameSessions.id, id));
}

/** The seed owner: the member for real play, the game session for free play. */
export type TSeedOwner = { memberId: number } | { gameSessionId: number };

const ownerIs = (o: TSeedOwner) =>
  'memberId' in o ? eq(houseSeeds.memberId, o.memberId) : eq(houseSeeds.gameSessionId, o.gameSessionId);

/**
 * Serialises the seed changes of one owner (rounds, client seed, rotation) for the rest of the
 * transaction. The active row's own lock cannot: a rotation retires the row a waiter queued on,
 * and the waiter would find no active pair at all.
 */
export async function lockSeedOwner(tx: DbOrTx, owner: TSeedOwner) {
  const key = 'memberId' in owner ? `house-seed:m:${owner.memberId}` : `house-seed:s:${owner.gameSessionId}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

export async function findActiveSeed(db: DbOrTx, owner: TSeedOwner, lock = false) {
  const q = db
    .select()
    .from(houseSeeds)
    .where(and(ownerIs(owner), eq(houseSeeds.active, true)));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/** Creates the owner's active seed unless one exists (a racing creator's wins). */
export async function insertSeed(db: DbOrTx, row: typeof houseSeeds.$inferInsert) {
  await db.insert(houseSeeds).values(row).onConflictDoNothing();
}

export async function updateSeed(
  db: DbOrTx,
  id: number,
  set: Partial<Pick<TSeedRow, 'clientSeed' | 'nextNonce' | 'active' | 'revealedAt'>>,
) {
  await db.update(houseSeeds).set(set).where(eq(houseSeeds.id, id));
}

export async function findSeedById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(houseSeeds).where(eq(houseSeeds.id, id));
  return row ?? null;
}

export async function findRoundByRequest(db: DbOrTx, gameSessionId: number, requestId: string) {
  const [row] = await db
    .select()
    .from(houseRounds)
    .where(and(eq(houseRounds.gameSessionId, gameSessionId), eq(houseRounds.requestId, requestId)));
  return row ?? null;
}

export async function insertRound(db: DbOrTx, row: typeof houseRounds.$inferInsert) {
  await db.insert(houseRounds).values(row);
}

export async function findRound(db: DbOrTx, id: string) {
  const [row] = await db.select().from(houseRounds).where(eq(houseRounds.id, id));
  return row ?? null;
}

/** A player's rounds of one game, newest first: the member's for real play, the session's for free play. */
export async function findRoundsPage(
  db: DbOrTx,
  q: { owner: TSeedOwner; gameCode: string; page: number; pageSize: number },
) {
  const where = and(
    'memberId' in q.owner
      ? and(eq(houseRounds.memberId, q.owner.memberId), eq(houseRounds.freePlay, false))
      : eq(houseRounds.gameSessionId, q.owner.gameSessionId),
    eq(houseRounds.gameCode, q.gameCode),
  );
  const items = await db
    .select()
    .from(houseRounds)
    .where(where)
    .orderBy(desc(houseRounds.createdAt), desc(sql`${houseRounds.nonce}`))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const [total] = await db.select({ n: count() }).from(houseRounds).where(where);
  return { items, total: total!.n };
}
