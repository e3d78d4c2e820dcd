import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { numberArray, textArray } from '../../db/array-literal.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import {
  lotteryDraws,
  lotteryExposure,
  lotteryGames,
  lotteryTickets,
  SETTLE_LANES,
} from './lottery.schema.ts';

export type TGameRow = typeof lotteryGames.$inferSelect;
export type TDrawRow = typeof lotteryDraws.$inferSelect;
export type TTicketRow = typeof lotteryTickets.$inferSelect;

export const findGames = (db: DbOrTx, brandId: number, product?: string) =>
  db
    .select()
    .from(lotteryGames)
    .where(
      and(
        eq(lotteryGames.brandId, brandId),
        eq(lotteryGames.enabled, true),
        product ? eq(lotteryGames.product, product) : undefined,
      ),
    )
    .orderBy(asc(lotteryGames.sort), asc(lotteryGames.id));

export const findGameByCode = async (db: DbOrTx, brandId: number, code: string) =>
  (
    await db
      .select()
      .from(lotteryGames)
      .where(and(eq(lotteryGames.brandId, brandId), eq(lotteryGames.code, code)))
  )[0];

/** Every enabled game of every brand: the draw job opens their draws. */
export const findEnabledGames = (db: DbOrTx) =>
  db.select().from(lotteryGames).where(eq(lotteryGames.enabled, true));

/** The draws not yet settled or voided, of the given games (the job's and the pages' "current"). */
export const findPendingDraws = (db: DbOrTx, gameIds: number[]) =>
  gameIds.length === 0
    ? Promise.resolve([] as TDrawRow[])
    : db
        .select()
        .from(lotteryDraws)
        .where(
          and(
            inArray(lotteryDraws.gameId, gameIds),
            inArray(lotteryDraws.status, ['OPEN', 'CLOSED', 'DRAWN']),
          ),
        )
        .orderBy(asc(lotteryDraws.drawAt));

/** New draws; one that exists already (another process made it) is left as it is. */
export async function insertDraws(db: DbOrTx, rows: (typeof lotteryDraws.$inferInsert)[]) {
  if (rows.length === 0) return 0;
  const made = await db
    .insert(lotteryDraws)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: lotteryDraws.id });
  return made.length;
}

/** Closes betting on the draws whose closing time has come. */
export const closeDue = (db: DbOrTx, now: Date) =>
  db
    .update(lotteryDraws)
    .set({ status: 'CLOSED' })
    .where(and(eq(lotteryDraws.status, 'OPEN'), lte(lotteryDraws.closesAt, now)))
    .returning({ id: lotteryDraws.id });

/** Closed draws whose time has come, with their game (the engine draws those of DRAWN games). */
export const findDueToDraw = (db: DbOrTx, now: Date) =>
  db
    .select({ draw: lotteryDraws, game: lotteryGames })
    .from(lotteryDraws)
    .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryDraws.gameId))
    .where(and(eq(lotteryDraws.status, 'CLOSED'), lte(lotteryDraws.drawAt, now)))
    .orderBy(asc(lotteryDraws.drawAt))
    .limit(100);

/** Records a draw's numbers, once: a draw already drawn (or voided) is left alone. */
export const recordResult = async (
  db: DbOrTx,
  drawId: number,
  r: { result: Record<string, unknown>; source: 'DRAWN' | 'ENTERED'; now: Date },
) =>
  (
    await db
      .update(lotteryDraws)
      .set({ status: 'DRAWN', result: r.result, resultSource: r.source, drawnAt: r.now })
      .where(and(eq(lotteryDraws.id, drawId), eq(lotteryDraws.status, 'CLOSED')))
      .returning({ id: lotteryDraws.id })
  ).length === 1;

/**
 * Draws whose tickets are to be paid (DRAWN) or refunded (VOID, not yet marked refunded): read
 * from the draws alone, since no index tells a draw's open tickets apart (see finishDraw).
 */
export const findToSettle = (db: DbOrTx) =>
  db
    .select({ draw: lotteryDraws, game: lotteryGames })
    .from(lotteryDraws)
    .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryDraws.gameId))
    .where(
      sql`${lotteryDraws.status} = 'DRAWN' or (${lotteryDraws.status} = 'VOID' and ${lotteryDraws.settledAt} is null)`,
    )
    .orderBy(asc(lotteryDraws.drawAt))
    .limit(20);

/**
 * Where a settlement run is in a draw's open tickets: after `afterId` in id order (the index's, so
 * no batch rescans those settled), and, for one of the lanes settling at once, only the members
 * of its lane (SETTLE_LANES).
 */
export type TTicketCursor = { afterId: number; lane?: number };

