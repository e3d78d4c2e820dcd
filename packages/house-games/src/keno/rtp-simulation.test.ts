/// <reference types="node" />
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacFloatStream, type THmac } from '../provably-fair.ts';
import { exactKenoRtp, kenoHitProbability } from './exact-rtp.ts';
import { KENO_PAYTABLE } from './rules.ts';
import { simulateKeno } from './settle.ts';

const ROUNDS = 20_000;
const hmac: THmac = (key, message) => createHmac('sha256', key).update(message).digest();
const serverSeed = '5eed00112233445566778899aabbccddeeff00112233445566778899aabbccdd';

describe('keno over 20,000 seeded draws per pick count', () => {
  it('returns exactKenoRtp on 2, 5 and 8 picks, within 4 standard errors of the paytable', () => {
    for (const picks of [2, 5, 8]) {
      const row = KENO_PAYTABLE[picks]!;
      const mean = exactKenoRtp(picks);
      const meanSquare = row.reduce((s, m, h) => s + kenoHitProbability(picks, h) * (m / 1000) ** 2, 0);
      const standardError = Math.sqrt((meanSquare - mean ** 2) / ROUNDS);
      const result = simulateKeno(hmacFloatStream(hmac, serverSeed, 'keno-sim', picks), ROUNDS, picks);
      expect(Math.abs(result.wonStakes / ROUNDS - mean), `${picks} picks`).toBeLessThan(4 * standardError);
      // the count of each small hit number is held closer than the return, which rare top prizes dominate
      for (const hits of [0, 1, 2]) {
        const p = kenoHitProbability(picks, hits);
        const err = Math.sqrt((p * (1 - p)) / ROUNDS);
        expect(Math.abs(result.hitCounts[hits]! / ROUNDS - p)).toBeLessThan(4 * err);
      }
    }
  });
});
