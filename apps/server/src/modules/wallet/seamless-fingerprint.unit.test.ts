import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { requestHash } from '../ledger/ledger-rules.ts';
import { seamlessFingerprint, type TFingerprinted } from './seamless-fingerprint.ts';

const asRequest = (c: TFingerprinted) => ({
  kind: c.kind,
  memberId: c.memberId,
  payload: { roundId: c.roundId, amountMinor: c.amountMinor, gameCode: c.gameCode, refTxId: c.refTxId },
});

describe('seamlessFingerprint', () => {
  it('is the ledger’s requestHash of the call, so calls recorded before still replay (property)', () => {
    fc.assert(
      fc.property(
        fc.record({
          kind: fc.constantFrom('DEBIT' as const, 'CREDIT' as const, 'ROLLBACK' as const),
          memberId: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
          roundId: fc.string({ unit: 'binary' }),
          amountMinor: fc.bigInt({ min: 0n, max: 2n ** 63n - 1n }),
          gameCode: fc.string({ unit: 'binary' }),
          refTxId: fc.option(fc.string({ unit: 'binary' }), { nil: null }),
        }),
        (call) => {
          expect(seamlessFingerprint(call)).toBe(requestHash(asRequest(call)));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('tells apart calls that differ in any field', () => {
    const base: TFingerprinted = {
      kind: 'CREDIT',
      memberId: 7,
      roundId: 'lottery:1',
      amountMinor: 100n,
      gameCode: 'vn-lottery',
      refTxId: null,
    };
    const variants: TFingerprinted[] = [
      { ...base, kind: 'DEBIT' },
      { ...base, memberId: 8 },
      { ...base, roundId: 'lottery:2' },
      { ...base, amountMinor: 101n },
      { ...base, gameCode: 'vn-lottery-2' },
      { ...base, refTxId: 'x' },
    ];
    const prints = new Set([base, ...variants].map(seamlessFingerprint));
    expect(prints.size).toBe(variants.length + 1);
  });
});
