import { coveredNumbers, ROULETTE_PAYOUTS, type TRouletteSelection } from './bets.ts';
import { ROULETTE_POCKETS } from './wheel.ts';

/**
 * A selection's exact return per unit staked: the numbers it covers × (payout + 1) over 37 pockets,
 * as an exact ratio { num, den }. Every bet of the layout pays 36 / covered − 1, so each is 36/37.
 */
export function exactRouletteRtp(selection: TRouletteSelection): { num: number; den: number } {
  return {
    num: coveredNumbers(selection).length * (ROULETTE_PAYOUTS[selection.kind] + 1),
    den: ROULETTE_POCKETS,
  };
}
