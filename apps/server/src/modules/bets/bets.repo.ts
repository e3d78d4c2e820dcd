import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { committedAfter, type TCommitCursor } from '../../lib/commit-order.ts';
import type { TBetFigures, TBetState, TBetStatus } from './bet-state.ts';

type TRows<T> = { rows: T[] };
const rowsOf = async <T>(q: Promise<unknown>) => ((await q) as TRows<T>).rows;

/** A bet's identity: the vendor's bet id is unique per vendor and brand. */
export type TBetKey = { brandId: number; vendorCode: string; vendorBetId: string };
export const keyText = (k: TBetKey) => `${k.brandId}\u0000${k.vendorCode}\u0000${k.vendorBetId}`;

/** One accepted seamless call as the bets consumer reads it. */
export type TSeamlessRow = {
  xid: string;
  rowId: number;
  brandId: number;
  memberId: number;
  vendorCode: string;
  roundId: string;
  kind: 'DEBIT' | 'CREDIT' | 'ROLLBACK';
  amountMinor: string;
  at: Date | string;
  day: string;
  gameCode: string | null;
  category: string | null;
};

/**
 * Seamless records committed past the cursor, oldest commit first, each with its brand day and,
 * for a debit, its game and category (from the entry the wallet wrote). A rollback names its
 * debit's round, which may differ from the round the call named.
 */
export function readSeamlessRows(tx: Tx, cursor: TCommitCursor, limit: number) {
  return rowsOf<TSeamlessRow>(
    tx.execute(sql`
      select s.xid::text as xid, s.id::bigint as "rowId", s.brand_id as "brandId", s.member_id as "memberId",
        s.vendor_code as "vendorCode", coalesce(d.round_id, s.round_id) as "roundId", s.kind,
        s.amount_minor::text as "amountMinor", s.created_at as at,
        to_char(s.created_at at time zone b.time_zone, 'YYYY-MM-DD') as day,
        e.memo->>'gameCode' as "gameCode",
        coalesce(v.category, (select v2.category from vendors v2 where v2.code = s.vendor_code order by v2.id limit 1))
          as category
      from seamless_transactions s
      join brands b on b.id = s.brand_id
      left join seamless_transactions d
        on s.kind = 'ROLLBACK' and d.tx_id = s.ref_tx_id and d.brand_id = s.brand_id and d.vendor_code = s.vendor_code
      left join journal_entries e on s.kind = 'DEBIT' and e.id = s.entry_id
      left join games g on g.id = (e.memo->>'nodeId')::int
      left join vendors v on v.id = g.vendor_id
      where ${committedAfter(sql`s.xid`, sql`s.id`, cursor)}
      order by s.xid, s.id
      limit ${limit}`),
  ).then((rows) => rows.map((r) => ({ ...r, rowId: Number(r.rowId) })));
}

/** A stored bet with its identity and who placed it. */
export type TStoredBet = TBetKey &
  TBetState & {
    memberId: number;
    category: string;
    gameCode: string;
    placedAt: Date;
    source: 'SEAMLESS' | 'PULL' | 'HOUSE';
  };

type TBetRow = Omit<TStoredBet, 'stakeMinor' | 'payoutMinor' | 'placedAt' | 'settledAt'> & {
  stakeMinor: string;
  payoutMinor: string;
  placedAt: Date | string;
  settledAt: Date | string | null;
};

const toStored = (r: TBetRow): TStoredBet => ({
  ...r,
  stakeMinor: BigInt(r.stakeMinor),
  payoutMinor: BigInt(r.payoutMinor),
  placedAt: new Date(r.placedAt),
  settledAt: r.settledAt === null ? null : new Date(r.settledAt),
});

