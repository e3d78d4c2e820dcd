import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applySeamlessRecord,
  differenceOf,
  figuresOf,
  isNoChange,
  type TBetFigures,
  type TBetState,
  type TSeamlessRecord,
} from './bet-state.ts';

const T1 = new Date('2025-03-01T10:00:00Z');
const D1 = '2025-03-01';
const T2 = new Date('2025-03-02T09:30:00Z');
const D2 = '2025-03-02';

const record = (kind: TSeamlessRecord['kind'], amountMinor: bigint, at = T1, day = D1): TSeamlessRecord => ({
  kind,
  amountMinor,
  at,
  day,
});
const open = (stakeMinor: bigint): TBetState => ({
  stakeMinor,
  payoutMinor: 0n,
  status: 'OPEN',
  resultVersion: 0,
  settledAt: null,
  settledDay: null,
});
const settled = (stakeMinor: bigint, payoutMinor: bigint, resultVersion = 1): TBetState => ({
  stakeMinor,
  payoutMinor,
  status: 'SETTLED',
  resultVersion,
  settledAt: T1,
  settledDay: D1,
});
const figures = (betCount: number, stakeMinor: bigint, payoutMinor: bigint): TBetFigures => ({
  betCount,
  stakeMinor,
  validTurnoverMinor: stakeMinor,
  payoutMinor,
});
const NOTHING = figures(0, 0n, 0n);

describe('applySeamlessRecord', () => {
  it.each<[string, TBetState | null, TSeamlessRecord, TBetState | null]>([
    ['a debit opens a bet with its stake', null, record('DEBIT', 1_000n), open(1_000n)],
    ['a second debit adds to the stake', open(1_000n), record('DEBIT', 500n), open(1_500n)],
    [
      'a credit settles the bet with its win, the settle time and day, at version 1',
      open(1_000n),
      record('CREDIT', 2_500n, T1, D1),
      settled(1_000n, 2_500n, 1),
    ],
    [
      'a later credit corrects the payout at version 2 and keeps the first settle time and day',
      settled(1_000n, 2_500n, 1),
      record('CREDIT', 300n, T2, D2),
      { ...settled(1_000n, 2_800n, 2), settledAt: T1, settledDay: D1 },
    ],
    ['a zero credit closes a lost round', open(700n), record('CREDIT', 0n, T1, D1), settled(700n, 0n, 1)],
    [
      'a rollback of the whole stake voids the bet and keeps the stake for the record',
      open(300n),
      record('ROLLBACK', 300n),
      { ...open(300n), status: 'VOID' },
    ],
    [
      'a rollback of a lost settled round’s whole stake voids it at the next version',
      settled(700n, 0n, 1),
      record('ROLLBACK', 700n, T2, D2),
      { ...settled(700n, 0n, 2), status: 'VOID' },
    ],
    [
      'a partial rollback reduces the stake of an open bet',
      open(1_500n),
      record('ROLLBACK', 500n),
      open(1_000n),
    ],
    [
      'a partial rollback of a settled bet reduces its stake at the next version',
      settled(1_500n, 2_000n, 1),
      record('ROLLBACK', 500n, T2, D2),
      settled(1_000n, 2_000n, 2),
    ],
    [
      'a rollback of the whole stake after a paid win keeps the bet settled with nothing staked',
      settled(1_000n, 2_500n, 1),
      record('ROLLBACK', 1_000n, T2, D2),
      settled(0n, 2_500n, 2),
    ],
    [
      'a rollback returning 0 leaves an open bet as it was',
      open(1_000n),
      record('ROLLBACK', 0n),
      open(1_000n),
    ],
    [
      'a rollback returning 0 leaves a settled bet at its version',
      settled(1_000n, 2_500n, 1),
      record('ROLLBACK', 0n, T2, D2),
      settled(1_000n, 2_500n, 1),
    ],
    ['a credit without a bet is no bet', null, record('CREDIT', 500n), null],
    ['a rollback without a bet is no bet', null, record('ROLLBACK', 500n), null],
  ])('%s', (_name, before, r, expected) => {
    expect(applySeamlessRecord(before, r)).toEqual(expected);
  });

  it('reopens a void bet when another debit of its round arrives', () => {
    const voided = applySeamlessRecord(open(300n), record('ROLLBACK', 300n));
    expect(applySeamlessRecord(voided, record('DEBIT', 200n, T2, D2))).toMatchObject({
      status: 'OPEN',
      payoutMinor: 0n,
      resultVersion: 0,
      settledAt: null,
      settledDay: null,
    });
  });

  it('counts only the new debit’s stake once a void bet reopens', () => {
    const voided = applySeamlessRecord(open(300n), record('ROLLBACK', 300n));
    expect(applySeamlessRecord(voided, record('DEBIT', 200n, T2, D2))).toEqual(open(200n));
  });
});

describe('figuresOf', () => {
  it.each<[string, TBetState | null, TBetFigures]>([
    ['no bet counts nothing', null, NOTHING],
    ['an open bet counts nothing yet', open(1_000n), NOTHING],
    ['a void bet counts nothing', { ...open(300n), status: 'VOID' }, NOTHING],
    [
      'a settled bet counts once, its stake as valid turnover, and its payout',
      settled(1_000n, 2_500n),
      figures(1, 1_000n, 2_500n),
    ],
    ['a lost settled bet counts its stake and no payout', settled(700n, 0n), figures(1, 700n, 0n)],
  ])('%s', (_name, bet, expected) => {
    expect(figuresOf(bet)).toEqual(expected);
  });
});

