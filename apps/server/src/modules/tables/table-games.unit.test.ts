import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacFloatStream } from '@openlobby/house-games';
import { playShoe } from '@openlobby/house-games/baccarat';
import { ROULETTE_EPOCH_ROUNDS, TABLE_RULES } from './table-games.ts';

const hmac = (key: string, message: string) => createHmac('sha256', key).update(message).digest();
const seed = { serverSeed: 'a'.repeat(64), clientSeed: 'BAC-A:1', number: 1 };
const limits = (kinds: string[], min = 100, max = 10_000) =>
  Object.fromEntries(kinds.map((k) => [k, { minMinor: min, maxMinor: max }]));

describe('baccarat table rules', () => {
  const rules = TABLE_RULES.BACCARAT;
  const L = limits(['PLAYER', 'BANKER', 'TIE', 'PLAYER_PAIR', 'BANKER_PAIR']);

  it('deals the shoe’s hands in order from nonce 0 and ends the epoch with the shoe', () => {
    const { hands } = playShoe(hmacFloatStream(hmac, seed.serverSeed, seed.clientSeed, 0));
    for (const i of [0, 1, hands.length - 1]) {
      const { result, epochOver } = rules.draw(seed, i);
      expect(result).toMatchObject({
        player: hands[i]!.player,
        banker: hands[i]!.banker,
        hand: i + 1,
        shoe: 1,
      });
      expect(epochOver).toBe(i === hands.length - 1);
    }
  });

  it('counts a player’s earlier stakes against the maximum and refuses spots of another game', () => {
    expect(rules.stakesProblem(L, [{ kind: 'PLAYER', amountMinor: 6_000 }])).toBeNull();
    expect(
      rules.stakesProblem(L, [
        { kind: 'PLAYER', amountMinor: 6_000 },
        { kind: 'PLAYER', amountMinor: 4_001 },
      ]),
    ).toBe('aboveMax:PLAYER');
    expect(rules.stakesProblem(L, [{ kind: 'TIE', amountMinor: 99 }])).toBe('belowMin:TIE');
    expect(rules.stakesProblem(L, [{ kind: 'RED', amountMinor: 500 }])).toBe('notOnTable:RED');
    expect(rules.stakesProblem(L, [{ kind: 'PLAYER', numbers: [1], amountMinor: 500 }])).toBe(
      'notOnTable:PLAYER',
    );
  });

  it('returns stake and win, the stake on a tie for the sides, nothing on a loss', () => {
    const tie = {
      ...rules.draw(seed, 0).result,
      winner: 'TIE' as const,
      playerPair: false,
      bankerPair: false,
    };
    expect(
      rules.returns(tie, [
        { kind: 'PLAYER', amountMinor: 1_000 },
        { kind: 'TIE', amountMinor: 1_000 },
        { kind: 'BANKER_PAIR', amountMinor: 1_000 },
      ]),
    ).toEqual([1_000, 9_000, 0]);
    const banker = { ...tie, winner: 'BANKER' as const };
    expect(rules.returns(banker, [{ kind: 'BANKER', amountMinor: 1_000 }])).toEqual([1_950]);
  });
});

describe('roulette table rules', () => {
  const rules = TABLE_RULES.ROULETTE;
  const L = limits(['STRAIGHT', 'SPLIT', 'RED', 'DOZEN'], 100, 5_000);

  it('spins one nonce a round and ends the epoch after its last spin', () => {
    expect(rules.draw(seed, 0)).toEqual(rules.draw(seed, 0));
    expect(rules.draw(seed, ROULETTE_EPOCH_ROUNDS - 2).epochOver).toBe(false);
    expect(rules.draw(seed, ROULETTE_EPOCH_ROUNDS - 1).epochOver).toBe(true);
  });

  it('refuses numbers that form no bet, limits per selection, and pays by the layout', () => {
    expect(rules.stakesProblem(L, [{ kind: 'SPLIT', numbers: [1, 5], amountMinor: 100 }])).toBe(
      'selection:SPLIT',
    );
    expect(rules.stakesProblem(L, [{ kind: 'SPLIT', numbers: [1, 4], amountMinor: 100 }])).toBeNull();
    expect(rules.stakesProblem(L, [{ kind: 'DOZEN', amountMinor: 100 }])).toBe('notOnTable:DOZEN');
    expect(rules.stakesProblem(L, [{ kind: 'COLUMN', index: 1, amountMinor: 100 }])).toBe(
      'notOnTable:COLUMN',
    );
    const seventeen = { game: 'ROULETTE' as const, number: 17, colour: 'BLACK' as const };
    expect(
      rules.returns(seventeen, [
        { kind: 'STRAIGHT', numbers: [17], amountMinor: 100 },
        { kind: 'RED', amountMinor: 100 },
        { kind: 'DOZEN', index: 2, amountMinor: 100 },
      ]),
    ).toEqual([3_600, 0, 300]);
  });
});
