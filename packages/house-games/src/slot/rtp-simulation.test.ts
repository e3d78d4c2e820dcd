/// <reference types="node" />
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { exactRtpBreakdown } from './exact-rtp.ts';
import { SLOT_RTP } from './rtp.ts';
import { verifySlotRound } from './verify-round.ts';

const ROUNDS = 1_000_000;
const BET = 20;
const serverSeed = '9c1e5f3a7b2d4e6f8a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f';

describe('the slot over a million rounds', () => {
  it('returns its declared RTP within 1 %', () => {
    const hmac = (key: string, message: string) => createHmac('sha256', key).update(message).digest();
    let won = 0;
    let baseWon = 0;
    let triggers = 0;
    for (let nonce = 0; nonce < ROUNDS; nonce++) {
      const round = verifySlotRound(hmac, serverSeed, 'rtp-test', nonce, BET);
      won += round.totalWin;
      baseWon += round.base.win;
      if (round.freeSpinsAwarded > 0) triggers++;
    }
    const exact = exactRtpBreakdown();
    expect(Math.abs(won / (ROUNDS * BET) - SLOT_RTP)).toBeLessThanOrEqual(0.01 * SLOT_RTP);
    // the base game and the trigger rate vary far less than the whole, so they are held closer
    expect(Math.abs(baseWon / (ROUNDS * BET) - (exact.baseLines + exact.baseScatter))).toBeLessThan(0.005);
    expect(Math.abs(triggers / ROUNDS - exact.freeSpinTrigger)).toBeLessThan(0.0006);
  }, 60_000);
});
