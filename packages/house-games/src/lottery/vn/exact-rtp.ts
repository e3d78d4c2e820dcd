import { VN_SELECTION_RULES, type TVnBetType } from './bet-types.ts';
import { vnChances, type TVnRegion } from './prize-table.ts';

/** C(n, k) as an exact whole number. */
function choose(n: number, k: number): bigint {
  let c = 1n;
  for (let i = 0; i < k; i++) c = (c * BigInt(n - i)) / BigInt(i + 1);
  return c;
}

/**
 * The chance that k given distinct 2-digit numbers all appear among n independent uniform 2-digit
 * endings, by inclusion–exclusion over the numbers that are missing: Σ_j (−1)^j C(k, j) (1 − j/100)^n.
 * A sheet's endings are such a sample: every digit of every number is drawn on its own. The sum is
 * taken over whole numbers, Σ_j (−1)^j C(k, j) (100 − j)^n / 100^n, since in doubles its terms cancel
 * to a few 1e-16 and can leave a chance below zero.
 */
export function xienProbability(k: number, n: number): number {
  let favourable = 0n;
  for (let j = 0; j <= k; j++)
    favourable += (j % 2 === 0 ? 1n : -1n) * choose(k, j) * BigInt(100 - j) ** BigInt(n);
  return Number(favourable) / Number(100n ** BigInt(n));
}

/**
 * The mean number of times a line of the type is paid per draw. Lô: each of its chances (the sheet's
 * numbers with enough digits) ends in the number with probability 10^-digits, so the mean is the
 * chances over 10^digits. Đề, 3 càng, đầu, đuôi: one chance, on the special prize. Xiên: at most once.
 */
export function vnExpectedHits(region: TVnRegion, betType: TVnBetType): number {
  if (!Object.hasOwn(VN_SELECTION_RULES, betType)) throw new RangeError(`no bet type ${betType}`);
  const { digits, count } = VN_SELECTION_RULES[betType];
  switch (betType) {
    case 'LO2':
    case 'LO3':
      return vnChances(region, digits) / 10 ** digits;
    case 'DE':
    case 'BA_CANG':
    case 'DAU':
    case 'DUOI':
      return 1 / 10 ** digits;
    case 'XIEN2':
    case 'XIEN3':
    case 'XIEN4':
      return xienProbability(count, vnChances(region, 2));
  }
}

/**
 * The exact return to player of a bet type at the given odds: mean win over stake, from the
 * probabilities (no simulation). It leaves out the flooring of wins, which at a stake whose
 * stake × odds is a multiple of 1000 takes nothing and never more than a minor unit per hit.
 */
export function exactVnRtp(region: TVnRegion, betType: TVnBetType, oddsMilli: number): number {
  return (vnExpectedHits(region, betType) * oddsMilli) / 1000;
}
