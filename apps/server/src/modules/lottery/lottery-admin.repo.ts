import { and, asc, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import {
  lotteryDraws,
  lotteryExposure,
  lotteryGames,
  lotteryResultEntries,
  lotteryTickets,
} from './lottery.schema.ts';

export type TEntryRow = typeof lotteryResultEntries.$inferSelect;
type TPage = { page: number; pageSize: number };

/** Every game of a brand, disabled ones too, in the order the pages list them. */
export const findBrandGames = (db: DbOrTx, brandId: number) =>
  db
    .select()
    .from(lotteryGames)
    .where(eq(lotteryGames.brandId, brandId))
    .orderBy(asc(lotteryGames.product), asc(lotteryGames.sort), asc(lotteryGames.id));

/** One game of the brand (another brand's id finds nothing); locked when a change reads it. */
export const findBrandGame = async (db: DbOrTx, brandId: number, id: number, lock = false) => {
  const q = db
    .select()
    .from(lotteryGames)
    .where(and(eq(lotteryGames.brandId, brandId), eq(lotteryGames.id, id)));
  return (await (lock ? q.for('update') : q))[0];
};

export const updateGame = async (tx: Tx, id: number, values: Partial<typeof lotteryGames.$inferInsert>) =>
  (await tx.update(lotteryGames).set(values).where(eq(lotteryGames.id, id)).returning())[0]!;

/** One draw of the brand with its game (another brand's id finds nothing). */
export const findBrandDraw = async (db: DbOrTx, brandId: number, drawId: number) =>
  (
    await db
      .select({ draw: lotteryDraws, game: lotteryGames })
      .from(lotteryDraws)
      .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryDraws.gameId))
      .where(and(eq(lotteryDraws.brandId, brandId), eq(lotteryDraws.id, drawId)))
  )[0];

/** A game's draws, newest first (lottery_draws_game_recent). */
export async function findDrawPage(db: DbOrTx, q: TPage & { gameId: number; status?: string }) {
  const where = and(
    eq(lotteryDraws.gameId, q.gameId),
    q.status ? eq(lotteryDraws.status, q.status) : undefined,
  );
  const items = await db
    .select()
    .from(lotteryDraws)
    .where(where)
    .orderBy(desc(lotteryDraws.drawAt))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const [total] = await db.select({ n: count() }).from(lotteryDraws).where(where);
  return { items, total: total?.n ?? 0 };
}

/**
 * The tickets of some draws: how many, their stakes and their wins (a void's refunds are not
 * wins). Reads every ticket of those draws (through the settling index, which leads with the draw).
 */
export async function findDrawTotals(db: DbOrTx, drawIds: number[]) {
  if (drawIds.length === 0)
    return new Map<number, { tickets: number; stakeMinor: bigint; winMinor: bigint }>();
  const rows = await db
    .select({
      drawId: lotteryTickets.drawId,
      tickets: sql<number>`count(*)::int`,
      stakeMinor: sql<string>`coalesce(sum(${lotteryTickets.stakeMinor}), 0)::text`,
      winMinor: sql<string>`coalesce(sum(${lotteryTickets.winMinor}) filter (where ${lotteryTickets.status} <> 'VOID'), 0)::text`,
    })
    .from(lotteryTickets)
    .where(inArray(lotteryTickets.drawId, drawIds))
    .groupBy(lotteryTickets.drawId);
  return new Map(
    rows.map((r) => [
      r.drawId,
      { tickets: r.tickets, stakeMinor: BigInt(r.stakeMinor), winMinor: BigInt(r.winMinor) },
    ]),
  );
}

/** A draw's exposure, largest first, paged (the draw's rows of the primary key). */
export async function findExposurePage(db: DbOrTx, q: TPage & { drawId: number }) {
  const items = await db
    .select({ key: lotteryExposure.key, liabilityMinor: lotteryExposure.liabilityMinor })
    .from(lotteryExposure)
    .where(eq(lotteryExposure.drawId, q.drawId))
    .orderBy(desc(lotteryExposure.liabilityMinor), asc(lotteryExposure.key))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const [total] = await db
    .select({ n: count() })
    .from(lotteryExposure)
    .where(eq(lotteryExposure.drawId, q.drawId));
  return { items, total: total?.n ?? 0 };
}

/** A new pending entry; undefined when the draw has one already (one pending entry per draw). */
export const insertPendingEntry = async (tx: Tx, row: typeof lotteryResultEntries.$inferInsert) =>
  (await tx.insert(lotteryResultEntries).values(row).onConflictDoNothing().returning())[0];

/** An entry of the brand, locked: two checkers deciding it at once decide it once. */
export const lockEntry = async (tx: Tx, brandId: number, id: number) =>
  (
    await tx
      .select()
      .from(lotteryResultEntries)
      .where(and(eq(lotteryResultEntries.brandId, brandId), eq(lotteryResultEntries.id, id)))
      .for('update')
  )[0];

export const decideEntry = async (
  tx: Tx,
  id: number,
  d: { status: 'APPROVED' | 'REJECTED'; decidedBy: string; decidedAt: Date },
) => (await tx.update(lotteryResultEntries).set(d).where(eq(lotteryResultEntries.id, id)).returning())[0]!;

/** A brand's entries of one status with their draw and game, newest first. */
export async function findEntryPage(db: DbOrTx, q: TPage & { brandId: number; status: string }) {
  const where = and(eq(lotteryResultEntries.brandId, q.brandId), eq(lotteryResultEntries.status, q.status));
  const items = await db
    .select({ entry: lotteryResultEntries, draw: lotteryDraws, game: lotteryGames })
    .from(lotteryResultEntries)
    .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryResultEntries.drawId))
    .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryDraws.gameId))
    .where(where)
    .orderBy(desc(lotteryResultEntries.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const [total] = await db.select({ n: count() }).from(lotteryResultEntries).where(where);
  return { items, total: total?.n ?? 0 };
}

/**
 * The brand's closed draws of ENTERED games whose draw time has come and that have no pending
 * entry: the sheets operators still have to enter (the draw job voids them after its deadline).
 */
export const findAwaitingDraws = (db: DbOrTx, brandId: number, now: Date) =>
  db
    .select({ draw: lotteryDraws, game: lotteryGames })
    .from(lotteryDraws)
    .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryDraws.gameId))
    .where(
      and(
        eq(lotteryDraws.brandId, brandId),
        eq(lotteryDraws.status, 'CLOSED'),
        eq(lotteryGames.resultMode, 'ENTERED'),
        lte(lotteryDraws.drawAt, now),
        sql`not exists (select 1 from lottery_result_entries e
                         where e.draw_id = ${lotteryDraws.id} and e.status = 'PENDING')`,
      ),
    )
    .orderBy(asc(lotteryDraws.drawAt))
    .limit(100);