describe('differenceOf', () => {
  it.each<[string, TBetState | null, TBetState | null, TBetFigures]>([
    ['opening a bet adds nothing', null, open(1_000n), NOTHING],
    ['open → settled adds the whole bet', open(1_000n), settled(1_000n, 2_500n), figures(1, 1_000n, 2_500n)],
    [
      'settled → corrected adds only the payout’s change',
      settled(1_000n, 2_500n, 1),
      settled(1_000n, 2_800n, 2),
      figures(0, 0n, 300n),
    ],
    [
      'settled → void takes the whole bet back (negative figures)',
      settled(700n, 0n, 1),
      { ...settled(700n, 0n, 2), status: 'VOID' },
      figures(-1, -700n, 0n),
    ],
    [
      'settled → void of a paid bet takes its payout back too',
      settled(1_000n, 2_500n, 1),
      { ...settled(1_000n, 2_500n, 2), status: 'VOID' },
      figures(-1, -1_000n, -2_500n),
    ],
    ['open → void adds nothing', open(300n), { ...open(300n), status: 'VOID' }, NOTHING],
  ])('%s', (_name, before, after, expected) => {
    expect(differenceOf(before, after)).toEqual(expected);
  });
});

describe('isNoChange', () => {
  it.each<[string, TBetFigures, boolean]>([
    ['all zero is no change', NOTHING, true],
    ['a bet count is a change', { ...NOTHING, betCount: -1 }, false],
    ['a stake is a change', { ...NOTHING, stakeMinor: 1n }, false],
    ['a valid turnover is a change', { ...NOTHING, validTurnoverMinor: -1n }, false],
    ['a payout is a change', { ...NOTHING, payoutMinor: 300n }, false],
  ])('%s', (_name, f, expected) => {
    expect(isNoChange(f)).toBe(expected);
  });
});

/**
 * A round's calls as the seamless wallet accepts them: debits take a positive stake, credits pay
 * 0 or more, a rollback names one of the round's debits (or one never seen) and returns its stake
 * the first time only, 0 otherwise.
 */
type TCall =
  { op: 'DEBIT'; amount: bigint } | { op: 'CREDIT'; amount: bigint } | { op: 'ROLLBACK'; debit: number };
const callsArb: fc.Arbitrary<TCall[]> = fc.array(
  fc.oneof(
    fc.record({ op: fc.constant('DEBIT' as const), amount: fc.bigInt({ min: 1n, max: 1_000_000n }) }),
    fc.record({ op: fc.constant('CREDIT' as const), amount: fc.bigInt({ min: 0n, max: 1_000_000n }) }),
    fc.record({ op: fc.constant('ROLLBACK' as const), debit: fc.nat({ max: 12 }) }),
  ),
  { maxLength: 40 },
);

/** The records the wallet writes for a round's calls, three hours apart (so days change). */
const recordsArb = callsArb.map((calls) => {
  const debits: { amount: bigint; rolledBack: boolean }[] = [];
  return calls.map((c, i): TSeamlessRecord => {
    const at = new Date(T1.getTime() + i * 3 * 3_600_000);
    const day = at.toISOString().slice(0, 10);
    if (c.op === 'DEBIT') {
      debits.push({ amount: c.amount, rolledBack: false });
      return record('DEBIT', c.amount, at, day);
    }
    if (c.op === 'CREDIT') return record('CREDIT', c.amount, at, day);
    const d = debits[c.debit];
    const returned = d && !d.rolledBack ? d.amount : 0n;
    if (d) d.rolledBack = true;
    return record('ROLLBACK', returned, at, day);
  });
});

const plus = (a: TBetFigures, b: TBetFigures): TBetFigures => ({
  betCount: a.betCount + b.betCount,
  stakeMinor: a.stakeMinor + b.stakeMinor,
  validTurnoverMinor: a.validTurnoverMinor + b.validTurnoverMinor,
  payoutMinor: a.payoutMinor + b.payoutMinor,
});

describe('a round’s records applied in order', () => {
  it('add up in the rollups to the final bet’s figures, and never stake or pay below zero', () => {
    fc.assert(
      fc.property(recordsArb, (records) => {
        let bet: TBetState | null = null;
        let rolledUp = NOTHING;
        for (const r of records) {
          const next = applySeamlessRecord(bet, r);
          rolledUp = plus(rolledUp, differenceOf(bet, next));
          if (next) {
            expect(next.stakeMinor).toBeGreaterThanOrEqual(0n);
            expect(next.payoutMinor).toBeGreaterThanOrEqual(0n);
            // a correction never moves the day a settled bet counts in
            if (bet?.status === 'SETTLED' && next.status === 'SETTLED')
              expect(next.settledDay).toBe(bet.settledDay);
          }
          bet = next;
        }
        expect(rolledUp).toEqual(figuresOf(bet));
      }),
      { numRuns: 500 },
    );
  });
});
