import { CRASH_MAX_POINT } from './crash-point.ts';

/** The smallest cash-out target, in hundredths (1.01 ×): a 1.00 × target could only break even. */
export const CRASH_MIN_TARGET = 101;

/** The largest cash-out target, in hundredths (1,000,000.00 ×), the crash point's cap. */
export const CRASH_MAX_TARGET = CRASH_MAX_POINT;

/** The largest stake in minor units (10^8): stake × the largest target stays below 2^53. */
export const CRASH_MAX_STAKE = 100_000_000;

/**
 * A crash bet: a stake in minor units and an automatic cash-out target in hundredths. A manual
 * cash-out, when the player pressed it, is the multiplier shown at that moment (hundredths), which
 * the server reads from the game's clock, so it is below the crash point; the lower of the two wins.
 */
export type TCrashBet = {
  stakeMinor: number;
  autoCashOutHundredths: number;
  manualCashOutHundredths?: number;
};

/**
 * How a bet ended: the multiplier it cashed out at (0 when it rode into the crash), the win (stake ×
 * multiplier floored, the stake included) and the house result, stake − win.
 */
export type TCrashSettlement = { cashedOutAt: number; winMinor: number; houseMinor: number };

function assertTarget(name: string, hundredths: number): void {
  if (!Number.isSafeInteger(hundredths) || hundredths < CRASH_MIN_TARGET || hundredths > CRASH_MAX_TARGET)
    throw new RangeError(
      `${name} is a whole number of ${CRASH_MIN_TARGET}…${CRASH_MAX_TARGET} hundredths, got ${hundredths}`,
    );
}

/** Throws a RangeError for a bet the engine cannot take: a stake or a target out of range or not whole. */
export function assertCrashBet(bet: TCrashBet): void {
  if (!Number.isSafeInteger(bet.stakeMinor) || bet.stakeMinor < 1 || bet.stakeMinor > CRASH_MAX_STAKE)
    throw new RangeError(
      `a crash stake is a whole number of 1…${CRASH_MAX_STAKE} minor units, got ${bet.stakeMinor}`,
    );
  assertTarget('an auto cash-out', bet.autoCashOutHundredths);
  if (bet.manualCashOutHundredths !== undefined)
    assertTarget('a manual cash-out', bet.manualCashOutHundredths);
}

/**
 * Settles a bet against the game's crash point (hundredths). The bet cashes out at the lower of its
 * targets and wins when that is at most the crash point (a point equal to the target pays, as
 * bustabit does); otherwise the stake is lost. A manual cash-out above the crash point cannot have
 * happened and throws. Pure and deterministic.
 */
export function settleCrashBet(bet: TCrashBet, crashPointHundredths: number): TCrashSettlement {
  assertCrashBet(bet);
  if (
    !Number.isSafeInteger(crashPointHundredths) ||
    crashPointHundredths < 100 ||
    crashPointHundredths > CRASH_MAX_POINT
  )
    throw new RangeError(`a crash point is a whole number of 100…${CRASH_MAX_POINT} hundredths`);
  const manual = bet.manualCashOutHundredths;
  if (manual !== undefined && manual > crashPointHundredths)
    throw new RangeError(`a manual cash-out at ${manual} is past the crash at ${crashPointHundredths}`);
  const target = Math.min(bet.autoCashOutHundredths, manual ?? Infinity);
  if (target > crashPointHundredths) return { cashedOutAt: 0, winMinor: 0, houseMinor: bet.stakeMinor };
  const winMinor = Math.floor((bet.stakeMinor * target) / 100);
  return { cashedOutAt: target, winMinor, houseMinor: bet.stakeMinor - winMinor };
}

/** A settled game: each bet's settlement in order and the totals (stakes = wins + house result). */
export type TCrashRoundResult = {
  bets: TCrashSettlement[];
  stakeMinor: number;
  winMinor: number;
  houseMinor: number;
};

/** Settles every bet of one game against its crash point. */
export function settleCrashRound(
  bets: readonly TCrashBet[],
  crashPointHundredths: number,
): TCrashRoundResult {
  const settled = bets.map((bet) => settleCrashBet(bet, crashPointHundredths));
  const stakeMinor = bets.reduce((sum, bet) => sum + bet.stakeMinor, 0);
  const winMinor = settled.reduce((sum, s) => sum + s.winMinor, 0);
  return { bets: settled, stakeMinor, winMinor, houseMinor: stakeMinor - winMinor };
}
