import {
  fromMinor,
  toMinor,
  type TAdminTable,
  type TAdminTableRound,
  type TAdminTableUpdate,
  type TTableGame,
  BINGO_SPOTS,
} from '@openlobby/contracts';
import { BACCARAT_BET_KINDS } from '@openlobby/house-games/baccarat';
import { ROULETTE_BET_KINDS } from '@openlobby/house-games/roulette';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { addDays, dayIn, startOfDay } from '../../lib/zoned-time.ts';
import type { TBrand } from '../system/system.service.ts';
import { stakeView } from './table-views.ts';
import * as admin from './tables-admin.repo.ts';
import type { TTableRoundRow, TTableRow } from './tables.repo.ts';

type TPage = { page: number; pageSize: number };
type TProblem = { field: string; message: string };

/** The spots of each game: a table's limits name every one of them, and no other. */
const SPOTS: Record<TTableGame, readonly string[]> = {
  BACCARAT: BACCARAT_BET_KINDS,
  ROULETTE: ROULETTE_BET_KINDS,
  BINGO: BINGO_SPOTS,
};

const refuse = (problems: TProblem[]) =>
  new AppError('VALIDATION_FAILED', 'Some values are not valid for this table.', problems);
const EMPTY: admin.TRoundSums = { players: 0, stakedMinor: 0n, returnedMinor: 0n };

/**
 * The live tables' back office (issue 19): the brand's tables with their round and today's play,
 * a table's edit, its rounds with what members staked and got back, and one round's placements.
 * The edit runs inside the caller's audited transaction and answers before and after; the leader
 * reads the table again at every step, so times and limits apply from the next round (the player
 * service reuses a table's row for up to 5 s) and a closed table finishes its round and opens no
 * other. Reads take the brand resolved by the route, so another brand's ids are NOT_FOUND.
 */
