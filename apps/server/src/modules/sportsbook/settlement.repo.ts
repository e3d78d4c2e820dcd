import { sql } from 'drizzle-orm';
import { textArray } from '../../db/array-literal.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { TLatestResult, TSettlementPlan, TStoredBet } from './settlement-plan.ts';
import { sbSettlements } from './sportsbook.schema.ts';

/** A bet as settlement reads it: the plan's input and the seamless round it pays in. */
export type TSettlingBet = TStoredBet & {
  id: string;
  brandId: number;
  memberId: number;
  vendorCode: string;
  gameCode: string;
  nodeId: number;
};

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** Bets with a leg on one of these events that a result may still settle (not cashed out). */
export async function findBetIdsOnEvents(db: DbOrTx, eventIds: readonly string[]): Promise<string[]> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      select distinct l.bet_id as id from sb_bet_legs l join sb_bets b on b.id = l.bet_id
      where l.event_id = any(${textArray(eventIds)}::text[]) and b.status <> 'CASHED_OUT'
      order by 1`),
  );
  return rows.map((r) => r.id);
}

/**
 * Events with a result some bet on them has not been settled by: a bet never settled, or settled
 * before the event's newest version arrived (a settlement run that failed or never ran).
 */
export async function findEventsToSettle(db: DbOrTx): Promise<string[]> {
  const rows = rowsOf<{ event_id: string }>(
    await db.execute(sql`
      select distinct l.event_id from sb_bet_legs l
      join sb_bets b on b.id = l.bet_id
      join sb_results r on r.event_id = l.event_id
      where b.status <> 'CASHED_OUT' and (b.settled_at is null or r.created_at > b.settled_at)`),
  );
  return rows.map((r) => r.event_id);
}

export async function findBetsForSettlement(db: DbOrTx, betIds: readonly string[]): Promise<TSettlingBet[]> {
  if (betIds.length === 0) return [];
  const ids = textArray(betIds);
  const bets = rowsOf<{
    id: string;
    brand_id: number;
    member_id: number;
    stake_minor: string;
    status: TStoredBet['status'];
    payout_minor: string | null;
    settled_key: string | null;
    vendor_code: string;
    game_code: string;
    node_id: number;
  }>(
    await db.execute(sql`
      select id, brand_id, member_id, stake_minor::text, status, payout_minor::text, settled_key,
        vendor_code, game_code, node_id
      from sb_bets where id = any(${ids}::uuid[])`),
  );
  const legs = rowsOf<{
    bet_id: string;
    event_id: string;
    kind: string;
    line: number | null;
    selection: string;
    odds_milli: number;
  }>(
    await db.execute(sql`
      select bet_id, event_id, kind, line, selection, odds_milli from sb_bet_legs
      where bet_id = any(${ids}::uuid[]) order by bet_id, leg_no`),
  );
  const legsOf = new Map<string, TStoredBet['legs'][number][]>();
  for (const l of legs)
    legsOf.set(l.bet_id, [
      ...(legsOf.get(l.bet_id) ?? []),
      { eventId: l.event_id, kind: l.kind, line: l.line, selection: l.selection, oddsMilli: l.odds_milli },
    ]);
  return bets.map((b) => ({
    id: b.id,
    brandId: b.brand_id,
    memberId: b.member_id,
    stakeMinor: BigInt(b.stake_minor),
    status: b.status,
    payoutMinor: b.payout_minor === null ? null : BigInt(b.payout_minor),
    settledKey: b.settled_key,
    vendorCode: b.vendor_code,
    gameCode: b.game_code,
    nodeId: b.node_id,
    legs: legsOf.get(b.id) ?? [],
  }));
}

/** Each event's highest result version. */
export async function findLatestResults(
  db: DbOrTx,
  eventIds: readonly string[],
): Promise<Map<string, TLatestResult>> {
  if (eventIds.length === 0) return new Map();
  const rows = rowsOf<{ event_id: string; result_version: number; result: TLatestResult['result'] }>(
    await db.execute(sql`
      select distinct on (event_id) event_id, result_version, result from sb_results
      where event_id = any(${textArray(eventIds)}::text[])
      order by event_id, result_version desc`),
  );
  return new Map(rows.map((r) => [r.event_id, { resultVersion: r.result_version, result: r.result }]));
}

/**
 * Writes each plan's settlement on its bet, only where the bet is still at the key the plan was
 * made from (another settler, or a cash-out, may have moved it since): answers the bets moved.
 * Their legs take the plan's outcomes.
 */
export async function moveBets(
  tx: Tx,
  plans: readonly { bet: TSettlingBet; plan: TSettlementPlan }[],
  now: Date,
): Promise<Set<string>> {
  const moves = JSON.stringify(
    plans.map(({ bet, plan }) => ({
      id: bet.id,
      old_key: bet.settledKey,
      key: plan.key,
      payout: plan.payoutMinor.toString(),
    })),
  );
  const moved = new Set(
    rowsOf<{ id: string }>(
      await tx.execute(sql`
        update sb_bets b set status = 'SETTLED', payout_minor = v.payout::bigint, settled_key = v.key,
          settled_at = ${now.toISOString()}::timestamptz
        from jsonb_to_recordset(${moves}::jsonb) as v(id uuid, old_key text, key text, payout text)
        where b.id = v.id and b.settled_key is not distinct from v.old_key and b.status <> 'CASHED_OUT'
        returning b.id`),
    ).map((r) => r.id),
  );
  const outcomes = JSON.stringify(
    plans
      .filter(({ bet }) => moved.has(bet.id))
      .flatMap(({ bet, plan }) =>
        plan.outcomes.map((outcome, i) => ({ bet_id: bet.id, leg_no: i, outcome })),
      ),
  );
  if (moved.size > 0)
    await tx.execute(sql`
      update sb_bet_legs l set outcome = v.outcome
      from jsonb_to_recordset(${outcomes}::jsonb) as v(bet_id uuid, leg_no integer, outcome text)
      where l.bet_id = v.bet_id and l.leg_no = v.leg_no`);
  return moved;
}

export async function insertSettlements(
  tx: Tx,
  rows: readonly {
    betId: string;
    resultKey: string;
    payoutMinor: bigint;
    deltaMinor: bigint;
    recoveredMinor: bigint;
  }[],
) {
  if (rows.length === 0) return;
  await tx.insert(sbSettlements).values([...rows]);
}
