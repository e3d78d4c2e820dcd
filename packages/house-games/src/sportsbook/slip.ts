import { potentialPayoutOf } from './payout.ts';
import { isSelectionOf, isValidOddsMilli, type TMarket } from './vocabulary.ts';

/** A parlay holds 2 to 10 legs. */
export const PARLAY_MIN_LEGS = 2;
export const PARLAY_MAX_LEGS = 10;

/** One selection on the slip, as the book offers it now. */
export type TSlipLeg = {
  eventId: string;
  market: TMarket;
  selection: string;
  oddsMilli: number;
  /** false for markets the book keeps out of parlays (e.g. correct score, or in-play markets) */
  parlayable: boolean;
};

/** One bet: a SINGLE of one leg or a PARLAY of several, with its stake in minor units. */
export type TBetSlip = { kind: 'SINGLE' | 'PARLAY'; stakeMinor: bigint; legs: readonly TSlipLeg[] };

/** The brand's limits per bet, in minor units. */
export type TSlipLimits = { minStakeMinor: bigint; maxStakeMinor: bigint; maxPayoutMinor: bigint };

export const SLIP_PROBLEM_CODES = [
  /** a SINGLE without exactly one leg */
  'SINGLE_NEEDS_ONE_LEG',
  /** a PARLAY of fewer than PARLAY_MIN_LEGS legs */
  'PARLAY_TOO_FEW_LEGS',
  /** a PARLAY of more than PARLAY_MAX_LEGS legs */
  'PARLAY_TOO_MANY_LEGS',
  /** two legs of one parlay on one event: their outcomes are related, so their odds do not multiply */
  'PARLAY_SAME_EVENT',
  /** a parlay leg on a market the book keeps out of parlays */
  'PARLAY_MARKET_NOT_ALLOWED',
  /** a leg's selection is not one its market offers */
  'SELECTION_UNKNOWN',
  /** a leg's odds are not whole thousandths from 1.001 to 1000.000 */
  'ODDS_OUT_OF_RANGE',
  /** the stake is below the brand's minimum per bet */
  'STAKE_BELOW_MIN',
  /** the stake is above the brand's maximum per bet */
  'STAKE_ABOVE_MAX',
  /** stake × odds would pay more than the brand's maximum payout per bet */
  'PAYOUT_ABOVE_MAX',
] as const;
export type TSlipProblemCode = (typeof SLIP_PROBLEM_CODES)[number];

/**
 * Why a slip cannot be taken: a code the server maps to its error envelope, the legs concerned (by
 * index) and, for a limit, the limit it broke.
 */
export type TSlipProblem = { code: TSlipProblemCode; legs?: number[]; limitMinor?: bigint };

function assertLimits(limits: TSlipLimits): void {
  const { minStakeMinor, maxStakeMinor, maxPayoutMinor } = limits;
  if (!(minStakeMinor >= 1n && maxStakeMinor >= minStakeMinor && maxPayoutMinor >= maxStakeMinor))
    throw new RangeError(
      `limits need 1 ≤ min stake ≤ max stake ≤ max payout, got ${minStakeMinor}…${maxStakeMinor}, ${maxPayoutMinor}`,
    );
}

function legCountProblem(slip: TBetSlip): TSlipProblem | null {
  const count = slip.legs.length;
  if (slip.kind === 'SINGLE') return count === 1 ? null : { code: 'SINGLE_NEEDS_ONE_LEG' };
  if (count < PARLAY_MIN_LEGS) return { code: 'PARLAY_TOO_FEW_LEGS' };
  return count > PARLAY_MAX_LEGS ? { code: 'PARLAY_TOO_MANY_LEGS' } : null;
}

function parlayProblems(legs: readonly TSlipLeg[]): TSlipProblem[] {
  const problems: TSlipProblem[] = [];
  const byEvent = new Map<string, number[]>();
  legs.forEach((leg, index) => byEvent.set(leg.eventId, [...(byEvent.get(leg.eventId) ?? []), index]));
  for (const indexes of byEvent.values())
    if (indexes.length > 1) problems.push({ code: 'PARLAY_SAME_EVENT', legs: indexes });
  const closed = legs.flatMap((leg, index) => (leg.parlayable ? [] : [index]));
  if (closed.length > 0) problems.push({ code: 'PARLAY_MARKET_NOT_ALLOWED', legs: closed });
  return problems;
}

function legIndexes(legs: readonly TSlipLeg[], broken: (leg: TSlipLeg) => boolean): number[] {
  return legs.flatMap((leg, index) => (broken(leg) ? [index] : []));
}

/**
 * Every reason the book cannot take the bet, none when it can. The maximum payout is a refusal, not a
 * cap: a bet whose stake × odds would pay more is refused with PAYOUT_ABOVE_MAX (the limit attached),
 * so a member never holds a ticket that shows one payout and pays another; the slip can offer the
 * largest stake that fits instead. Throws a RangeError for limits that cannot hold (the brand's
 * configuration, not the member's input).
 */
export function validateSlip(slip: TBetSlip, limits: TSlipLimits): TSlipProblem[] {
  assertLimits(limits);
  const problems: TSlipProblem[] = [];
  const count = legCountProblem(slip);
  if (count) problems.push(count);
  if (slip.kind === 'PARLAY') problems.push(...parlayProblems(slip.legs));
  const unknown = legIndexes(slip.legs, (leg) => !isSelectionOf(leg.market, leg.selection));
  if (unknown.length > 0) problems.push({ code: 'SELECTION_UNKNOWN', legs: unknown });
  const badOdds = legIndexes(slip.legs, (leg) => !isValidOddsMilli(leg.oddsMilli));
  if (badOdds.length > 0) problems.push({ code: 'ODDS_OUT_OF_RANGE', legs: badOdds });
  const stake = slip.stakeMinor;
  if (stake < limits.minStakeMinor)
    problems.push({ code: 'STAKE_BELOW_MIN', limitMinor: limits.minStakeMinor });
  if (stake > limits.maxStakeMinor)
    problems.push({ code: 'STAKE_ABOVE_MAX', limitMinor: limits.maxStakeMinor });
  // the payout is only known for a stake and legs that are themselves sound
  if (stake >= 1n && slip.legs.length > 0 && badOdds.length === 0) {
    const payout = potentialPayoutOf(
      stake,
      slip.legs.map((leg) => leg.oddsMilli),
    );
    if (payout > limits.maxPayoutMinor)
      problems.push({ code: 'PAYOUT_ABOVE_MAX', limitMinor: limits.maxPayoutMinor });
  }
  return problems;
}
