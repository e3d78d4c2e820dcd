import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacFloatStream } from '@openlobby/house-games';
import { playShoe } from '@openlobby/house-games/baccarat';
import { ROULETTE_BET_KINDS } from '@openlobby/house-games/roulette';
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

describe('every roulette spot on the table', () => {
  const rules = TABLE_RULES.ROULETTE;
  const all = limits([...ROULETTE_BET_KINDS], 100, 1_000);
  // 17: black, odd, low, second dozen, second column; each spot's return on a 100 stake
  const spots = [
    [{ kind: 'STRAIGHT', numbers: [17] }, 3_600],
    [{ kind: 'SPLIT', numbers: [17, 20] }, 1_800],
    [{ kind: 'STREET', numbers: [16, 17, 18] }, 1_200],
    [{ kind: 'CORNER', numbers: [13, 14, 16, 17] }, 900],
    [{ kind: 'SIX_LINE', numbers: [13, 14, 15, 16, 17, 18] }, 600],
    [{ kind: 'DOZEN', index: 2 }, 300],
    [{ kind: 'COLUMN', index: 2 }, 300],
    [{ kind: 'COLUMN', index: 1 }, 0],
    [{ kind: 'RED' }, 0],
    [{ kind: 'BLACK' }, 200],
    [{ kind: 'ODD' }, 200],
    [{ kind: 'EVEN' }, 0],
    [{ kind: 'LOW' }, 200],
    [{ kind: 'HIGH' }, 0],
  ] as const;
  const seventeen = { game: 'ROULETTE' as const, number: 17, colour: 'BLACK' as const };

  it('takes each kind of bet and pays it by the layout', () => {
    const stakes = spots.map(([spot]) => ({
      ...spot,
      numbers: 'numbers' in spot ? [...spot.numbers] : undefined,
      amountMinor: 100,
    }));
    expect(rules.stakesProblem(all, stakes)).toBeNull();
    expect(rules.returns(seventeen, stakes)).toEqual(spots.map(([, r]) => r));
  });

  it('refuses a spot of another game, an inside bet without numbers, an outside one without its index, and a total above the maximum', () => {
    expect(rules.stakesProblem(all, [{ kind: 'BANKER', amountMinor: 100 }])).toBe('notOnTable:BANKER');
    expect(rules.stakesProblem(all, [{ kind: 'STREET', amountMinor: 100 }])).toBe('notOnTable:STREET');
    expect(rules.stakesProblem(all, [{ kind: 'DOZEN', amountMinor: 100 }])).toBe('notOnTable:DOZEN');
    expect(
      rules.stakesProblem(all, [
        { kind: 'RED', amountMinor: 600 },
        { kind: 'RED', amountMinor: 500 },
      ]),
    ).toBe('aboveMax:RED');
  });

  it('draws a roulette result with its colour, and refuses to settle another game’s result', () => {
    expect(rules.draw(seed, 3).result).toEqual({
      game: 'ROULETTE',
      number: expect.any(Number),
      colour: expect.stringMatching(/^(RED|BLACK|GREEN)$/),
    });
    const { result } = rules.draw(seed, 3);
    expect(result.game === 'ROULETTE' && result.colour).toBe(
      result.game === 'ROULETTE' &&
        (result.number === 0
          ? 'GREEN'
          : [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36].includes(result.number)
            ? 'RED'
            : 'BLACK'),
    );
    const hand = TABLE_RULES.BACCARAT.draw(seed, 0).result;
    expect(() => rules.returns(hand, [{ kind: 'RED', amountMinor: 100 }])).toThrow(/another game/);
    expect(() => TABLE_RULES.BACCARAT.returns(result, [{ kind: 'PLAYER', amountMinor: 100 }])).toThrow(
      /another game/,
    );
  });
});