/** The stored bets among `keys`, locked for this transaction's update. */
export async function findBetsForUpdate(tx: Tx, keys: TBetKey[]): Promise<Map<string, TStoredBet>> {
  if (keys.length === 0) return new Map();
  const wanted = sql.join(
    keys.map((k) => sql`(${k.vendorBetId}, ${k.vendorCode}, ${k.brandId}::int)`),
    sql`, `,
  );
  const rows = await rowsOf<TBetRow>(
    tx.execute(sql`
      select brand_id as "brandId", vendor_code as "vendorCode", vendor_bet_id as "vendorBetId",
        member_id as "memberId", category, game_code as "gameCode", stake_minor::text as "stakeMinor",
        payout_minor::text as "payoutMinor", status, result_version as "resultVersion", placed_at as "placedAt",
        settled_at as "settledAt", to_char(settled_day, 'YYYY-MM-DD') as "settledDay", source
      from bets where (vendor_bet_id, vendor_code, brand_id) in (${wanted})
      order by id for update`),
  );
  return new Map(rows.map((r) => [keyText(r), toStored(r)]));
}

/** Writes each bet's latest state (one row per key): new bets inserted, known ones updated. */
export async function saveBets(tx: Tx, bets: TStoredBet[]): Promise<void> {
  if (bets.length === 0) return;
  const values = sql.join(
    bets.map(
      (b) => sql`(${b.brandId}::int, ${b.memberId}::int, ${b.vendorCode}, ${b.vendorBetId}, ${b.category},
        ${b.gameCode}, ${b.stakeMinor.toString()}::bigint,
        ${(b.status === 'SETTLED' ? b.stakeMinor : 0n).toString()}::bigint, ${b.payoutMinor.toString()}::bigint,
        ${b.status}, ${b.resultVersion}::int, ${b.placedAt.toISOString()}::timestamptz,
        ${b.settledAt?.toISOString() ?? null}::timestamptz, ${b.settledDay}::date, ${b.source})`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    insert into bets (brand_id, member_id, vendor_code, vendor_bet_id, category, game_code, stake_minor,
      valid_turnover_minor, payout_minor, status, result_version, placed_at, settled_at, settled_day, source)
    values ${values}
    on conflict (vendor_bet_id, vendor_code, brand_id) do update set
      stake_minor = excluded.stake_minor, valid_turnover_minor = excluded.valid_turnover_minor,
      payout_minor = excluded.payout_minor, status = excluded.status, result_version = excluded.result_version,
      settled_at = excluded.settled_at, settled_day = excluded.settled_day,
      -- a changed outcome is read again, in commit order, by the bets' consumers (points, …)
      xid = pg_current_xact_id()`);
}

/** A difference for one member's rollup of one brand day and category. */
export type TRollupChange = TBetFigures & {
  brandId: number;
  memberId: number;
  day: string;
  category: string;
};

/** Adds differences to the daily rollups (one row per member, day and category; summed first). */
export async function addToRollups(tx: Tx, changes: TRollupChange[]): Promise<void> {
  const summed = new Map<string, TRollupChange>();
  for (const c of changes) {
    const k = `${c.memberId}\u0000${c.day}\u0000${c.category}`;
    const s = summed.get(k);
    summed.set(
      k,
      s
        ? {
            ...s,
            betCount: s.betCount + c.betCount,
            stakeMinor: s.stakeMinor + c.stakeMinor,
            validTurnoverMinor: s.validTurnoverMinor + c.validTurnoverMinor,
            payoutMinor: s.payoutMinor + c.payoutMinor,
          }
        : c,
    );
  }
  if (summed.size === 0) return;
  const values = sql.join(
    [...summed.values()].map(
      (c) => sql`(${c.brandId}::int, ${c.memberId}::int, ${c.day}::date, ${c.category}, ${c.betCount}::int,
        ${c.stakeMinor.toString()}::bigint, ${c.validTurnoverMinor.toString()}::bigint, ${c.payoutMinor.toString()}::bigint)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    insert into bet_daily_rollups as r (brand_id, member_id, day, category, bet_count, stake_minor,
      valid_turnover_minor, payout_minor)
    values ${values}
    on conflict (member_id, day, category) do update set
      bet_count = r.bet_count + excluded.bet_count, stake_minor = r.stake_minor + excluded.stake_minor,
      valid_turnover_minor = r.valid_turnover_minor + excluded.valid_turnover_minor,
      payout_minor = r.payout_minor + excluded.payout_minor`);
}

/** The catalogue's category and game code of a vendor's games, for bets pulled by vendor game id. */
export async function findGameCategories(db: DbOrTx, vendorCode: string): Promise<Map<string, string>> {
  const rows = await rowsOf<{ gameCode: string; category: string }>(
    db.execute(sql`select g.game_code as "gameCode", v.category from games g
      join vendors v on v.id = g.vendor_id where v.code = ${vendorCode} order by v.id desc`),
  );
  return new Map(rows.map((r) => [r.gameCode, r.category]));
}

/** Where the bet pull of a brand and vendor has read to; a first pull starts at `start`. */
export async function readPullCursor(tx: Tx, brandId: number, vendorCode: string, start: Date) {
  await tx.execute(sql`insert into bet_pull_cursors (brand_id, vendor_code, pulled_to)
    values (${brandId}, ${vendorCode}, ${start.toISOString()}::timestamptz) on conflict do nothing`);
  const [row] = await rowsOf<{ pulledTo: Date | string }>(
    tx.execute(sql`select pulled_to as "pulledTo" from bet_pull_cursors
      where brand_id = ${brandId} and vendor_code = ${vendorCode}`),
  );
  return new Date(row!.pulledTo);
}

/** Takes the pull cursor's row lock: one process books a brand's bets of a vendor at a time. */
export async function lockPullCursor(tx: Tx, brandId: number, vendorCode: string) {
  await tx.execute(sql`select 1 from bet_pull_cursors
    where brand_id = ${brandId} and vendor_code = ${vendorCode} for update`);
}

/** Moves the pull cursor forward (never back: a slower run may finish after a faster one). */
export async function movePullCursor(tx: Tx, brandId: number, vendorCode: string, to: Date) {
  await tx.execute(sql`update bet_pull_cursors
    set pulled_to = greatest(pulled_to, ${to.toISOString()}::timestamptz), updated_at = now()
    where brand_id = ${brandId} and vendor_code = ${vendorCode}`);
}

/** A page of a member's bets placed in [from, to), newest first, with the whole range's totals. */
export async function findMemberBetPage(
  db: DbOrTx,
  q: {
    brandId: number;
    memberId: number;
    from: Date;
    to: Date;
    vendorCode?: string;
    page: number;
    pageSize: number;
  },
) {
  const where = sql`member_id = ${q.memberId} and brand_id = ${q.brandId}
    and placed_at >= ${q.from.toISOString()}::timestamptz and placed_at < ${q.to.toISOString()}::timestamptz
    ${q.vendorCode ? sql`and vendor_code = ${q.vendorCode}` : sql``}`;
  const items = await rowsOf<TBetRow & { id: number }>(
    db.execute(sql`
      select id::int as id, brand_id as "brandId", vendor_code as "vendorCode", vendor_bet_id as "vendorBetId",
        member_id as "memberId", category, game_code as "gameCode", stake_minor::text as "stakeMinor",
        payout_minor::text as "payoutMinor", status, result_version as "resultVersion", placed_at as "placedAt",
        settled_at as "settledAt", to_char(settled_day, 'YYYY-MM-DD') as "settledDay", source
      from bets where ${where} order by placed_at desc, id desc
      limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`),
  );
  const [totals] = await rowsOf<{ n: number; stake: string; payout: string; profit: string }>(
    db.execute(sql`
      select count(*)::int as n,
        coalesce(sum(stake_minor) filter (where status <> 'VOID'), 0)::text as stake,
        coalesce(sum(payout_minor), 0)::text as payout,
        coalesce(sum(payout_minor - stake_minor) filter (where status = 'SETTLED'), 0)::text as profit
      from bets where ${where}`),
  );
  return {
    items: items.map((r) => ({ id: r.id, ...toStored(r) })),
    total: totals!.n,
    totals: {
      stakeMinor: BigInt(totals!.stake),
      payoutMinor: BigInt(totals!.payout),
      profitMinor: BigInt(totals!.profit),
    },
  };
}

export type { TBetStatus };
