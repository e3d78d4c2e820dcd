import { and, asc, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { brandGames, brandVendors, gamePlays, gameRooms, games, vendors } from './games.schema.ts';

/** A brand's enabled vendors in its display order, with the adapter each needs. */
export async function findBrandVendors(db: DbOrTx, brandId: number) {
  return db
    .select({
      id: vendors.id,
      code: vendors.code,
      name: vendors.name,
      category: vendors.category,
      accountTypeId: vendors.accountTypeId,
      integration: vendors.integration,
      walletModel: vendors.walletModel,
      isHot: brandVendors.isHot,
      maintenance: brandVendors.maintenance,
    })
    .from(brandVendors)
    .innerJoin(vendors, eq(vendors.id, brandVendors.vendorId))
    .where(and(eq(brandVendors.brandId, brandId), eq(brandVendors.enabled, true)))
    .orderBy(asc(brandVendors.sort), asc(vendors.id));
}

/**
 * The games a brand offers, in its order: enabled for the brand, by the catalogue and through an
 * enabled brand vendor whose integration is one of `integrations`. Maintenance comes from all four
 * rows (game, vendor of the brand, game of the brand).
 */
export async function findBrandGames(db: DbOrTx, brandId: number, integrations: string[]) {
  if (integrations.length === 0) return [];
  return db
    .select({
      nodeId: games.id,
      gameCode: games.gameCode,
      names: games.names,
      gameType: games.gameType,
      freePlay: games.freePlay,
      hasRooms: games.hasRooms,
      releasedAt: games.releasedAt,
      gameMaintenance: games.maintenance,
      brandGameMaintenance: brandGames.maintenance,
      brandVendorMaintenance: brandVendors.maintenance,
      isHot: brandGames.isHot,
      vendorId: vendors.id,
      vendorCode: vendors.code,
      vendorName: vendors.name,
      category: vendors.category,
      integration: vendors.integration,
      walletModel: vendors.walletModel,
    })
    .from(brandGames)
    .innerJoin(games, eq(games.id, brandGames.gameId))
    .innerJoin(vendors, eq(vendors.id, games.vendorId))
    .innerJoin(
      brandVendors,
      and(eq(brandVendors.vendorId, vendors.id), eq(brandVendors.brandId, brandGames.brandId)),
    )
    .where(
      and(
        eq(brandGames.brandId, brandId),
        eq(brandGames.enabled, true),
        eq(games.enabled, true),
        eq(brandVendors.enabled, true),
        inArray(vendors.integration, integrations),
      ),
    )
    .orderBy(asc(brandGames.sort), asc(games.sort), asc(games.id));
}

export async function findVendorByCode(db: DbOrTx, code: string) {
  const [row] = await db.select().from(vendors).where(eq(vendors.code, code)).limit(1);
  return row;
}

/** A game with its vendor, whatever the brand: what its icon is drawn from. */
export async function findGameWithVendor(db: DbOrTx, nodeId: number) {
  const [row] = await db
    .select({
      nodeId: games.id,
      gameCode: games.gameCode,
      names: games.names,
      gameType: games.gameType,
      vendorCode: vendors.code,
      vendorName: vendors.name,
      category: vendors.category,
    })
    .from(games)
    .innerJoin(vendors, eq(vendors.id, games.vendorId))
    .where(eq(games.id, nodeId))
    .limit(1);
  return row;
}

/** A game's id by its vendor's code and the vendor's own game code. */
export async function findNodeIdByCodes(db: DbOrTx, vendorCode: string, gameCode: string) {
  const [row] = await db
    .select({ id: games.id })
    .from(games)
    .innerJoin(vendors, eq(vendors.id, games.vendorId))
    .where(and(eq(vendors.code, vendorCode), eq(games.gameCode, gameCode)))
    .orderBy(asc(games.id))
    .limit(1);
  return row?.id;
}

/** The rooms of a game in their order. */
export async function findRooms(db: DbOrTx, gameId: number) {
  return db
    .select()
    .from(gameRooms)
    .where(eq(gameRooms.gameId, gameId))
    .orderBy(asc(gameRooms.sort), asc(gameRooms.id));
}

/** Most played games of a brand since `since`: by members who played them, then by their plays. */
export async function findMostPlayed(db: DbOrTx, q: { brandId: number; since: Date; limit: number }) {
  return db
    .select({ gameId: gamePlays.gameId, players: count(), plays: sql<number>`sum(${gamePlays.plays})::int` })
    .from(gamePlays)
    .where(and(eq(gamePlays.brandId, q.brandId), gte(gamePlays.lastPlayedAt, q.since)))
    .groupBy(gamePlays.gameId)
    .orderBy(desc(count()), desc(sql`sum(${gamePlays.plays})`), asc(gamePlays.gameId))
    .limit(q.limit);
}

/** Counts one launch of a game by a member: the first makes the row, later ones add a play. */
export async function upsertPlay(
  db: DbOrTx,
  p: { brandId: number; memberId: number; gameId: number; at: Date },
) {
  await db
    .insert(gamePlays)
    .values({ brandId: p.brandId, memberId: p.memberId, gameId: p.gameId, lastPlayedAt: p.at, plays: 1 })
    .onConflictDoUpdate({
      target: [gamePlays.memberId, gamePlays.gameId],
      set: {
        plays: sql`${gamePlays.plays} + 1`,
        lastPlayedAt: sql`greatest(${gamePlays.lastPlayedAt}, excluded.last_played_at)`,
      },
    });
}

/** A member's games by last launch, newest first. */
export async function findRecentPlays(db: DbOrTx, q: { brandId: number; memberId: number; limit: number }) {
  const rows = await db
    .select({ gameId: gamePlays.gameId })
    .from(gamePlays)
    .where(and(eq(gamePlays.brandId, q.brandId), eq(gamePlays.memberId, q.memberId)))
    .orderBy(desc(gamePlays.lastPlayedAt), desc(gamePlays.id))
    .limit(q.limit);
  return rows.map((r) => r.gameId);
}
