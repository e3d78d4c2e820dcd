/// <reference types="node" />
import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hmacFloatStream, type THmac } from '../provably-fair.ts';
import { NIUNIU_MAX_MULTIPLIER } from './hand.ts';
import { playNiuniuRound } from './settle.ts';

const hmac: THmac = (key, message) => createHmac('sha256', key).update(message).digest();
const SERVER_SEED = '0b7e3c9a1f5d2e8b4a6c0d9e7f1a3b5c2d4e6f8a0b1c3d5e7f9a2b4c6d8e0f1a';

const round = fc.record({
  bets: fc.array(fc.integer({ min: 1, max: 100_000_000_000 }), { minLength: 1, maxLength: 4 }),
  commissionBps: fc.integer({ min: 0, max: 10_000 }),
  nonce: fc.nat({ max: 1_000_000 }),
});

describe('a Niu-Niu round, for any bets and stream', () => {
  it('creates no money: the players’ nets, the banker’s net and the commission sum to zero', () => {
    fc.assert(
      fc.property(round, ({ bets, commissionBps, nonce }) => {
        const result = playNiuniuRound(
          hmacFloatStream(hmac, SERVER_SEED, 'niuniu', nonce),
          bets,
          commissionBps,
        );
        const players = result.players.reduce((sum, p) => sum + p.netMinor, 0);
        expect(players + result.banker.netMinor + result.commissionMinor).toBe(0);
        result.players.forEach((p, i) => {
          expect(p.grossMinor % bets[i]!).toBe(0);
          expect(p.grossMinor).toBeLessThanOrEqual(NIUNIU_MAX_MULTIPLIER * bets[i]!);
          expect(Number.isSafeInteger(p.netMinor) && p.commissionMinor >= 0).toBe(true);
        });
      }),
    );
  });

  it('is deterministic and leaves the bets as they were', () => {
    fc.assert(
      fc.property(round, ({ bets, commissionBps, nonce }) => {
        const frozen = Object.freeze([...bets]);
        const play = () =>
          playNiuniuRound(hmacFloatStream(hmac, SERVER_SEED, 'niuniu', nonce), frozen, commissionBps);
        const first = play();
        expect(play()).toEqual(first);
        expect(frozen).toEqual(bets);
        const cards = [...first.deal.players.flat(), ...first.deal.banker];
        expect(new Set(cards).size).toBe(5 * (bets.length + 1));
      }),
    );
  });
});
