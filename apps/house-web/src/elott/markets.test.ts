import { describe, expect, it } from 'vitest';
import { linesOfPicks, marketGroups, pickKey } from './markets.ts';

const odds = { 'BALL_1:BIG': 1.95, 'BALL_1:SMALL': 1.95, 'SUM:ODD': 1.95, 'DRAGON_TIGER:TIE': 9.4 };
const game = { code: 'EL-1M', name: 'Speed Lotto 1 min', odds };

describe('marketGroups', () => {
  it('offers each market with the selections the game prices, in the engine’s order', () => {
    expect(marketGroups(odds)).toEqual([
      {
        market: 'BALL_1',
        selections: [
          { selection: 'BIG', key: 'BALL_1:BIG', odds: 1.95 },
          { selection: 'SMALL', key: 'BALL_1:SMALL', odds: 1.95 },
        ],
      },
      { market: 'SUM', selections: [{ selection: 'ODD', key: 'SUM:ODD', odds: 1.95 }] },
      { market: 'DRAGON_TIGER', selections: [{ selection: 'TIE', key: 'DRAGON_TIGER:TIE', odds: 9.4 }] },
    ]);
  });
});

describe('linesOfPicks', () => {
  it('makes one line per pick at the stake, its odds in thousandths, the market as the bet type', () => {
    const lines = linesOfPicks(
      [pickKey('BALL_1', 'BIG'), 'DRAGON_TIGER:TIE'],
      game,
      { id: 9, drawKey: '20261203-0495' },
      5_00,
    );
    expect(lines.map((l) => [l.betType, l.numbers, l.stakeMinor, l.oddsMilli, l.region])).toEqual([
      ['BALL_1', ['BIG'], 5_00, 1_950, null],
      ['DRAGON_TIGER', ['TIE'], 5_00, 9_400, null],
    ]);
  });

  it('makes no line for a pick the game does not price', () => {
    expect(linesOfPicks(['BALL_2:ODD'], game, { id: 9, drawKey: 'k' }, 1)).toEqual([]);
  });
});
