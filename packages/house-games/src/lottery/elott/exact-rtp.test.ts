import { describe, expect, it } from 'vitest';
import { exactElottRtp, elottProbability } from './exact-rtp.ts';
import { ELOTT_DEFAULT_ODDS, ELOTT_MARKETS, type TElottMarket, type TElottPick } from './markets.ts';
import { elottBetWins } from './settle.ts';

const PICKS: TElottPick[] = (Object.keys(ELOTT_MARKETS) as TElottMarket[]).flatMap((market) =>
  ELOTT_MARKETS[market].map((selection) => ({ market, selection }) as TElottPick),
);
const oddsOf = (pick: TElottPick) =>
  (ELOTT_DEFAULT_ODDS[pick.market] as Record<string, number>)[pick.selection]!;

describe('exactElottRtp', () => {
  it('agrees with settling every one of the 100,000 possible draws', () => {
    const wins = new Array<number>(PICKS.length).fill(0);
    const balls = [0, 0, 0, 0, 0];
    for (let draw = 0; draw < 100_000; draw++) {
      for (let b = 0, rest = draw; b < 5; b++, rest = Math.floor(rest / 10)) balls[b] = rest % 10;
      PICKS.forEach((pick, i) => {
        if (elottBetWins(pick, balls)) wins[i]!++;
      });
    }
    PICKS.forEach((pick, i) => {
      expect(elottProbability(pick.market, pick.selection), `${pick.market} ${pick.selection}`).toBe(
        wins[i]! / 100_000,
      );
    });
  });

  it('returns 97.5 % on every two-way selection, 96.75 % on dragon and tiger and 94 % on the tie', () => {
    const rtp = Object.fromEntries(
      PICKS.map((p) => [`${p.market} ${p.selection}`, exactElottRtp(p.market, p.selection, oddsOf(p))]),
    );
    for (const [name, value] of Object.entries(rtp)) {
      const expected = name.startsWith('DRAGON_TIGER') ? (name.endsWith('TIE') ? 0.94 : 0.9675) : 0.975;
      expect(value, name).toBeCloseTo(expected, 12);
    }
  });

  it('holds exact halves for the sum: big from 23 and odd each win 50,000 of the 100,000 draws', () => {
    expect(elottProbability('SUM', 'BIG')).toBe(0.5);
    expect(elottProbability('SUM', 'ODD')).toBe(0.5);
    expect(elottProbability('DRAGON_TIGER', 'TIE')).toBe(0.1);
  });

  it('refuses a selection its market does not take', () => {
    expect(() => exactElottRtp('SUM', 'TIE' as 'BIG', 9_400)).toThrow(RangeError);
  });
});