export function createTablesAdmin(d: {
  db: Db;
  now: () => Date;
  accountOf: (brandId: number, memberId: number) => Promise<string | null>;
}) {
  const money = (brand: TBrand, minor: bigint | number) => fromMinor(BigInt(minor), brand.currencyDecimals);
  const tableRef = (t: TTableRow) => ({ id: t.id, code: t.code, name: t.name, game: t.game });

  /** The table as the audit keeps it: what an operator can change. */
  const settingsOf = (brand: TBrand, t: TTableRow) => ({
    code: t.code,
    name: t.name,
    active: t.active,
    bettingSeconds: t.bettingMs / 1000,
    resultSeconds: t.resultMs / 1000,
    limits: Object.fromEntries(
      Object.entries(t.limits).map(([kind, l]) => [
        kind,
        { min: money(brand, l.minMinor), max: money(brand, l.maxMinor) },
      ]),
    ),
    chips: t.chipsMinor.map((c) => money(brand, c)),
  });

  const tableView = (
    brand: TBrand,
    t: TTableRow,
    round: { number: number; phase: 'BETTING' | 'RESULT' } | undefined,
    today: admin.TRoundSums | undefined,
  ): TAdminTable => ({
    id: t.id,
    game: t.game,
    ...settingsOf(brand, t),
    round: round ?? null,
    playersToday: today?.players ?? 0,
    stakedToday: money(brand, today?.stakedMinor ?? 0n),
  });

  const roundView = (brand: TBrand, r: TTableRoundRow, sums = EMPTY): TAdminTableRound => {
    const drawn = r.phase === 'RESULT';
    return {
      id: r.id,
      number: r.number,
      phase: r.phase,
      openedAt: r.opensAt.toISOString(),
      result: r.result ?? null,
      players: sums.players,
      staked: money(brand, sums.stakedMinor),
      returned: drawn ? money(brand, sums.returnedMinor) : null,
      houseResult: drawn ? money(brand, sums.stakedMinor - sums.returnedMinor) : null,
    };
  };

  async function getTable(db: DbOrTx, brand: TBrand, id: number, lock = false) {
    const table = await admin.findBrandTable(db, brand.id, id, lock);
    if (!table) throw new AppError('NOT_FOUND', 'No such table.');
    return table;
  }

  /** A table's edit checked against its game's spots and the brand's currency, as columns. */
  function columnsOf(brand: TBrand, table: TTableRow, input: TAdminTableUpdate) {
    const problems: TProblem[] = [];
    const minor = (field: string, v: number) => {
      const m = toMinor(v, brand.currencyDecimals);
      if (m === null) problems.push({ field: `body.${field}`, message: 'More decimals than the currency.' });
      return Number(m ?? 0n);
    };
    const spots = SPOTS[table.game];
    for (const kind of Object.keys(input.limits))
      if (!spots.includes(kind))
        problems.push({ field: `body.limits.${kind}`, message: 'Not a spot of this game.' });
    for (const kind of spots)
      if (!input.limits[kind]) problems.push({ field: `body.limits.${kind}`, message: 'Required.' });
    const limits = Object.fromEntries(
      spots
        .filter((kind) => input.limits[kind])
        .map((kind) => [
          kind,
          {
            minMinor: minor(`limits.${kind}.min`, input.limits[kind]!.min),
            maxMinor: minor(`limits.${kind}.max`, input.limits[kind]!.max),
          },
        ]),
    );
    const chipsMinor = input.chips.map((c, i) => minor(`chips.${i}`, c));
    if (problems.length) throw refuse(problems);
    return {
      name: input.name.trim(),
      active: input.active,
      bettingMs: input.bettingSeconds * 1000,
      resultMs: input.resultSeconds * 1000,
      limits,
      chipsMinor,
    };
  }

  /** [from, to) of days in the brand's time zone; either end open. */
  const rangeOf = (brand: TBrand, q: { from?: string; to?: string }) => ({
    from: q.from ? startOfDay(brand.timeZone, q.from) : undefined,
    to: q.to ? startOfDay(brand.timeZone, addDays(q.to, 1)) : undefined,
  });

  return {
    async findTables(brand: TBrand) {
      const rows = await admin.findBrandTables(d.db, brand.id);
      const ids = rows.map((t) => t.id);
      const since = startOfDay(brand.timeZone, dayIn(brand.timeZone, d.now()));
      const [latest, today] = await Promise.all([
        admin.findLatestRounds(d.db, ids),
        admin.findPlaySince(d.db, ids, since),
      ]);
      return {
        currency: brand.currencyCode,
        decimals: brand.currencyDecimals,
        items: rows.map((t) => tableView(brand, t, latest.get(t.id), today.get(t.id))),
      };
    },

    /**
     * Edits a table: name, open or closed, betting and result times, limits of every spot, chips.
     * The round in play keeps its times; the next follows the edit. Answers the audit's before and
     * after (the settings, without the round's figures).
     */
    async updateTable(tx: Tx, brand: TBrand, id: number, input: TAdminTableUpdate) {
      const before = await getTable(tx, brand, id, true);
      const after = await admin.updateTable(tx, id, columnsOf(brand, before, input));
      return { before: settingsOf(brand, before), after: settingsOf(brand, after), table: after };
    },

    /** The edited table as the list shows it, its round and today's play read again. */
    async viewTable(brand: TBrand, table: TTableRow) {
      const since = startOfDay(brand.timeZone, dayIn(brand.timeZone, d.now()));
      const [latest, today] = await Promise.all([
        admin.findLatestRounds(d.db, [table.id]),
        admin.findPlaySince(d.db, [table.id], since),
      ]);
      return tableView(brand, table, latest.get(table.id), today.get(table.id));
    },

    async findRounds(brand: TBrand, tableId: number, q: TPage & { from?: string; to?: string }) {
      const table = await getTable(d.db, brand, tableId);
      const { items, total } = await admin.findRoundPage(d.db, {
        tableId,
        ...rangeOf(brand, q),
        page: q.page,
        pageSize: q.pageSize,
      });
      const sums = await admin.findRoundSums(
        d.db,
        items.map((r) => r.id),
      );
      return {
        currency: brand.currencyCode,
        table: tableRef(table),
        items: items.map((r) => roundView(brand, r, sums.get(r.id))),
        page: q.page,
        pageSize: q.pageSize,
        total,
      };
    },

    async findPlacements(brand: TBrand, roundId: string) {
      const found = await admin.findBrandRound(d.db, brand.id, roundId);
      if (!found) throw new AppError('NOT_FOUND', 'No such round.');
      const [bets, sums] = await Promise.all([
        admin.findMemberBets(d.db, roundId),
        admin.findRoundSums(d.db, [roundId]),
      ]);
      const memberIds = [...new Set(bets.map((b) => b.memberId!))];
      const accounts = new Map(
        await Promise.all(
          memberIds.map(async (id) => [id, (await d.accountOf(brand.id, id)) ?? `#${id}`] as const),
        ),
      );
      return {
        currency: brand.currencyCode,
        table: tableRef(found.table),
        round: roundView(brand, found.round, sums.get(roundId)),
        items: bets.map((b) => ({
          id: b.id,
          account: accounts.get(b.memberId!)!,
          at: b.createdAt.toISOString(),
          stakes: b.stakes.map((s) => stakeView(s, brand.currencyDecimals)),
          staked: money(brand, b.stakedMinor),
          returned: b.returnedMinor === null ? null : money(brand, b.returnedMinor),
        })),
      };
    },
  };
}
export type TablesAdmin = ReturnType<typeof createTablesAdmin>;