const openAt = (drawId: number, at: TTicketCursor) =>
  and(
    eq(lotteryTickets.drawId, drawId),
    eq(lotteryTickets.status, 'OPEN'),
    gt(lotteryTickets.id, at.afterId),
    // the settling index's expression as written there, so the plan walks the lane's entries
    at.lane === undefined
      ? undefined
      : sql`(${lotteryTickets.memberId} % ${sql.raw(String(SETTLE_LANES))}) = ${at.lane}`,
  );

/** What settling a ticket reads of it: its line and its seamless round. */
const SETTLING = {
  id: lotteryTickets.id,
  memberId: lotteryTickets.memberId,
  vendorCode: lotteryTickets.vendorCode,
  gameCode: lotteryTickets.gameCode,
  nodeId: lotteryTickets.nodeId,
  betType: lotteryTickets.betType,
  numbers: lotteryTickets.numbers,
  stakeMinor: lotteryTickets.stakeMinor,
  oddsMilli: lotteryTickets.oddsMilli,
};

/** A batch of a draw's open tickets, locked; others settling the same draw take other rows. */
export const lockOpenTickets = (tx: Tx, drawId: number, limit: number, at: TTicketCursor) =>
  tx
    .select(SETTLING)
    .from(lotteryTickets)
    .where(openAt(drawId, at))
    .orderBy(asc(lotteryTickets.id))
    .limit(limit)
    .for('update', { skipLocked: true });

/** The members of a draw's next open tickets (unlocked: a hint for warming caches). */
export const peekOpenTicketMembers = async (db: DbOrTx, drawId: number, limit: number, at: TTicketCursor) =>
  (
    await db
      .select({ memberId: lotteryTickets.memberId })
      .from(lotteryTickets)
      .where(openAt(drawId, at))
      .orderBy(asc(lotteryTickets.id))
      .limit(limit)
  ).map((r) => r.memberId);

/** The outcomes of settled tickets, in one statement. */
export async function recordOutcomes(
  tx: Tx,
  rows: { id: number; status: 'WON' | 'LOST' | 'VOID'; hits: number | null; winMinor: bigint }[],
  now: Date,
) {
  if (rows.length === 0) return;
  // four arrays, not a VALUES list of four parameters a row: one bind each, however many rows
  await tx.execute(sql`
    update lottery_tickets t set status = v.status, hits = v.hits, win_minor = v.win, settled_at = ${now}
      from unnest(${numberArray(rows.map((r) => r.id))}::bigint[], ${textArray(rows.map((r) => r.status))}::text[],
                  ${numberArray(rows.map((r) => r.hits))}::int[], ${numberArray(rows.map((r) => r.winMinor))}::bigint[])
        as v(id, status, hits, win)
     where t.id = v.id and t.status = 'OPEN'`);
}

/**
 * Once none of its tickets is open, marks a drawn draw settled, or a void one refunded (its status
 * stays VOID, its settled time is when the last refund was made), so the draw job looks no more
 * at either. Reads the draw's tickets once (their status is in no index).
 */
export const finishDraw = async (db: DbOrTx, drawId: number, now: Date) =>
  (
    await db
      .update(lotteryDraws)
      .set({
        status: sql`case when ${lotteryDraws.status} = 'DRAWN' then 'SETTLED' else 'VOID' end`,
        settledAt: now,
      })
      .where(
        and(
          eq(lotteryDraws.id, drawId),
          sql`(${lotteryDraws.status} = 'DRAWN' or (${lotteryDraws.status} = 'VOID' and ${lotteryDraws.settledAt} is null))`,
          sql`not exists (select 1 from lottery_tickets t where t.draw_id = ${drawId} and t.status = 'OPEN')`,
        ),
      )
      .returning({ id: lotteryDraws.id })
  ).length === 1;

/**
 * Voids a draw whose tickets are not paid yet (open, closed, or drawn with none settled); the
 * settling step refunds its tickets. A draw being paid is not voided: its batches hold its row
 * (lockDrawStatus), so this waits for the one in flight and then finds a ticket settled. A sheet
 * still pending for the draw is closed with it (rejected, decided by nobody, at `now`): there is
 * nothing left for a checker to decide.
 */
export const voidDraw = async (db: DbOrTx, drawId: number, reason: string, now: Date) => {
  const voided = (await db.execute(sql`
    with voided as (
      update lottery_draws set status = 'VOID', void_reason = ${reason}
       where id = ${drawId}
         and (status in ('OPEN', 'CLOSED') or (status = 'DRAWN' and not exists (
              select 1 from lottery_tickets t where t.draw_id = ${drawId} and t.status <> 'OPEN')))
      returning id
    ), closed as (
      update lottery_result_entries e set status = 'REJECTED', decided_at = ${now}
        from voided where e.draw_id = voided.id and e.status = 'PENDING'
    )
    select id from voided`)) as unknown as { rows: unknown[] };
  return voided.rows.length === 1;
};

