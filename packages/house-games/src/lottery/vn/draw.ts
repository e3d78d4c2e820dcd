import type { TFloatSource } from '../../provably-fair.ts';
import { digitOf } from '../digits.ts';
import { blocksFor } from '../seeds.ts';
import { VN_PRIZE_TABLES, vnDrawFloats, type TVnPrizeCode, type TVnRegion } from './prize-table.ts';

/** A sheet: each prize of the region's table, in its order, with its numbers as zero-padded digit strings. */
export type TVnResult = {
  region: TVnRegion;
  prizes: { code: TVnPrizeCode; numbers: string[] }[];
};

/**
 * Draws a whole sheet from the stream: every digit uniform and independent (floor(f × 10)), read in
 * the prize table's order. Same stream, same sheet; it reads exactly vnDrawFloats(region) floats.
 */
export function drawVnResult(source: TFloatSource, region: TVnRegion): TVnResult {
  const prizes = VN_PRIZE_TABLES[region].map(({ code, count, digits }) => {
    const numbers: string[] = [];
    for (let n = 0; n < count; n++) {
      let number = '';
      for (let d = 0; d < digits; d++) number += String(digitOf(source.next()));
      numbers.push(number);
    }
    return { code, numbers };
  });
  return { region, prizes };
}

/** HMAC blocks one draw of the region needs (14 North, 11 Central and South): precompute these. */
export const VN_DRAW_BLOCKS: Readonly<Record<TVnRegion, number>> = {
  NORTH: blocksFor(vnDrawFloats('NORTH')),
  CENTRAL: blocksFor(vnDrawFloats('CENTRAL')),
  SOUTH: blocksFor(vnDrawFloats('SOUTH')),
};

/** Problems of a sheet that an operator typed in (official results) or that came from elsewhere. */
export type TVnResultProblem =
  /** The region is not NORTH, CENTRAL or SOUTH. */
  | 'LOTTERY_UNKNOWN_REGION'
  /** The prizes, their order or their counts differ from the region's prize table. */
  | 'LOTTERY_RESULT_SHAPE'
  /** A number is not a string of exactly the prize's digits, 0–9. */
  | 'LOTTERY_RESULT_NUMBER';

/**
 * Whether a sheet can be settled: the region's prizes in order, each with its count of numbers of
 * its digits. Settlement trusts its result, so a sheet from outside the engine passes here first.
 */
export function validateVnResult(result: TVnResult): TVnResultProblem | null {
  if (!Object.hasOwn(VN_PRIZE_TABLES, result.region)) return 'LOTTERY_UNKNOWN_REGION';
  const table = VN_PRIZE_TABLES[result.region];
  if (result.prizes.length !== table.length) return 'LOTTERY_RESULT_SHAPE';
  for (const [i, prize] of table.entries()) {
    const given = result.prizes[i]!;
    if (given.code !== prize.code || given.numbers.length !== prize.count) return 'LOTTERY_RESULT_SHAPE';
    const pattern = new RegExp(`^[0-9]{${prize.digits}}$`);
    if (!given.numbers.every((number) => pattern.test(number))) return 'LOTTERY_RESULT_NUMBER';
  }
  return null;
}
