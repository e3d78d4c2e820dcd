import { assertRouletteBet, coveredNumbers, ROULETTE_PAYOUTS, type TRouletteBet } from './bets.ts';
import { isPocket } from './layout.ts';

/** How one bet ended: returnedMinor is stake × (payout + 1) on a win, 0 on a loss; stake = returned + houseResult. */
export type TRouletteBetResult = {
  bet: TRouletteBet;
  won: boolean;
  returnedMinor: number;
  houseResultMinor: number;
};

/** A spin settled against its bets, with the sums a ledger books (roulette takes no commission). */
export type TRouletteSettlement = {
  pocket: number;
  bets: TRouletteBetResult[];
  stakedMinor: number;
  returnedMinor: number;
  /** stakedMinor − returnedMinor: what the house won (negative: lost). */
  houseResultMinor: number;
};

/**
 * Settles a spin against many bets, in order. Every bet is checked first, so one the engine cannot
 * take (RangeError) settles none. Pure: the bets are not changed and the same inputs give the same
 * settlement. Wins are whole multiples of the stake, so nothing is rounded.
 */
export function settleRouletteSpin(pocket: number, bets: readonly TRouletteBet[]): TRouletteSettlement {
  if (!isPocket(pocket)) throw new RangeError(`no pocket ${pocket} on a European wheel`);
  bets.forEach(assertRouletteBet);
  const results = bets.map((bet): TRouletteBetResult => {
    const won = coveredNumbers(bet).includes(pocket);
    const returnedMinor = won ? bet.stakeMinor * (ROULETTE_PAYOUTS[bet.kind] + 1) : 0;
    return { bet, won, returnedMinor, houseResultMinor: bet.stakeMinor - returnedMinor };
  });
  const stakedMinor = bets.reduce((s, b) => s + b.stakeMinor, 0);
  const returnedMinor = results.reduce((s, r) => s + r.returnedMinor, 0);
  return { pocket, bets: results, stakedMinor, returnedMinor, houseResultMinor: stakedMinor - returnedMinor };
}
