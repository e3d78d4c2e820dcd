import { createHash, randomBytes } from 'node:crypto';
import type { TDrawResult } from '@openlobby/contracts';
import type { Db, Tx } from '../../db/client.ts';
import type { MoneyEvents } from '../../lib/money-events.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import type { TBrand } from '../system/system.service.ts';
import type { SeamlessWallet, TSeamlessOp } from '../wallet/seamless.service.ts';
import { currentSlots, type TDrawSchedule } from './draw-times.ts';
import { drawResultOf, settleTicket } from './lottery-engine.ts';
import * as repo from './lottery.repo.ts';
import { SETTLE_LANES } from './lottery.schema.ts';
import { lotteryRound } from './lottery-round.ts';

/** Tickets settled per transaction: one seamless statement and one update for all of them. */
export const SETTLE_BATCH = 1_000;
/** An ENTERED game's draw waits this long for its official results before it is voided. */
export const ENTRY_DEADLINE_MS = 48 * 3_600_000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export type TDrawDeps = {
  db: Db;
  ledger: Ledger;
  seamless: SeamlessWallet;
  events: MoneyEvents;
  brandById: (id: number, tx?: Tx) => Promise<TBrand>;
  now: () => Date;
};

/**
 * The draws' life, one step after another, each a conditional change so that any number of
 * processes may run them at once (DESIGN.md: "the scheduler decides when; the ledger key decides
 * once"): open the draws whose time has come, close betting, draw the numbers from the seed
 * committed at opening, pay (or, for a void draw, refund) the tickets in batches keyed by ticket,
 * and mark the draw settled. A server that was down catches up on its next run.
 */
