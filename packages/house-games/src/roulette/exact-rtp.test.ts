import { describe, expect, it } from 'vitest';
import { ROULETTE_BET_KINDS } from './bets.ts';
import { exactRouletteRtp } from './exact-rtp.ts';
import { ROULETTE_RTP } from './rtp.ts';
import { allRouletteSelections } from './selections.ts';
import { settleRouletteSpin } from './settle.ts';

const STAKE = 1_000;

describe('exactRouletteRtp', () => {
  it('lists 157 selections: 37, 60, 14, 23, 11, 3, 3 and one of each even-money bet', () => {
    const all = allRouletteSelections();
    const count = (kind: string) => all.filter((s) => s.kind === kind).length;
    expect(ROULETTE_BET_KINDS.map(count)).toEqual([37, 60, 14, 23, 11, 3, 3, 1, 1, 1, 1, 1, 1]);
    expect(all).toHaveLength(157);
  });

  it('returns exactly 36/37 on every selection, settled against each of the 37 pockets', () => {
    for (const selection of allRouletteSelections()) {
      const bet = { ...selection, stakeMinor: STAKE };
      let returned = 0;
      for (let pocket = 0; pocket < 37; pocket++) returned += settleRouletteSpin(pocket, [bet]).returnedMinor;
      expect(returned, JSON.stringify(selection)).toBe(36 * STAKE);
      expect(exactRouletteRtp(selection)).toEqual({ num: 36, den: 37 });
    }
  });

  it('matches the declared RTP', () => {
    expect(ROULETTE_RTP).toBe(36 / 37);
    expect(ROULETTE_RTP).toBeCloseTo(0.972973, 6);
  });
});