/** A draw's status, its row held against a void while a settling batch pays it. */
export const lockDrawStatus = async (tx: Tx, drawId: number) =>
  (
    await tx
      .select({ status: lotteryDraws.status })
      .from(lotteryDraws)
      .where(eq(lotteryDraws.id, drawId))
      .for('share')
  )[0]?.status;

/** The draw a ticket is for, with its game, locked against closing while the ticket is placed. */
export const lockDrawForTicket = async (tx: Tx, drawId: number, brandId: number) =>
  (
    await tx
      .select({ draw: lotteryDraws, game: lotteryGames })
      .from(lotteryDraws)
      .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryDraws.gameId))
      .where(and(eq(lotteryDraws.id, drawId), eq(lotteryDraws.brandId, brandId)))
      .for('share', { of: lotteryDraws })
  )[0];

export const findTicketByRequest = async (db: DbOrTx, memberId: number, requestId: string) =>
  (
    await db
      .select()
      .from(lotteryTickets)
      .where(and(eq(lotteryTickets.memberId, memberId), eq(lotteryTickets.requestId, requestId)))
  )[0];

export const insertTicket = async (tx: Tx, row: typeof lotteryTickets.$inferInsert) =>
  (await tx.insert(lotteryTickets).values(row).returning())[0]!;

/**
 * Adds a ticket's most-it-can-pay to the draw's exposure on each of its keys, in one statement
 * per key that refuses to pass the cap: false when any key is full (the caller rolls back).
 */
export async function raiseExposure(
  tx: Tx,
  drawId: number,
  keys: string[],
  amountMinor: bigint,
  capMinor: bigint,
) {
  for (const key of keys) {
    const r = (await tx.execute(sql`
      insert into lottery_exposure as e (draw_id, key, liability_minor)
      select ${drawId}, ${key}, ${amountMinor}::bigint where ${amountMinor}::bigint <= ${capMinor}::bigint
      on conflict (draw_id, key) do update set liability_minor = e.liability_minor + excluded.liability_minor
        where e.liability_minor + excluded.liability_minor <= ${capMinor}::bigint
      returning liability_minor`)) as unknown as { rows: unknown[] };
    if (r.rows.length === 0) return false;
  }
  return true;
}

export const findExposure = (db: DbOrTx, drawId: number) =>
  db
    .select()
    .from(lotteryExposure)
    .where(eq(lotteryExposure.drawId, drawId))
    .orderBy(desc(lotteryExposure.liabilityMinor));

/** A member's tickets, newest first, with their draw's game code and key. */
export async function findMemberTickets(db: DbOrTx, q: { memberId: number; page: number; pageSize: number }) {
  const items = await db
    .select({ ticket: lotteryTickets, drawKey: lotteryDraws.drawKey, gameCode: lotteryGames.code })
    .from(lotteryTickets)
    .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryTickets.drawId))
    .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryDraws.gameId))
    .where(eq(lotteryTickets.memberId, q.memberId))
    .orderBy(desc(lotteryTickets.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const [{ total }] = (await db
    .select({ total: sql<number>`count(*)::int` })
    .from(lotteryTickets)
    .where(eq(lotteryTickets.memberId, q.memberId))) as [{ total: number }];
  return { items, total };
}

/** A game's past draws (drawn, settled or void), newest first. */
export async function findPastDraws(db: DbOrTx, q: { gameId: number; page: number; pageSize: number }) {
  const past = and(
    eq(lotteryDraws.gameId, q.gameId),
    inArray(lotteryDraws.status, ['DRAWN', 'SETTLED', 'VOID']),
  );
  const items = await db
    .select()
    .from(lotteryDraws)
    .where(past)
    .orderBy(desc(lotteryDraws.drawAt))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const [{ total }] = (await db
    .select({ total: sql<number>`count(*)::int` })
    .from(lotteryDraws)
    .where(past)) as [{ total: number }];
  return { items, total };
}

export const findDraw = async (db: DbOrTx, drawId: number) =>
  (
    await db
      .select({ draw: lotteryDraws, game: lotteryGames })
      .from(lotteryDraws)
      .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryDraws.gameId))
      .where(eq(lotteryDraws.id, drawId))
  )[0];

/** Each enabled game's newest drawn result (the home page's latest numbers). */
export async function findLatestResults(db: DbOrTx, brandId: number) {
  const r = (await db.execute(sql`
    select distinct on (d.game_id) d.id, d.game_id as "gameId", d.draw_key as "drawKey",
           d.draw_at as "drawAt", d.result
      from lottery_draws d
      join lottery_games g on g.id = d.game_id
     where g.brand_id = ${brandId} and g.enabled and d.status in ('DRAWN', 'SETTLED')
     order by d.game_id, d.draw_at desc`)) as unknown as {
    rows: { id: number; gameId: number; drawKey: string; drawAt: Date | string; result: unknown }[];
  };
  return r.rows;
}
