/// <reference types="node" />
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacFloatStream } from '../provably-fair.ts';
import { ROULETTE_RTP } from './rtp.ts';
import { simulateRoulette } from './simulate.ts';
import { ROULETTE_RED_NUMBERS } from './wheel.ts';

const SPINS = 100_000;
const hmac = (key: string, message: string) => createHmac('sha256', key).update(message).digest();
const serverSeed = '5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f';

describe('roulette over 100,000 seeded spins', () => {
  const { hits } = simulateRoulette(hmacFloatStream(hmac, serverSeed, 'sim', 0), SPINS);

  it('lands on every pocket evenly: chi-square under the 99.99 % point of 36 degrees of freedom', () => {
    const expected = SPINS / 37;
    const chiSquare = hits.reduce((s, h) => s + (h - expected) ** 2 / expected, 0);
    expect(hits.reduce((s, h) => s + h, 0)).toBe(SPINS);
    expect(chiSquare).toBeLessThan(76.3);
  });

  it('returns 36/37 on a straight and on red within 4 standard errors', () => {
    const straight = (hits[17]! * 36) / SPINS;
    const red = (2 * [...ROULETTE_RED_NUMBERS].reduce((s, n) => s + hits[n]!, 0)) / SPINS;
    const p = (covered: number) => covered / 37;
    const se = (pay: number, q: number) => pay * Math.sqrt((q * (1 - q)) / SPINS);
    expect(Math.abs(straight - ROULETTE_RTP)).toBeLessThan(4 * se(36, p(1)));
    expect(Math.abs(red - ROULETTE_RTP)).toBeLessThan(4 * se(2, p(18)));
    // tight enough that red paying on 0 as well (return 38/37) fails
    expect(4 * se(2, p(18))).toBeLessThan(2 / 37);
  });
});
