/// <reference types="node" />
import { createHmac } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { hmacFloatStream, type THmac } from '../provably-fair.ts';
import { NIUNIU_RTP, NIUNIU_WIN_MULTIPLIER } from './rtp.ts';
import { playNiuniuRound, simulateNiuniu } from './settle.ts';

const ROUNDS = 20_000;
const BET = 10_000;
const hmac: THmac = (key, message) => createHmac('sha256', key).update(message).digest();
const serverSeed = 'c0ffee00112233445566778899aabbccddeeff00112233445566778899aabbcc';

/** Mean and a standard error of per-pairing values gathered four to a round. */
function meanAndError(values: readonly number[]): { mean: number; error: number } {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const variance = values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / values.length;
  // the four players of a round share the banker's hand, so their results are correlated; the sum
  // of four has at most 16 × the variance of one, so σ / √rounds bounds the error of the mean
  return { mean, error: Math.sqrt(variance / ROUNDS) };
}

describe('Niu-Niu over 20,000 seeded rounds of four players', () => {
  const multipliers: number[] = [];
  const grossNets: number[] = [];
  const playerCommissions: number[] = [];
  beforeAll(() => {
    for (let nonce = 0; nonce < ROUNDS; nonce++) {
      const round = playNiuniuRound(hmacFloatStream(hmac, serverSeed, 'niuniu-rtp', nonce), [
        BET,
        BET,
        BET,
        BET,
      ]);
      for (const p of round.players) {
        const won = p.winner === 'PLAYER';
        multipliers.push(p.grossMinor / BET);
        grossNets.push((won ? p.grossMinor : -p.grossMinor) / BET);
        playerCommissions.push(won ? p.commissionMinor / BET : 0);
      }
    }
  }, 20_000);

  it('pays the declared mean multiplier per pairing, within 4 standard errors', () => {
    const { mean, error } = meanAndError(multipliers);
    expect(Math.abs(mean - NIUNIU_WIN_MULTIPLIER)).toBeLessThan(4 * error);
  });

  it('is even before commission: the player’s mean gross net is 0 within 4 standard errors', () => {
    const { mean, error } = meanAndError(grossNets);
    expect(Math.abs(mean)).toBeLessThan(4 * error);
  });

  it('takes from the player the declared 1 − RTP in commission, within 4 standard errors', () => {
    const { mean, error } = meanAndError(playerCommissions);
    expect(Math.abs(mean - (1 - NIUNIU_RTP))).toBeLessThan(4 * error);
    // tight enough that a commission of 4 % or 6 % instead of 5 % fails
    expect(4 * error).toBeLessThan((1 - NIUNIU_RTP) / 5);
  });
});

describe('simulateNiuniu, for the bench', () => {
  it('plays rounds from one stream, the same again, with the commission the exact figures give', () => {
    const run = () => simulateNiuniu(hmacFloatStream(hmac, serverSeed, 'niuniu-bench', 0), 2_000);
    const result = run();
    expect(run()).toEqual(result);
    // the room takes 5 % of the mean winning multiplier per round: about 0.08, well inside 0.06…0.10
    expect(result.commission).toBeGreaterThan(0.06);
    expect(result.commission).toBeLessThan(0.1);
  });
});
