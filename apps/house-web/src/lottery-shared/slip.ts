import { vnLineMaxWin, type TVnBetType, type TVnRegion } from '@openlobby/house-games';
import { minorOf } from '../shared/format.ts';

/**
 * The bet slip's arithmetic (pure): lines in whole minor units and odds in thousandths, as the
 * engines and the server price them, so the slip's max win is exactly what the ticket can pay.
 */
export type TSlipLine = {
  /** One line per draw, bet type and numbers: adding the same line again changes its stake. */
  key: string;
  gameCode: string;
  gameName: string;
  drawId: number;
  drawKey: string;
  /** The Vietnam lottery's region (its sheet decides how often lô can pay); null for the e-lottery. */
  region: TVnRegion | null;
  /** A Vietnam bet type, or an e-lottery market. */
  betType: string;
  /** The Vietnam numbers, or the e-lottery's one selection. */
  numbers: readonly string[];
  stakeMinor: number;
  oddsMilli: number;
};

export const lineKey = (drawId: number, betType: string, numbers: readonly string[]) =>
  `${drawId}|${betType}|${numbers.join(',')}`;

/** Odds as the games call gives them (3.5) in the engines' thousandths (3_500): the server divided them by 1000. */
export const oddsMilliOf = (odds: number) => Math.round(odds * 1000);

/**
 * The most a line can win: for the Vietnam lottery the engine's own figure (a lô pays once per
 * matching prize, so up to 27 times its odds in the North); for the e-lottery stake × odds. Floored
 * to a minor unit, as settlement floors.
 */
export function lineMaxWinMinor(
  line: Pick<TSlipLine, 'region' | 'betType' | 'numbers' | 'stakeMinor' | 'oddsMilli'>,
) {
  if (line.region !== null) {
    return vnLineMaxWin(
      {
        betType: line.betType as TVnBetType,
        numbers: line.numbers,
        stakeMinor: line.stakeMinor,
        oddsMilli: line.oddsMilli,
      },
      line.region,
    );
  }
  return Number((BigInt(line.stakeMinor) * BigInt(line.oddsMilli)) / 1000n);
}

export type TSlipTotals = { lines: number; stakeMinor: number; maxWinMinor: number };

/**
 * What the slip costs and the most it can pay: the sum of every line's most. Lines on one draw can
 * exclude each other (two đề numbers, BIG and SMALL), so the max win is an upper bound, never a promise.
 */
export function slipTotals(lines: readonly TSlipLine[]): TSlipTotals {
  let stakeMinor = 0;
  let maxWinMinor = 0;
  for (const line of lines) {
    stakeMinor += line.stakeMinor;
    maxWinMinor += lineMaxWinMinor(line);
  }
  return { lines: lines.length, stakeMinor, maxWinMinor };
}

/** The slip with the lines added; a line already there keeps its place and takes the new stake and odds. */
export function addToSlip(slip: readonly TSlipLine[], added: readonly TSlipLine[]): TSlipLine[] {
  const next = [...slip];
  for (const line of added) {
    const at = next.findIndex((l) => l.key === line.key);
    if (at === -1) next.push(line);
    else next[at] = line;
  }
  return next;
}

/** Why a stake is refused: nothing typed, not a number, too many decimals, below the minimum, above the maximum. */
export type TStakeProblem = 'empty' | 'format' | 'decimals' | 'min' | 'max';

export type TStakeCheck = { ok: true; minor: number } | { ok: false; problem: TStakeProblem };

/**
 * A stake as typed, in major units, checked against the game's limits. A comma is read as the
 * decimal point (many of the site's languages write 2,5); digit grouping is not accepted.
 */
export function checkStake(text: string, decimals: number, minStake: number, maxStake: number): TStakeCheck {
  const typed = text.trim().replace(',', '.');
  if (typed === '') return { ok: false, problem: 'empty' };
  const match = /^(\d{1,12})(?:\.(\d*))?$/.exec(typed);
  if (!match) return { ok: false, problem: 'format' };
  const [, whole, fraction = ''] = match;
  const significant = fraction.replace(/0+$/, '');
  if (significant.length > decimals) return { ok: false, problem: 'decimals' };
  const minor = Number(whole! + significant.padEnd(decimals, '0'));
  const min = minorOf(minStake, decimals) ?? 1;
  const max = minorOf(maxStake, decimals) ?? Number.MAX_SAFE_INTEGER;
  if (minor < Math.max(1, min)) return { ok: false, problem: 'min' };
  if (minor > max) return { ok: false, problem: 'max' };
  return { ok: true, minor };
}
