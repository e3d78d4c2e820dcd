import { describe, expect, it } from 'vitest';
import { settleSelection } from './settle.ts';
import {
  CS_SELECTIONS,
  MARKET_KINDS,
  MARKET_SELECTIONS,
  type TEventResult,
  type TMarket,
} from './vocabulary.ts';

const finished = (home: number, away: number, extra: Partial<TEventResult> = {}): TEventResult => ({
  status: 'FINISHED',
  home,
  away,
  ...extra,
});
const settleAll = (market: TMarket, result: TEventResult) =>
  Object.fromEntries(MARKET_SELECTIONS[market.kind].map((s) => [s, settleSelection(market, s, result)]));

describe('settleSelection on 1X2 and moneyline', () => {
  it('settles 1X2 on the full-time result', () => {
    const market = { kind: '1X2' } as const;
    expect(settleAll(market, finished(2, 1))).toEqual({ HOME: 'WIN', DRAW: 'LOSE', AWAY: 'LOSE' });
    expect(settleAll(market, finished(1, 1))).toEqual({ HOME: 'LOSE', DRAW: 'WIN', AWAY: 'LOSE' });
    expect(settleAll(market, finished(0, 3))).toEqual({ HOME: 'LOSE', DRAW: 'LOSE', AWAY: 'WIN' });
  });

  it('settles a moneyline on the winner and pushes both sides on a level score', () => {
    const market = { kind: 'MONEYLINE' } as const;
    expect(settleAll(market, finished(2, 0))).toEqual({ HOME: 'WIN', AWAY: 'LOSE' });
    expect(settleAll(market, finished(98, 104))).toEqual({ HOME: 'LOSE', AWAY: 'WIN' });
    expect(settleAll(market, finished(1, 1))).toEqual({ HOME: 'PUSH', AWAY: 'PUSH' });
  });
});

describe('settleSelection on both teams to score', () => {
  it.each([
    [0, 0, 'LOSE', 'WIN'],
    [1, 0, 'LOSE', 'WIN'],
    [0, 2, 'LOSE', 'WIN'],
    [1, 1, 'WIN', 'LOSE'],
    [3, 2, 'WIN', 'LOSE'],
  ])('at %i-%i YES is %s and NO is %s', (home, away, yes, no) => {
    expect(settleAll({ kind: 'BTTS' }, finished(home, away))).toEqual({ YES: yes, NO: no });
  });
});

describe('settleSelection on correct score', () => {
  it('offers 0-0 to 4-4 and OTHER', () => {
    expect(CS_SELECTIONS).toHaveLength(26);
    expect(CS_SELECTIONS.slice(0, 6)).toEqual(['0-0', '0-1', '0-2', '0-3', '0-4', '1-0']);
    expect(CS_SELECTIONS.at(-2)).toBe('4-4');
    expect(CS_SELECTIONS.at(-1)).toBe('OTHER');
  });

  it.each([
    [2, 1, '2-1'],
    [0, 0, '0-0'],
    [4, 4, '4-4'],
    [0, 4, '0-4'],
    [5, 0, 'OTHER'],
    [2, 6, 'OTHER'],
  ])('at %i-%i only %s wins', (home, away, winner) => {
    const outcomes = settleAll({ kind: 'CS' }, finished(home, away));
    expect(Object.entries(outcomes).filter(([, o]) => o === 'WIN')).toEqual([[winner, 'WIN']]);
    expect(Object.values(outcomes).filter((o) => o === 'LOSE')).toHaveLength(25);
  });

  it('does not read 1-2 as 2-1', () => {
    expect(settleSelection({ kind: 'CS' }, '2-1', finished(1, 2))).toBe('LOSE');
  });
});

