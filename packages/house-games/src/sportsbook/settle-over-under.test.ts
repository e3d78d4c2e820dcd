import { describe, expect, it } from 'vitest';
import { settleSelection } from './settle.ts';
import type { TOutcome } from './vocabulary.ts';

const SHORT: Record<string, TOutcome> = { W: 'WIN', HW: 'HALF_WIN', P: 'PUSH', HL: 'HALF_LOSE', L: 'LOSE' };

// OVER's outcome at each line against total goals 0…5, worked by hand: 2.25 is half on 2 (pushed at
// two goals) and half on 2.5 (lost), 2.75 half on 2.5 (won at three) and half on 3 (pushed).
// prettier-ignore
const OVER_TABLE: [number, ...string[]][] = [
  //     0    1    2     3     4    5
  [2.25, 'L', 'L', 'HL', 'W',  'W', 'W'],
  [2.5,  'L', 'L', 'L',  'W',  'W', 'W'],
  [2.75, 'L', 'L', 'L',  'HW', 'W', 'W'],
  [3,    'L', 'L', 'L',  'P',  'W', 'W'],
];
// prettier-ignore
const UNDER_TABLE: [number, ...string[]][] = [
  [2.25, 'W', 'W', 'HW', 'L',  'L', 'L'],
  [2.5,  'W', 'W', 'W',  'L',  'L', 'L'],
  [2.75, 'W', 'W', 'W',  'HL', 'L', 'L'],
  [3,    'W', 'W', 'W',  'P',  'L', 'L'],
];

// each total as a few scores: only the sum counts
const SCORES_OF_TOTAL = [
  [[0, 0]],
  [
    [1, 0],
    [0, 1],
  ],
  [
    [1, 1],
    [2, 0],
  ],
  [
    [2, 1],
    [0, 3],
  ],
  [[2, 2]],
  [[3, 2]],
];

describe('settleSelection on over/under', () => {
  for (const [selection, table] of [
    ['OVER', OVER_TABLE],
    ['UNDER', UNDER_TABLE],
  ] as const)
    for (const [line, ...row] of table)
      it(`settles ${selection} ${line} on the total as the worked table says`, () => {
        SCORES_OF_TOTAL.forEach((scores, total) => {
          for (const [home, away] of scores)
            expect(
              settleSelection({ kind: 'OU', line }, selection, {
                status: 'FINISHED',
                home: home!,
                away: away!,
              }),
            ).toBe(SHORT[row[total]!]);
        });
      });

  it('counts basketball points with overtime as one total', () => {
    const result = { status: 'FINISHED', home: 112, away: 109 } as const;
    expect(settleSelection({ kind: 'OU', line: 220.5 }, 'OVER', result)).toBe('WIN');
    expect(settleSelection({ kind: 'OU', line: 221 }, 'UNDER', result)).toBe('PUSH');
    expect(settleSelection({ kind: 'OU', line: 221.5 }, 'OVER', result)).toBe('LOSE');
  });

  it('refuses a total without a quarter-step line', () => {
    const result = { status: 'FINISHED', home: 1, away: 1 } as const;
    expect(() => settleSelection({ kind: 'OU', line: 2.1 }, 'OVER', result)).toThrow(RangeError);
    expect(() => settleSelection({ kind: 'OU' }, 'UNDER', result)).toThrow(RangeError);
  });
});
