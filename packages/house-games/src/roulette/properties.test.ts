/// <reference types="node" />
import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hmacFloatStream } from '../provably-fair.ts';
import { coveredNumbers, type TRouletteBet } from './bets.ts';
import { allRouletteSelections } from './selections.ts';
import { settleRouletteSpin } from './settle.ts';
import { spinRoulette } from './wheel.ts';

const hmac = (key: string, message: string) => createHmac('sha256', key).update(message).digest();
const SELECTIONS = allRouletteSelections();

const bet: fc.Arbitrary<TRouletteBet> = fc
  .tuple(fc.constantFrom(...SELECTIONS), fc.integer({ min: 1, max: 1e12 }))
  .map(([selection, stakeMinor]) => ({ ...selection, stakeMinor }) as TRouletteBet);
const pocket = fc.integer({ min: 0, max: 36 });

describe('settleRouletteSpin, for any pocket and any bets', () => {
  it('creates no money: stakes = returned + house result, bet by bet and in sum', () => {
    fc.assert(
      fc.property(pocket, fc.array(bet, { maxLength: 20 }), (p, bets) => {
        const settled = settleRouletteSpin(p, bets);
        for (const r of settled.bets) {
          expect(r.bet.stakeMinor).toBe(r.returnedMinor + r.houseResultMinor);
          expect(Number.isSafeInteger(r.returnedMinor)).toBe(true);
          expect(r.won).toBe(coveredNumbers(r.bet).includes(p));
        }
        expect(settled.stakedMinor).toBe(settled.returnedMinor + settled.houseResultMinor);
      }),
    );
  });

  it('is deterministic and never changes the bets', () => {
    fc.assert(
      fc.property(pocket, fc.array(bet, { maxLength: 20 }), (p, bets) => {
        const before = structuredClone(bets);
        const first = settleRouletteSpin(p, Object.freeze(bets.map((b) => Object.freeze(b))));
        expect(settleRouletteSpin(p, bets)).toEqual(first);
        expect(bets).toEqual(before);
      }),
    );
  });

  it('pays exactly one of red and black, odd and even, low and high, except that 0 pays none', () => {
    fc.assert(
      fc.property(pocket, (p) => {
        const pairs = [
          ['RED', 'BLACK'],
          ['ODD', 'EVEN'],
          ['LOW', 'HIGH'],
        ] as const;
        for (const [a, b] of pairs) {
          const won = settleRouletteSpin(p, [
            { kind: a, stakeMinor: 1 },
            { kind: b, stakeMinor: 1 },
          ]).bets.filter((r) => r.won).length;
          expect(won).toBe(p === 0 ? 0 : 1);
        }
      }),
    );
  });
});

describe('spinRoulette, for any seeds', () => {
  it('lands on 0–36, the same again for the same seeds', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[0-9a-f]{64}$/),
        fc.string({ minLength: 1 }),
        fc.nat(),
        (seed, client, nonce) => {
          const n = spinRoulette(hmacFloatStream(hmac, seed, client, nonce));
          expect(Number.isInteger(n) && n >= 0 && n <= 36).toBe(true);
          expect(spinRoulette(hmacFloatStream(hmac, seed, client, nonce))).toBe(n);
        },
      ),
    );
  });
});
