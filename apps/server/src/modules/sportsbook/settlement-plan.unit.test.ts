import { describe, expect, it } from 'vitest';
import { planSettlement, resultKeyOf, type TLatestResult, type TStoredBet } from './settlement-plan.ts';

const finished = (home: number, away: number, resultVersion = 1): TLatestResult => ({
  resultVersion,
  result: { status: 'FINISHED', home, away },
});

/** A football double: Lions −0.25 on the handicap at 1.900 and over 2.5 goals in Rovers v Bees at 2.100. */
const parlay = (over: Partial<TStoredBet> = {}): TStoredBet => ({
  stakeMinor: 10_000n,
  status: 'OPEN',
  payoutMinor: null,
  settledKey: null,
  legs: [
    { eventId: 'FB-1', kind: 'AH', line: -0.25, selection: 'HOME', oddsMilli: 1900 },
    { eventId: 'FB-2', kind: 'OU', line: 2.5, selection: 'OVER', oddsMilli: 2100 },
  ],
  ...over,
});

describe('settlement plan', () => {
  it('waits while a leg’s event has no result', () => {
    expect(planSettlement(parlay(), new Map([['FB-1', finished(1, 0)]]))).toBeNull();
  });

  it('pays a double whose legs both win: stake × 1.900 × 2.100', () => {
    const plan = planSettlement(
      parlay(),
      new Map([
        ['FB-1', finished(2, 1)],
        ['FB-2', finished(2, 1)],
      ]),
    );
    expect(plan).toEqual({
      key: 'FB-1@1,FB-2@1',
      outcomes: ['WIN', 'WIN'],
      payoutMinor: 39_900n,
      deltaMinor: 39_900n,
    });
  });

  it('halves the quarter-line leg on a draw: HOME −0.25 at 1–1 loses half, the double pays 10,000 × ½ × 2.100', () => {
    const plan = planSettlement(
      parlay(),
      new Map([
        ['FB-1', finished(1, 1)],
        ['FB-2', finished(2, 1)],
      ]),
    );
    expect(plan!.outcomes).toEqual(['HALF_LOSE', 'WIN']);
    expect(plan!.payoutMinor).toBe(10_500n);
  });

  it('settles nothing twice on the same result versions', () => {
    const results = new Map([
      ['FB-1', finished(2, 1)],
      ['FB-2', finished(2, 1)],
    ]);
    const first = planSettlement(parlay(), results)!;
    const settled = parlay({ status: 'SETTLED', payoutMinor: first.payoutMinor, settledKey: first.key });
    expect(planSettlement(settled, results)).toBeNull();
  });

  it('moves only the difference when a result is corrected: a win corrected to a loss claws the payout back', () => {
    const settled = parlay({ status: 'SETTLED', payoutMinor: 39_900n, settledKey: 'FB-1@1,FB-2@1' });
    const plan = planSettlement(
      settled,
      new Map([
        ['FB-1', finished(2, 1)],
        ['FB-2', finished(1, 1, 2)],
      ]),
    );
    expect(plan).toEqual({
      key: 'FB-1@1,FB-2@2',
      outcomes: ['WIN', 'LOSE'],
      payoutMinor: 0n,
      deltaMinor: -39_900n,
    });
  });

  it('records a correction that changes no outcome with nothing to move', () => {
    const settled = parlay({ status: 'SETTLED', payoutMinor: 39_900n, settledKey: 'FB-1@1,FB-2@1' });
    const plan = planSettlement(
      settled,
      new Map([
        ['FB-1', finished(3, 1, 2)],
        ['FB-2', finished(2, 1)],
      ]),
    );
    expect(plan).toMatchObject({ key: 'FB-1@2,FB-2@1', deltaMinor: 0n });
  });

  it('returns the stake of a cancelled event’s leg and settles the rest of the double', () => {
    const cancelled: TLatestResult = { resultVersion: 1, result: { status: 'CANCELLED', home: 0, away: 0 } };
    const plan = planSettlement(
      parlay(),
      new Map([
        ['FB-1', cancelled],
        ['FB-2', finished(3, 0)],
      ]),
    );
    expect(plan!.outcomes).toEqual(['VOID', 'WIN']);
    expect(plan!.payoutMinor).toBe(21_000n);
  });

  it('never settles a cashed-out bet again', () => {
    const cashed = parlay({ status: 'CASHED_OUT', payoutMinor: 15_000n });
    expect(
      planSettlement(
        cashed,
        new Map([
          ['FB-1', finished(2, 1)],
          ['FB-2', finished(2, 1)],
        ]),
      ),
    ).toBeNull();
  });

  it('keys by event whatever the legs’ order', () => {
    const results = new Map([
      ['B', finished(1, 0, 3)],
      ['A', finished(0, 0)],
    ]);
    const leg = { kind: '1X2', line: null, selection: 'HOME', oddsMilli: 2000 };
    expect(
      resultKeyOf(
        [
          { ...leg, eventId: 'B' },
          { ...leg, eventId: 'A' },
        ],
        results,
      ),
    ).toBe('A@1,B@3');
  });
});
