import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { favouriteGames } from './games.schema.ts';

/** First key of the two-key advisory lock that serialises one member's favourite changes. */
const FAVOURITES_LOCK_CLASS = 7_270_006;

/** A member's favourite game ids, most recently added first. */
export async function findFavouriteIds(db: DbOrTx, brandId: number, memberId: number): Promise<number[]> {
  const rows = await db
    .select({ gameId: favouriteGames.gameId })
    .from(favouriteGames)
    .where(and(eq(favouriteGames.brandId, brandId), eq(favouriteGames.memberId, memberId)))
    .orderBy(desc(favouriteGames.createdAt), desc(favouriteGames.id));
  return rows.map((r) => r.gameId);
}

/**
 * Adds a favourite inside the caller's transaction, at most `limit` per member: concurrent adds of
 * one member are serialised by an advisory lock, so the count they check is the committed one.
 * ADDED, EXISTS (nothing to do) or FULL (nothing written).
 */
export async function addFavourite(
  tx: Tx,
  f: { brandId: number; memberId: number; gameId: number; limit: number },
): Promise<'ADDED' | 'EXISTS' | 'FULL'> {
  await tx.execute(sql`select pg_advisory_xact_lock(${FAVOURITES_LOCK_CLASS}, ${f.memberId})`);
  const mine = and(eq(favouriteGames.brandId, f.brandId), eq(favouriteGames.memberId, f.memberId));
  const [existing] = await tx
    .select({ id: favouriteGames.id })
    .from(favouriteGames)
    .where(and(mine, eq(favouriteGames.gameId, f.gameId)))
    .limit(1);
  if (existing) return 'EXISTS';
  const [held] = await tx.select({ n: count() }).from(favouriteGames).where(mine);
  if ((held?.n ?? 0) >= f.limit) return 'FULL';
  await tx
    .insert(favouriteGames)
    .values({ brandId: f.brandId, memberId: f.memberId, gameId: f.gameId })
    .onConflictDoNothing();
  return 'ADDED';
}

/** Removes a favourite; answers whether there was one. */
export async function removeFavourite(
  db: DbOrTx,
  f: { brandId: number; memberId: number; gameId: number },
): Promise<boolean> {
  const rows = await db
    .delete(favouriteGames)
    .where(
      and(
        eq(favouriteGames.brandId, f.brandId),
        eq(favouriteGames.memberId, f.memberId),
        eq(favouriteGames.gameId, f.gameId),
      ),
    )
    .returning({ id: favouriteGames.id });
  return rows.length > 0;
}