describe('settleSelection on e-sports maps', () => {
  const bo3 = finished(2, 1, { maps: ['HOME', 'AWAY', 'HOME'] });
  const twoZero = finished(0, 2, { maps: ['AWAY', 'AWAY'] });

  it('settles a map on its winner and voids a map that was not played', () => {
    expect(settleAll({ kind: 'MAP_WINNER', line: 1 }, bo3)).toEqual({ HOME: 'WIN', AWAY: 'LOSE' });
    expect(settleAll({ kind: 'MAP_WINNER', line: 2 }, bo3)).toEqual({ HOME: 'LOSE', AWAY: 'WIN' });
    expect(settleAll({ kind: 'MAP_WINNER', line: 3 }, bo3)).toEqual({ HOME: 'WIN', AWAY: 'LOSE' });
    expect(settleAll({ kind: 'MAP_WINNER', line: 3 }, twoZero)).toEqual({ HOME: 'VOID', AWAY: 'VOID' });
  });

  it('counts the maps played against the total', () => {
    expect(settleAll({ kind: 'TOTAL_MAPS', line: 2.5 }, bo3)).toEqual({ OVER: 'WIN', UNDER: 'LOSE' });
    expect(settleAll({ kind: 'TOTAL_MAPS', line: 2.5 }, twoZero)).toEqual({ OVER: 'LOSE', UNDER: 'WIN' });
    expect(settleAll({ kind: 'TOTAL_MAPS', line: 3.5 }, bo3)).toEqual({ OVER: 'LOSE', UNDER: 'WIN' });
  });

  it('refuses a map number that is not a whole number from 1, or a result without maps', () => {
    expect(() => settleSelection({ kind: 'MAP_WINNER', line: 0 }, 'HOME', bo3)).toThrow(/map's number/);
    expect(() => settleSelection({ kind: 'MAP_WINNER', line: 1.5 }, 'HOME', bo3)).toThrow(RangeError);
    expect(() => settleSelection({ kind: 'MAP_WINNER' }, 'HOME', bo3)).toThrow(/map's number/);
    expect(() => settleSelection({ kind: 'MAP_WINNER', line: 1 }, 'HOME', finished(2, 1))).toThrow(/maps/);
  });

  it('refuses maps that disagree with the score', () => {
    const market = { kind: 'TOTAL_MAPS', line: 2.5 } as const;
    const homeWrong = finished(0, 1, { maps: ['HOME', 'AWAY'] });
    const awayWrong = finished(2, 1, { maps: ['HOME', 'HOME'] });
    expect(() => settleSelection(market, 'OVER', homeWrong)).toThrow(/HOME,AWAY\) disagree with 0-1/);
    expect(() => settleSelection(market, 'OVER', awayWrong)).toThrow(/disagree with 2-1/);
  });
});

describe('settleSelection on a cockfight', () => {
  it('pays the winner', () => {
    const result = finished(0, 0, { fight: 'MERON' });
    expect(settleAll({ kind: 'FIGHT' }, result)).toEqual({ MERON: 'WIN', WALA: 'LOSE', DRAW: 'LOSE' });
    const wala = finished(0, 0, { fight: 'WALA' });
    expect(settleAll({ kind: 'FIGHT' }, wala)).toEqual({ MERON: 'LOSE', WALA: 'WIN', DRAW: 'LOSE' });
  });

  it('on a draw refunds MERON and WALA and pays DRAW', () => {
    const result = finished(0, 0, { fight: 'DRAW' });
    expect(settleAll({ kind: 'FIGHT' }, result)).toEqual({ MERON: 'PUSH', WALA: 'PUSH', DRAW: 'WIN' });
  });

  it('refuses a finished fight without its result', () => {
    expect(() => settleSelection({ kind: 'FIGHT' }, 'MERON', finished(0, 0))).toThrow(/fight/);
  });
});

describe('settleSelection on a cancelled event', () => {
  const cancelled: TEventResult = { status: 'CANCELLED', home: 0, away: 0 };
  const markets: TMarket[] = MARKET_KINDS.map((kind) => ({
    kind,
    line: { AH: -0.25, OU: 2.5, TOTAL_MAPS: 2.5, MAP_WINNER: 1 }[kind as string],
  }));

  it('voids every selection of every market, even without maps or a fight result', () => {
    for (const market of markets)
      for (const outcome of Object.values(settleAll(market, cancelled))) expect(outcome).toBe('VOID');
  });
});

describe('settleSelection on bad input', () => {
  it('refuses a selection the market does not offer', () => {
    expect(() => settleSelection({ kind: '1X2' }, 'OVER', finished(1, 0))).toThrow(
      /1X2 has no selection OVER/,
    );
    expect(() => settleSelection({ kind: 'CS' }, '5-0', finished(5, 0))).toThrow(RangeError);
    expect(() => settleSelection({ kind: 'FIGHT' }, 'HOME', finished(0, 0))).toThrow(RangeError);
  });

  it('refuses scores that are negative or not whole', () => {
    expect(() => settleSelection({ kind: '1X2' }, 'HOME', finished(-1, 0))).toThrow(/whole number from 0/);
    expect(() => settleSelection({ kind: '1X2' }, 'HOME', finished(1, 0.5))).toThrow(RangeError);
  });
});
