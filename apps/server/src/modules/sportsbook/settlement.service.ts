import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TBrand } from '../system/system.service.ts';
import type { SeamlessWallet, TSeamlessCall } from '../wallet/seamless.service.ts';
import { planSettlement, type TSettlementPlan } from './settlement-plan.ts';
import * as repo from './settlement.repo.ts';

/** Bets settled per transaction: one statement set and one commit for the lot. */
const CHUNK = 500;

export type TSettleSummary = {
  /** Bets whose settlement was written (first settlements and re-settlements). */
  settled: number;
  /** Credited to members in all, minor units. */
  creditedMinor: bigint;
  /** Taken back from members in all (corrections against them), minor units. */
  recoveredMinor: bigint;
  /** Corrections against members their balance could not cover: owed, for the operator. */
  owedMinor: bigint;
};

/**
 * Settles the house sportsbook's bets on their events' latest results (DESIGN.md "Bets, events and
 * time": keyed by bet and result version). A bet settles when every leg's event has a result, again
 * whenever one of them gets a new version, and never twice on the same versions: the bet's row
 * moves only from the key it was read at, and sb_settlements takes each (bet, key) once, so two
 * settlers racing pay once. Money moves through the seamless wallet in the bet's round: a
 * settlement credits what it pays over what was paid before; a correction against the member debits
 * the difference when the main balance covers it, and records it as owed when it does not (a
 * member's balance never goes below zero).
 */
export function createSportsbookSettlement(d: {
  db: Db;
  seamless: SeamlessWallet;
  brandById: (id: number, tx?: Tx) => Promise<TBrand>;
  now: () => Date;
}) {
  async function settleChunk(betIds: readonly string[], sum: TSettleSummary) {
    const bets = await repo.findBetsForSettlement(d.db, betIds);
    const results = await repo.findLatestResults(d.db, [
      ...new Set(bets.flatMap((b) => b.legs.map((l) => l.eventId))),
    ]);
    const plans = bets.flatMap((bet) => {
      const plan = planSettlement(bet, results);
      return plan ? [{ bet, plan }] : [];
    });
    if (plans.length === 0) return;
    const brands = new Map<number, TBrand>();
    for (const brandId of new Set(plans.map((p) => p.bet.brandId)))
      brands.set(brandId, await d.brandById(brandId));
    for (const { bet } of plans) await d.seamless.warmAccounts(brands.get(bet.brandId)!, bet.memberId);

    await d.db.transaction(async (tx) => {
      const moved = await repo.moveBets(tx, plans, d.now());
      const won = plans.filter((p) => moved.has(p.bet.id));
      const round = (p: (typeof won)[number], amountMinor: bigint, what: string): TSeamlessCall => ({
        brand: brands.get(p.bet.brandId)!,
        vendorCode: p.bet.vendorCode,
        memberId: p.bet.memberId,
        roundId: p.bet.id,
        gameCode: p.bet.gameCode,
        nodeId: p.bet.nodeId,
        txId: `${p.bet.id}:${what}:${p.plan.key}`,
        amountMinor,
      });
      // a settlement that pays nothing closes the round with a zero credit, as the tables do
      const credits = won.filter((p) => p.plan.deltaMinor > 0n || p.bet.settledKey === null);
      if (credits.length > 0)
        await d.seamless.creditBatch(
          credits.map((p) => round(p, p.plan.deltaMinor > 0n ? p.plan.deltaMinor : 0n, 'settle')),
          tx,
        );
      const recovered = new Map<string, bigint>();
      for (const p of won.filter((w) => w.plan.deltaMinor < 0n)) {
        const owed = -p.plan.deltaMinor;
        try {
          await tx.transaction((sp) => d.seamless.apply([{ ...round(p, owed, 'recover'), op: 'DEBIT' }], sp));
          recovered.set(p.bet.id, owed);
        } catch (err) {
          if (!(err instanceof AppError && err.code === 'INSUFFICIENT_BALANCE')) throw err;
          recovered.set(p.bet.id, 0n);
        }
      }
      await repo.insertSettlements(
        tx,
        won.map((p) => ({
          ...settlementRow(p.bet.id, p.plan),
          recoveredMinor: recovered.get(p.bet.id) ?? 0n,
        })),
      );
      sum.settled += won.length;
      for (const p of won) {
        if (p.plan.deltaMinor > 0n) sum.creditedMinor += p.plan.deltaMinor;
        const back = recovered.get(p.bet.id) ?? 0n;
        sum.recoveredMinor += back;
        if (p.plan.deltaMinor < 0n) sum.owedMinor += -p.plan.deltaMinor - back;
      }
    });
  }

  /** Settles every bet with a leg on these events (each has a new result version). */
  async function settleEvents(eventIds: readonly string[]): Promise<TSettleSummary> {
    const sum: TSettleSummary = { settled: 0, creditedMinor: 0n, recoveredMinor: 0n, owedMinor: 0n };
    if (eventIds.length === 0) return sum;
    const betIds = await repo.findBetIdsOnEvents(d.db, eventIds);
    for (let i = 0; i < betIds.length; i += CHUNK) await settleChunk(betIds.slice(i, i + CHUNK), sum);
    return sum;
  }

  /** Settles whatever earlier runs left: at the leader's start and then now and again. */
  async function settleOutstanding(): Promise<TSettleSummary> {
    return settleEvents(await repo.findEventsToSettle(d.db));
  }

  return { settleEvents, settleOutstanding };
}
export type SportsbookSettlement = ReturnType<typeof createSportsbookSettlement>;

const settlementRow = (betId: string, plan: TSettlementPlan) => ({
  betId,
  resultKey: plan.key,
  payoutMinor: plan.payoutMinor,
  deltaMinor: plan.deltaMinor,
});
