import {
  ELOTT_BALL_COUNT,
  isElottSelection,
  type TElottMarket,
  type TElottSelection,
  type TElottTwoWay,
} from './markets.ts';
import { ELOTT_SUM_BIG_FROM } from './summary.ts';

const DIGITS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

/** How many of the 10^5 equally likely draws give each sum 0…45: one ball's digits convolved five times. */
function sumCounts(): number[] {
  let counts = [1];
  for (let ball = 0; ball < ELOTT_BALL_COUNT; ball++) {
    const next = new Array<number>(counts.length + 9).fill(0);
    counts.forEach((count, sum) => DIGITS.forEach((digit) => (next[sum + digit]! += count)));
    counts = next;
  }
  return counts;
}

/** The chance a two-way selection holds for a value with these counts, "big" meaning at least bigFrom. */
function twoWayChance(counts: readonly number[], bigFrom: number, selection: TElottTwoWay): number {
  const holds = (value: number) =>
    selection === 'BIG'
      ? value >= bigFrom
      : selection === 'SMALL'
        ? value < bigFrom
        : (value % 2 === 1) === (selection === 'ODD');
  const total = counts.reduce((sum, count) => sum + count, 0);
  return counts.reduce((sum, count, value) => (holds(value) ? sum + count : sum), 0) / total;
}

/** The chance a selection comes out in one draw, counted over the balls' equally likely digits. */
export function elottProbability<M extends TElottMarket>(market: M, selection: TElottSelection<M>): number {
  if (!isElottSelection(market, selection))
    throw new RangeError(`no selection ${selection} in market ${market}`);
  if (market === 'DRAGON_TIGER') {
    // ball 1 against ball 5: 100 equally likely pairs, 45 above, 45 below, 10 equal
    const pairs = DIGITS.flatMap((first) => DIGITS.map((last) => Math.sign(first - last)));
    const wanted = selection === 'DRAGON' ? 1 : selection === 'TIGER' ? -1 : 0;
    return pairs.filter((sign) => sign === wanted).length / pairs.length;
  }
  const counts = market === 'SUM' ? sumCounts() : DIGITS.map(() => 1);
  return twoWayChance(counts, market === 'SUM' ? ELOTT_SUM_BIG_FROM : 5, selection as TElottTwoWay);
}

/** The exact return to player of a selection at the given odds (thousandths, stake included). */
export function exactElottRtp<M extends TElottMarket>(
  market: M,
  selection: TElottSelection<M>,
  oddsMilli: number,
): number {
  return (elottProbability(market, selection) * oddsMilli) / 1000;
}
