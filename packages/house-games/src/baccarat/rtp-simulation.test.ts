/// <reference types="node" />
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacFloatStream, type TFloatSource } from '../provably-fair.ts';
import { BACCARAT_BET_KINDS } from './bets.ts';
import { baccaratOutcomeCounts, exactBaccaratRtp, pairProbability } from './exact-rtp.ts';
import { BACCARAT_SIMULATION_STAKE, simulateBaccarat } from './simulate.ts';

const HANDS = 100_000;
const hmac = (key: string, message: string) => createHmac('sha256', key).update(message).digest();
const serverSeed = '0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9';

/** One stream over many seeds: shoe n reads nonce n, the way a live table's shoes follow each other. */
function shoesStream(): TFloatSource {
  let nonce = 0;
  let floats = hmacFloatStream(hmac, serverSeed, 'sim', nonce);
  let read = 0;
  return {
    next() {
      if (read === 416) {
        floats = hmacFloatStream(hmac, serverSeed, 'sim', ++nonce);
        read = 0;
      }
      read++;
      return floats.next();
    },
  };
}

describe('baccarat over 100,000 seeded hands dealt from shoes', () => {
  it('returns each bet within 4 standard errors of its exact RTP', () => {
    const sim = simulateBaccarat(shoesStream(), HANDS);
    expect(sim.hands).toBe(HANDS);
    const counts = baccaratOutcomeCounts();
    const p = {
      PLAYER: counts.PLAYER / counts.total,
      BANKER: counts.BANKER / counts.total,
      TIE: counts.TIE / counts.total,
    };
    const pair = pairProbability();
    const exact = exactBaccaratRtp();
    // per unit staked: the returns a bet takes, with their chances, give its variance
    const outcomes = {
      PLAYER: [
        [2, p.PLAYER],
        [1, p.TIE],
      ],
      BANKER: [
        [1.95, p.BANKER],
        [1, p.TIE],
      ],
      TIE: [[9, p.TIE]],
      PLAYER_PAIR: [[12, pair]],
      BANKER_PAIR: [[12, pair]],
    } as const;
    for (const kind of BACCARAT_BET_KINDS) {
      const mean = outcomes[kind].reduce((s, [x, q]) => s + x * q, 0);
      const variance = outcomes[kind].reduce((s, [x, q]) => s + x * x * q, 0) - mean * mean;
      const standardError = Math.sqrt(variance / HANDS);
      const simulated = sim.returnedMinor[kind] / (HANDS * BACCARAT_SIMULATION_STAKE);
      expect(mean).toBeCloseTo(exact[kind], 12);
      expect(Math.abs(simulated - exact[kind]), kind).toBeLessThan(4 * standardError);
      // tight enough that a payout one step off (tie at 9:1, pairs at 12:1) fails
      expect(4 * standardError).toBeLessThan(exact[kind] / 20);
    }
    // banker wins pay 0.95: the commission is 1 minor unit of 20 on each
    expect(sim.commissionMinor).toBe(sim.winners.BANKER);
    expect(sim.shoes).toBeGreaterThan(HANDS / 90);
  }, 30_000);
});
