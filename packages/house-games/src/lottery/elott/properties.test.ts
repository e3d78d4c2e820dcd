/// <reference types="node" />
import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { THmac } from '../../provably-fair.ts';
import { drawSource } from '../seeds.ts';
import { drawElott } from './draw.ts';
import { ELOTT_MARKETS, type TElottBet, type TElottMarket, type TElottPick } from './markets.ts';
import { settleElottBet } from './settle.ts';

const hmac: THmac = (key, message) => createHmac('sha256', key).update(message).digest();
const MARKETS = Object.keys(ELOTT_MARKETS) as TElottMarket[];

const balls = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 5, maxLength: 5 });
const pick: fc.Arbitrary<TElottPick> = fc
  .constantFrom(...MARKETS)
  .chain((market) =>
    fc.constantFrom(...ELOTT_MARKETS[market]).map((selection) => ({ market, selection }) as TElottPick),
  );
const bet: fc.Arbitrary<TElottBet> = fc
  .tuple(pick, fc.integer({ min: 1, max: 1_000_000_000 }), fc.integer({ min: 1, max: 1_000_000 }))
  .map(([p, stakeMinor, oddsMilli]) => ({ ...p, stakeMinor, oddsMilli }) as TElottBet);

describe('settleElottBet, for any bet and any draw', () => {
  it('is deterministic and pure, and pays stake × odds floored when it wins, nothing when it loses', () => {
    fc.assert(
      fc.property(bet, balls, (b, bs) => {
        const before = structuredClone([b, bs]);
        const first = settleElottBet(Object.freeze(b), Object.freeze(bs));
        expect(settleElottBet(b, bs)).toEqual(first);
        expect([b, bs]).toEqual(before);
        expect(first.winMinor).toBe(first.won ? Math.floor((b.stakeMinor * b.oddsMilli) / 1000) : 0);
        expect(first.winMinor).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('has exactly one winner among BIG/SMALL, ODD/EVEN and DRAGON/TIGER/TIE of each market', () => {
    fc.assert(
      fc.property(balls, (bs) => {
        const winners = (market: TElottMarket, selections: readonly string[]) =>
          selections.filter(
            (selection) =>
              settleElottBet({ market, selection, stakeMinor: 1, oddsMilli: 1 } as TElottBet, bs).won,
          ).length;
        for (const market of MARKETS) {
          if (market === 'DRAGON_TIGER') expect(winners(market, ['DRAGON', 'TIGER', 'TIE'])).toBe(1);
          else expect([winners(market, ['BIG', 'SMALL']), winners(market, ['ODD', 'EVEN'])]).toEqual([1, 1]);
        }
      }),
    );
  });
});

describe('drawElott, for any seed and draw key', () => {
  it('gives five digits 0–9, the same again', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-f]{64}$/), fc.string({ minLength: 1 }), (seed, key) => {
        const drawn = drawElott(drawSource(hmac, seed, key));
        expect(drawn).toHaveLength(5);
        for (const ball of drawn) expect(Number.isInteger(ball) && ball >= 0 && ball <= 9).toBe(true);
        expect(drawElott(drawSource(hmac, seed, key))).toEqual(drawn);
      }),
    );
  });
});
