import type { TBaccaratResultView, TTableResult } from '@openlobby/contracts';
import {
  beadPlate,
  bigEyeBoy,
  bigRoad,
  type TBeadCell,
  type TBigRoadCell,
  type TPlaced,
  type TDerivedColour,
} from '@openlobby/house-games/baccarat';

/**
 * The hands of the shoe being dealt: the latest results from the last hand 1 (a new shoe restarts
 * the roads) or from the last change of shoe number, whichever is later.
 */
export function currentShoe(results: readonly TTableResult[]): TBaccaratResultView[] {
  const hands = results.filter((r): r is TBaccaratResultView => r.game === 'BACCARAT');
  const last = hands.at(-1);
  if (!last) return [];
  let start = hands.length - 1;
  while (start > 0 && hands[start]!.hand !== 1 && hands[start - 1]!.shoe === last.shoe) start--;
  return hands.slice(start);
}

/** Shifts cells left so that only the last `columns` columns show (a road scrolls as it grows). */
export function lastColumns<T extends { column: number }>(cells: readonly T[], columns: number): T[] {
  const max = cells.reduce((m, c) => Math.max(m, c.column), -1);
  const from = Math.max(0, max - columns + 1);
  return cells.filter((c) => c.column >= from).map((c) => ({ ...c, column: c.column - from }));
}

export type TRoads = {
  bead: TBeadCell[];
  big: TBigRoadCell[];
  eye: TPlaced<TDerivedColour>[];
  counts: { PLAYER: number; BANKER: number; TIE: number; playerPair: number; bankerPair: number };
  shoe: number | null;
  hand: number | null;
};

/** The three roads of the current shoe from the table's latest results, each cut to the columns it shows. */
export function roadsOf(
  results: readonly TTableResult[],
  columns: { bead: number; big: number; eye: number },
): TRoads {
  const shoe = currentShoe(results);
  const road = bigRoad(shoe);
  const counts = { PLAYER: 0, BANKER: 0, TIE: 0, playerPair: 0, bankerPair: 0 };
  for (const hand of shoe) {
    counts[hand.winner]++;
    if (hand.playerPair) counts.playerPair++;
    if (hand.bankerPair) counts.bankerPair++;
  }
  return {
    bead: lastColumns(beadPlate(shoe), columns.bead),
    big: lastColumns(road.cells, columns.big),
    eye: lastColumns(bigEyeBoy(road.columns).cells, columns.eye),
    counts,
    shoe: shoe.at(-1)?.shoe ?? null,
    hand: shoe.at(-1)?.hand ?? null,
  };
}
