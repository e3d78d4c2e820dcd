import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { pokerHands, pokerRooms, pokerSeats } from './rooms.schema.ts';

/** The card rooms' back-office queries; every function takes the database or a transaction first. */

export type TRakeSums = { todayMinor: number; totalMinor: number };

/** Every room of a brand, inactive ones too, by game then code (the order the page lists them). */
export const findBrandRooms = (db: DbOrTx, brandId: number) =>
  db
    .select()
    .from(pokerRooms)
    .where(eq(pokerRooms.brandId, brandId))
    .orderBy(asc(pokerRooms.gameCode), asc(pokerRooms.code));

/**
 * One room of the brand (another brand's id finds nothing). Locked for a change: every change of
 * a room's seats and hand takes the same row lock, so an edit never lands in the middle of a deal.
 */
export const findBrandRoom = async (db: DbOrTx, brandId: number, id: number, lock = false) => {
  const q = db
    .select()
    .from(pokerRooms)
    .where(and(eq(pokerRooms.brandId, brandId), eq(pokerRooms.id, id)));
  return (await (lock ? q.for('update') : q))[0];
};

export const updateRoom = async (tx: Tx, id: number, values: Partial<typeof pokerRooms.$inferInsert>) =>
  (await tx.update(pokerRooms).set(values).where(eq(pokerRooms.id, id)).returning())[0]!;

/** How many seats are taken (not stood up) in each room. */
export async function findSeatedCounts(db: DbOrTx, roomIds: number[]) {
  if (roomIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ roomId: pokerSeats.roomId, n: count() })
    .from(pokerSeats)
    .where(and(inArray(pokerSeats.roomId, roomIds), isNull(pokerSeats.leftAt)))
    .groupBy(pokerSeats.roomId);
  return new Map(rows.map((r) => [r.roomId, r.n]));
}

/** Per room, the rake of its settled hands: those settled since `since`, and all of them. */
export async function findRakeSums(db: DbOrTx, roomIds: number[], since: Date) {
  if (roomIds.length === 0) return new Map<number, TRakeSums>();
  const rows = await db
    .select({
      roomId: pokerHands.roomId,
      today: sql<string>`coalesce(sum(${pokerHands.rakeMinor}) filter (where ${pokerHands.settledAt} >= ${since.toISOString()}::timestamptz), 0)::text`,
      total: sql<string>`coalesce(sum(${pokerHands.rakeMinor}), 0)::text`,
    })
    .from(pokerHands)
    .where(inArray(pokerHands.roomId, roomIds))
    .groupBy(pokerHands.roomId);
  return new Map(
    rows.map((r) => [r.roomId, { todayMinor: Number(r.today), totalMinor: Number(r.total) }] as const),
  );
}

/** A room's hands, newest first (by the hand number's unique index). */
export async function findHandPage(db: DbOrTx, q: { roomId: number; page: number; pageSize: number }) {
  const where = eq(pokerHands.roomId, q.roomId);
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(pokerHands)
      .where(where)
      .orderBy(desc(pokerHands.handNo))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(pokerHands).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}