export function createLotteryDraws(d: TDrawDeps) {
  /** Creates the draws now taking bets that do not exist yet, each with a fresh secret seed. */
  async function openDue(now: Date) {
    const games = await repo.findEnabledGames(d.db);
    const pending = await repo.findPendingDraws(
      d.db,
      games.map((g) => g.id),
    );
    const have = new Set(pending.map((p) => `${p.gameId}/${p.drawKey}`));
    const rows = games.flatMap((g) =>
      currentSlots(g as TDrawSchedule & typeof g, now)
        .filter((slot) => !have.has(`${g.id}/${slot.drawKey}`))
        .map((slot) => {
          const seed = randomBytes(32).toString('hex');
          return { brandId: g.brandId, gameId: g.id, ...slot, seed, seedHash: sha256(seed), status: 'OPEN' };
        }),
    );
    return repo.insertDraws(d.db, rows);
  }

  /** Draws the numbers of the closed draws whose time has come (DRAWN games), voids overdue entries. */
  async function drawDue(now: Date) {
    let drawn = 0;
    for (const { draw, game } of await repo.findDueToDraw(d.db, now)) {
      if (game.resultMode === 'ENTERED') {
        if (now.getTime() - draw.drawAt.getTime() > ENTRY_DEADLINE_MS)
          await repo.voidDraw(d.db, draw.id, 'NO_RESULT', now);
        continue;
      }
      const result = drawResultOf(game, draw);
      if (await repo.recordResult(d.db, draw.id, { result, source: 'DRAWN', now })) drawn++;
    }
    return drawn;
  }

  /**
   * Reads the wallets of the next batch's members into the ledger's cache, outside the transaction
   * (one query), so the batch's seamless calls find them there instead of one look-up each.
   */
  async function warmAccounts(draw: repo.TDrawRow, at: repo.TTicketCursor) {
    const memberIds = await repo.peekOpenTicketMembers(d.db, draw.id, SETTLE_BATCH, at);
    if (memberIds.length === 0) return;
    const brand = await d.brandById(draw.brandId);
    const currency = brand.currencyCode;
    await d.ledger.memberAccounts({ brandId: brand.id, memberIds, kind: 'MAIN', currency });
    await d.ledger.brandAccount(d.db, { brandId: brand.id, kind: 'GAME_REVENUE', currency });
  }

  /**
   * One batch of a draw's open tickets, in one transaction: each ticket's win credited (a loss
   * credits 0, closing its round; the batch in one set-based statement) or, for a void draw, its
   * stake rolled back, through the seamless wallet keyed by the ticket, and the tickets' outcomes
   * recorded. Takes the open tickets at the cursor; returns how many it took and the last one.
   */
  async function settleBatch(
    draw: repo.TDrawRow,
    game: repo.TGameRow,
    at: repo.TTicketCursor = { afterId: 0 },
  ) {
    await warmAccounts(draw, at);
    const { taken, lastId, paid } = await d.ledger.inTransaction(async (tx) => {
      // the status as of this batch: a void waits for it, and a batch after a void refunds
      const status = await repo.lockDrawStatus(tx, draw.id);
      if (status !== 'DRAWN' && status !== 'VOID') return { taken: 0, lastId: at.afterId, paid: [] };
      const tickets = await repo.lockOpenTickets(tx, draw.id, SETTLE_BATCH, at);
      if (tickets.length === 0) return { taken: 0, lastId: at.afterId, paid: [] };
      const brand = await d.brandById(draw.brandId, tx);
      const voided = status === 'VOID';
      const outcomes = tickets.map((t) => {
        if (voided) return { id: t.id, status: 'VOID' as const, hits: null, winMinor: t.stakeMinor };
        const { hits, winMinor } = settleTicket(game, t, draw.result as TDrawResult);
        return { id: t.id, status: winMinor > 0n ? ('WON' as const) : ('LOST' as const), hits, winMinor };
      });
      const rounds = tickets.map((t) => lotteryRound(brand, t));
      if (voided) {
        const refunds: TSeamlessOp[] = rounds.map((round) => ({
          ...round,
          op: 'ROLLBACK',
          txId: `${round.roundId}:void`,
          refTxId: `${round.roundId}:bet`,
          amountMinor: 0n,
        }));
        await d.seamless.apply(refunds, tx);
      } else {
        const wins = rounds.map((round, i) => ({
          ...round,
          txId: `${round.roundId}:win`,
          amountMinor: outcomes[i]!.winMinor,
        }));
        await d.seamless.creditBatch(wins, tx);
      }
      await repo.recordOutcomes(tx, outcomes, d.now());
      const paid = tickets.filter((_, i) => outcomes[i]!.winMinor > 0n).map((t) => t.memberId);
      return { taken: tickets.length, lastId: tickets.at(-1)!.id, paid };
    });
    for (const memberId of new Set(paid)) d.events.publish({ brandId: draw.brandId, memberId });
    return { taken, lastId };
  }

  /** The open tickets of a lane (or all), batch after batch in id order, each after the last. */
  async function settleLane(draw: repo.TDrawRow, game: repo.TGameRow, lane?: repo.TTicketCursor['lane']) {
    let settled = 0;
    let at: repo.TTicketCursor = { afterId: 0, lane };
    for (;;) {
      const { taken, lastId } = await settleBatch(draw, game, at);
      if (taken === 0) return settled;
      settled += taken;
      at = { afterId: lastId, lane };
    }
  }

  /**
   * Every open ticket of a draw: the lanes side by side, then once more from the start for any
   * that a concurrent run held locked when a lane passed (it settles them itself).
   */
  async function settleDraw(draw: repo.TDrawRow, game: repo.TGameRow) {
    const lanes = Array.from({ length: SETTLE_LANES }, (_, index) => settleLane(draw, game, index));
    const settled = (await Promise.all(lanes)).reduce((a, b) => a + b, 0);
    return settled + (await settleLane(draw, game));
  }

  /** Pays every drawn draw's tickets (and refunds void ones'), then marks each settled (refunded). */
  async function settleDue() {
    let settled = 0;
    for (const { draw, game } of await repo.findToSettle(d.db)) {
      settled += await settleDraw(draw, game);
      await repo.finishDraw(d.db, draw.id, d.now());
    }
    return settled;
  }

  /** One run of the draw job: every step, in order, at the job's clock. */
  async function run() {
    const now = d.now();
    const opened = await openDue(now);
    const closed = (await repo.closeDue(d.db, now)).length;
    const drawn = await drawDue(now);
    const settled = await settleDue();
    return opened + closed + drawn + settled > 0 ? { opened, closed, drawn, settled } : undefined;
  }

  return { run, openDue, drawDue, settleDue, settleBatch };
}
export type LotteryDraws = ReturnType<typeof createLotteryDraws>;
