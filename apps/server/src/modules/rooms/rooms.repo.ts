import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { pokerHands, pokerRooms, pokerSeats } from './rooms.schema.ts';

/** Card-room queries; every function takes the database or a transaction first. */

export type TRoomRow = typeof pokerRooms.$inferSelect;
export type TSeatRow = typeof pokerSeats.$inferSelect;
export type THandRow = typeof pokerHands.$inferSelect;

export async function insertRoom(db: DbOrTx, row: typeof pokerRooms.$inferInsert) {
  await db.insert(pokerRooms).values(row).onConflictDoNothing();
}

/** The rooms of a launched game with how many are seated in each, in code order. */
export async function findRoomsOfGame(db: DbOrTx, brandId: number, gameCode: string) {
  const rooms = await db
    .select()
    .from(pokerRooms)
    .where(
      and(eq(pokerRooms.brandId, brandId), eq(pokerRooms.gameCode, gameCode), eq(pokerRooms.active, true)),
    )
    .orderBy(asc(pokerRooms.code));
  const seated = await db
    .select({ roomId: pokerSeats.roomId, seated: count() })
    .from(pokerSeats)
    .innerJoin(pokerRooms, eq(pokerRooms.id, pokerSeats.roomId))
    .where(and(eq(pokerRooms.brandId, brandId), eq(pokerRooms.gameCode, gameCode), isNull(pokerSeats.leftAt)))
    .groupBy(pokerSeats.roomId);
  const counts = new Map(seated.map((s) => [s.roomId, s.seated]));
  return rooms.map((room) => ({ room, seated: counts.get(room.id) ?? 0 }));
}

export async function findRoom(db: DbOrTx, id: number) {
  const [row] = await db.select().from(pokerRooms).where(eq(pokerRooms.id, id));
  return row ?? null;
}

/** Locks the room: every change of its seats and hand takes this lock first, so they take turns. */
export async function lockRoom(db: DbOrTx, id: number) {
  const [row] = await db.select().from(pokerRooms).where(eq(pokerRooms.id, id)).for('update');
  return row ?? null;
}

/** The rooms the leader runs: every active room, and any room with a hand still in play. */
export async function findRoomsToRun(db: DbOrTx) {
  return db
    .select()
    .from(pokerRooms)
    .where(
      sql`${pokerRooms.active} or exists (select 1 from ${pokerHands} h where h.room_id = ${pokerRooms.id} and h.settled_at is null)`,
    );
}

/** Records a change of the room and answers its new version (what events carry). */
export async function bumpRoom(db: DbOrTx, id: number, set: Partial<typeof pokerRooms.$inferInsert> = {}) {
  const [row] = await db
    .update(pokerRooms)
    .set({ ...set, version: sql`${pokerRooms.version} + 1` })
    .where(eq(pokerRooms.id, id))
    .returning({ version: pokerRooms.version });
  return row!.version;
}

/** The seats taken now (not stood up), by seat number. */
export async function findSeats(db: DbOrTx, roomId: number) {
  return db
    .select()
    .from(pokerSeats)
    .where(and(eq(pokerSeats.roomId, roomId), isNull(pokerSeats.leftAt)))
    .orderBy(asc(pokerSeats.seatNo));
}

/** A sitting by its id, stood up or not: a seating request's replay finds it. */
export async function findSitting(db: DbOrTx, sittingId: string) {
  const [row] = await db.select().from(pokerSeats).where(eq(pokerSeats.sittingId, sittingId));
  return row ?? null;
}

export async function insertSeat(db: DbOrTx, row: typeof pokerSeats.$inferInsert) {
  const [created] = await db.insert(pokerSeats).values(row).returning();
  return created!;
}

export async function updateSeat(db: DbOrTx, id: number, set: Partial<typeof pokerSeats.$inferInsert>) {
  await db.update(pokerSeats).set(set).where(eq(pokerSeats.id, id));
}

/** Stands a seat up: its stack is cashed out with it (the caller's entry), the row kept. */
export async function standSeatUp(db: DbOrTx, id: number, at: Date) {
  await db.update(pokerSeats).set({ leftAt: at, stackMinor: 0 }).where(eq(pokerSeats.id, id));
}

export async function findHandInPlay(db: DbOrTx, roomId: number) {
  const [row] = await db
    .select()
    .from(pokerHands)
    .where(and(eq(pokerHands.roomId, roomId), isNull(pokerHands.settledAt)));
  return row ?? null;
}

/** The room's latest hand, in play or not (the page shows a finished one until the next deal). */
export async function findLatestHand(db: DbOrTx, roomId: number) {
  const [row] = await db
    .select()
    .from(pokerHands)
    .where(eq(pokerHands.roomId, roomId))
    .orderBy(sql`${pokerHands.handNo} desc`)
    .limit(1);
  return row ?? null;
}

export async function findHand(db: DbOrTx, id: string) {
  const [row] = await db.select().from(pokerHands).where(eq(pokerHands.id, id));
  return row ?? null;
}

export async function insertHand(db: DbOrTx, row: typeof pokerHands.$inferInsert) {
  await db.insert(pokerHands).values(row);
}

export async function updateHand(db: DbOrTx, id: string, set: Partial<typeof pokerHands.$inferInsert>) {
  await db.update(pokerHands).set(set).where(eq(pokerHands.id, id));
}
