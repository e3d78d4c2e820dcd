import { fromMinor, type TPlacedStake, type TTableRound, type TTableSummary } from '@openlobby/contracts';
import type { TEpochRow, TTableRoundRow, TTableRow } from './tables.repo.ts';
import type { TStoredStake } from './tables.schema.ts';

/** How many of a table's latest results its summary carries: a baccarat big road of 6 × 20. */
export const RECENT_RESULTS = 120;

export function roundView(
  row: TTableRoundRow,
  epoch: Pick<TEpochRow, 'serverSeedHash'>,
  totals: { players: number; stakedMinor: bigint },
  decimals: number,
): TTableRound {
  return {
    id: row.id,
    number: row.number,
    phase: row.phase,
    opensAt: row.opensAt.toISOString(),
    closesAt: row.closesAt.toISOString(),
    nextAt: row.nextAt.toISOString(),
    serverSeedHash: epoch.serverSeedHash,
    result: row.result ?? null,
    players: totals.players,
    staked: fromMinor(totals.stakedMinor, decimals),
  };
}

export function stakeView(s: TStoredStake, decimals: number): TPlacedStake {
  return {
    kind: s.kind as TPlacedStake['kind'],
    ...(s.numbers ? { numbers: s.numbers } : {}),
    ...(s.index ? { index: s.index } : {}),
    amount: fromMinor(BigInt(s.amountMinor), decimals),
    returned: s.returnedMinor === undefined ? null : fromMinor(BigInt(s.returnedMinor), decimals),
    ...(s.card ? { card: s.card } : {}),
  };
}

export function tableSummary(
  table: TTableRow,
  round: TTableRound | null,
  results: TTableSummary['results'],
  decimals: number,
): TTableSummary {
  const major = (minor: number) => fromMinor(BigInt(minor), decimals);
  return {
    id: table.id,
    code: table.code,
    name: table.name,
    game: table.game,
    round,
    results,
    limits: Object.fromEntries(
      Object.entries(table.limits).map(([kind, l]) => [
        kind,
        { min: major(l.minMinor), max: major(l.maxMinor) },
      ]),
    ),
    chips: table.chipsMinor.map(major),
  };
}

/** A player as the others at the table see them: the account's ends, the middle masked. */
export function maskedName(account: string | null): string {
  if (!account) return 'Guest';
  if (account.length <= 3) return `${account[0]}**`;
  return `${account.slice(0, 2)}***${account.slice(-1)}`;
}
