/// <reference types="node" />
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacFloatStream, type THmac } from '../provably-fair.ts';
import { bingoCompletionProbability } from './exact-rtp.ts';
import { BINGO_PATTERN_NAMES } from './patterns.ts';
import { BINGO_FIXED_RTP } from './rtp.ts';
import { simulateBingo, type TBingoSimulation } from './settle.ts';

const ROUNDS = 2_000;
const CARDS = 20;
const hmac: THmac = (key, message) => createHmac('sha256', key).update(message).digest();
const serverSeed = 'b1b0b1b0aabbccddeeff00112233445566778899aabbccddeeff001122334455';

describe('bingo over 2,000 seeded rounds of 20 cards', () => {
  let cached: TBingoSimulation | undefined;
  const simulated = () =>
    (cached ??= simulateBingo(hmacFloatStream(hmac, serverSeed, 'bingo-sim', 0), ROUNDS, CARDS));

  it('completes each pattern within each prize tier’s ball count as often as the exact chance says', () => {
    // cards of one round share the draw, so each count is held to 5 standard errors of 2,000 draws
    const sim = simulated();
    for (const pattern of BINGO_PATTERN_NAMES)
      for (const n of [20, 30, 40, 60, 65]) {
        const p = bingoCompletionProbability(pattern, n);
        const bound = 5 * Math.sqrt((p * (1 - p)) / ROUNDS) + 1e-9;
        expect(Math.abs(sim.completedWithin[pattern][n]! / sim.cards - p), `${pattern} ${n}`).toBeLessThan(
          bound,
        );
      }
  });

  it('returns the fixed prizes’ RTP within 4 standard errors of the round means', () => {
    const sim = simulated();
    const mean = sim.wonPrices / sim.cards;
    const variance =
      sim.roundReturns.reduce((s, r) => s + (r - mean) ** 2, 0) / (sim.roundReturns.length - 1);
    const standardError = Math.sqrt(variance / ROUNDS);
    expect(Math.abs(mean - BINGO_FIXED_RTP)).toBeLessThan(4 * standardError);
    expect(4 * standardError).toBeLessThan(0.12); // still tells 90 % from 75 %
  });
});
