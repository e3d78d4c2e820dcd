/// <reference types="node" />
import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hmacFloatStream, type THmac } from '../provably-fair.ts';
import { drawKeno } from './draw.ts';
import { KENO_MAX_STAKE, type TKenoTicket } from './rules.ts';
import { playKenoRound, settleKenoTicket } from './settle.ts';

const hmac: THmac = (key, message) => createHmac('sha256', key).update(message).digest();
const seed = fc.stringMatching(/^[0-9a-f]{64}$/);
const ticket: fc.Arbitrary<TKenoTicket> = fc.record({
  picks: fc.uniqueArray(fc.integer({ min: 1, max: 80 }), { minLength: 1, maxLength: 10 }),
  stakeMinor: fc.integer({ min: 1, max: KENO_MAX_STAKE }),
});

describe('keno, for any seed and ticket', () => {
  it('draws 20 distinct numbers of 1…80, the same again from the same stream', () => {
    fc.assert(
      fc.property(seed, fc.nat(), (s, nonce) => {
        const drawn = drawKeno(hmacFloatStream(hmac, s, 'keno', nonce));
        expect(new Set(drawn).size).toBe(20);
        for (const n of drawn) expect(Number.isInteger(n) && n >= 1 && n <= 80).toBe(true);
        expect(drawKeno(hmacFloatStream(hmac, s, 'keno', nonce))).toEqual(drawn);
      }),
    );
  });

  it('creates no money: stake = win + house result, and does not change the ticket', () => {
    fc.assert(
      fc.property(seed, ticket, (s, t) => {
        const before = structuredClone(t);
        const round = playKenoRound(hmacFloatStream(hmac, s, 'keno', 0), Object.freeze(t));
        expect(t).toEqual(before);
        expect(round.winMinor + round.houseMinor).toBe(t.stakeMinor);
        expect(round.winMinor).toBe(Math.floor((t.stakeMinor * round.multiplierMilli) / 1000));
        expect(Number.isSafeInteger(round.winMinor) && round.winMinor >= 0).toBe(true);
        expect(playKenoRound(hmacFloatStream(hmac, s, 'keno', 0), t)).toEqual(round);
        const { drawn, ...settlement } = round;
        expect(settleKenoTicket(t, drawn)).toEqual(settlement);
      }),
    );
  });
});
