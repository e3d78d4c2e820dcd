/** The three regions of xổ số kiến thiết: the North draws once a day, the Centre and South per province. */
export type TVnRegion = 'NORTH' | 'CENTRAL' | 'SOUTH';

export const VN_REGIONS: readonly TVnRegion[] = ['NORTH', 'CENTRAL', 'SOUTH'];

/** The prizes of a sheet: DB is giải đặc biệt (the special prize), G1…G8 giải nhất…giải tám. */
export type TVnPrizeCode = 'DB' | 'G1' | 'G2' | 'G3' | 'G4' | 'G5' | 'G6' | 'G7' | 'G8';

/** One row of a sheet: how many numbers the prize draws and how many digits each has. */
export type TVnPrize = { readonly code: TVnPrizeCode; readonly count: number; readonly digits: number };

/** Miền Bắc: 27 numbers a draw. */
const NORTH: readonly TVnPrize[] = [
  { code: 'DB', count: 1, digits: 5 },
  { code: 'G1', count: 1, digits: 5 },
  { code: 'G2', count: 2, digits: 5 },
  { code: 'G3', count: 6, digits: 5 },
  { code: 'G4', count: 4, digits: 4 },
  { code: 'G5', count: 6, digits: 4 },
  { code: 'G6', count: 3, digits: 3 },
  { code: 'G7', count: 4, digits: 2 },
];

/** Miền Trung and Miền Nam: 18 numbers per province draw. */
const CENTRAL_SOUTH: readonly TVnPrize[] = [
  { code: 'DB', count: 1, digits: 6 },
  { code: 'G1', count: 1, digits: 5 },
  { code: 'G2', count: 1, digits: 5 },
  { code: 'G3', count: 2, digits: 5 },
  { code: 'G4', count: 7, digits: 5 },
  { code: 'G5', count: 1, digits: 4 },
  { code: 'G6', count: 3, digits: 4 },
  { code: 'G7', count: 1, digits: 3 },
  { code: 'G8', count: 1, digits: 2 },
];

/**
 * The prize table of each region, special prize first. This order is the draw's order (each number's
 * digits left to right, numbers in order, prizes in order) and so part of what the verifier recomputes:
 * never reorder it. Southern sheets print G8 at the top; that is a display choice only.
 */
export const VN_PRIZE_TABLES: Readonly<Record<TVnRegion, readonly TVnPrize[]>> = {
  NORTH,
  CENTRAL: CENTRAL_SOUTH,
  SOUTH: CENTRAL_SOUTH,
};

/** Numbers on a region's sheet that have at least `digits` digits: a number's chances per draw. */
export function vnChances(region: TVnRegion, digits: number): number {
  return VN_PRIZE_TABLES[region]
    .filter((prize) => prize.digits >= digits)
    .reduce((sum, prize) => sum + prize.count, 0);
}

/** Floats one draw of the region reads: one per digit of the sheet (107 North, 82 Central and South). */
export function vnDrawFloats(region: TVnRegion): number {
  return VN_PRIZE_TABLES[region].reduce((sum, prize) => sum + prize.count * prize.digits, 0);
}
