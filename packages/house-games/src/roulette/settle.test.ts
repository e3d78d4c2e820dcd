import { describe, expect, it } from 'vitest';
import type { TRouletteBet } from './bets.ts';
import { settleRouletteSpin } from './settle.ts';

/** [bet, pocket, returned]: each payout on a worked spin, stake 100. */
const CASES: [TRouletteBet, number, number][] = [
  [{ kind: 'STRAIGHT', numbers: [17], stakeMinor: 100 }, 17, 3_600],
  [{ kind: 'STRAIGHT', numbers: [17], stakeMinor: 100 }, 18, 0],
  [{ kind: 'STRAIGHT', numbers: [0], stakeMinor: 100 }, 0, 3_600],
  [{ kind: 'SPLIT', numbers: [17, 20], stakeMinor: 100 }, 20, 1_800],
  [{ kind: 'SPLIT', numbers: [0, 3], stakeMinor: 100 }, 0, 1_800],
  [{ kind: 'STREET', numbers: [16, 17, 18], stakeMinor: 100 }, 16, 1_200],
  [{ kind: 'STREET', numbers: [0, 1, 2], stakeMinor: 100 }, 3, 0],
  [{ kind: 'CORNER', numbers: [17, 18, 20, 21], stakeMinor: 100 }, 21, 900],
  [{ kind: 'CORNER', numbers: [0, 1, 2, 3], stakeMinor: 100 }, 0, 900],
  [{ kind: 'SIX_LINE', numbers: [13, 14, 15, 16, 17, 18], stakeMinor: 100 }, 13, 600],
  [{ kind: 'DOZEN', index: 3, stakeMinor: 100 }, 25, 300],
  [{ kind: 'DOZEN', index: 1, stakeMinor: 100 }, 0, 0],
  [{ kind: 'COLUMN', index: 2, stakeMinor: 100 }, 35, 300],
  [{ kind: 'COLUMN', index: 2, stakeMinor: 100 }, 36, 0],
  [{ kind: 'RED', stakeMinor: 100 }, 19, 200],
  [{ kind: 'RED', stakeMinor: 100 }, 20, 0],
  [{ kind: 'BLACK', stakeMinor: 100 }, 10, 200],
  [{ kind: 'ODD', stakeMinor: 100 }, 33, 200],
  [{ kind: 'EVEN', stakeMinor: 100 }, 0, 0], // 0 is neither odd nor even here: it loses
  [{ kind: 'LOW', stakeMinor: 100 }, 18, 200],
  [{ kind: 'HIGH', stakeMinor: 100 }, 18, 0],
  [{ kind: 'HIGH', stakeMinor: 100 }, 0, 0],
];

describe('settleRouletteSpin', () => {
  it.each(CASES)('%o on %i returns %i', (bet, pocket, returned) => {
    const settled = settleRouletteSpin(pocket, [bet]);
    expect(settled.bets[0]).toEqual({
      bet,
      won: returned > 0,
      returnedMinor: returned,
      houseResultMinor: 100 - returned,
    });
  });

  it('settles many bets on one spin with the sums the ledger books', () => {
    const bets: TRouletteBet[] = [
      { kind: 'STRAIGHT', numbers: [7], stakeMinor: 50 },
      { kind: 'RED', stakeMinor: 1_000 },
      { kind: 'CORNER', numbers: [7, 8, 10, 11], stakeMinor: 200 },
      { kind: 'DOZEN', index: 2, stakeMinor: 300 },
    ];
    const settled = settleRouletteSpin(7, bets);
    expect(settled.bets.map((b) => b.returnedMinor)).toEqual([1_800, 2_000, 1_800, 0]);
    expect(settled).toMatchObject({
      pocket: 7,
      stakedMinor: 1_550,
      returnedMinor: 5_600,
      houseResultMinor: -4_050,
    });
  });

  it('refuses any bet it cannot take, and a pocket off the wheel, before settling', () => {
    const good: TRouletteBet = { kind: 'RED', stakeMinor: 100 };
    expect(() => settleRouletteSpin(3, [good, { kind: 'SPLIT', numbers: [3, 4], stakeMinor: 100 }])).toThrow(
      new RangeError('3, 4 is no SPLIT on the layout'),
    );
    expect(() => settleRouletteSpin(3, [{ kind: 'RED', stakeMinor: 0 }])).toThrow(RangeError);
    expect(() => settleRouletteSpin(37, [good])).toThrow(new RangeError('no pocket 37 on a European wheel'));
    expect(settleRouletteSpin(3, [])).toEqual({
      pocket: 3,
      bets: [],
      stakedMinor: 0,
      returnedMinor: 0,
      houseResultMinor: 0,
    });
  });
});
