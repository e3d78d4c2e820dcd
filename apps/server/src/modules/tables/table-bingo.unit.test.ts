import { describe, expect, it } from 'vitest';
import { assertBingoCard, settleBingoRound } from '@openlobby/house-games/bingo';
import { TABLE_RULES } from './table-games.ts';
import { bingoCardKey, dealTableCard, drawTableOrder, settleBingoTable } from './table-bingo.ts';
import type { TStoredStake } from './tables.schema.ts';

const rules = TABLE_RULES.BINGO;
const seed = { serverSeed: 'a'.repeat(64), clientSeed: 'BINGO-1:1', number: 1 };
const limits = { CARD: { minMinor: 100, maxMinor: 1_200 } };
const card = (n: number): TStoredStake => ({
  kind: 'CARD',
  amountMinor: 100,
  card: dealTableCard(seed, 0, `r:${n}`),
});

describe('a bingo table’s rules', () => {
  it('takes cards at the card price up to the most a player holds in a round, and nothing else', () => {
    const cards = (n: number, amountMinor = 100) =>
      Array.from({ length: n }, () => ({ kind: 'CARD', amountMinor }));
    expect(rules.stakesProblem(limits, cards(12))).toBeNull();
    expect(rules.stakesProblem(limits, cards(13))).toBe('aboveMax:CARD');
    expect(rules.stakesProblem(limits, cards(1, 200))).toBe('price:CARD');
    expect(rules.stakesProblem(limits, [{ kind: 'BANKER', amountMinor: 100 }])).toBe('notOnTable:BANKER');
    expect(rules.stakesProblem(limits, [{ kind: 'CARD', numbers: [1], amountMinor: 100 }])).toBe(
      'notOnTable:CARD',
    );
    expect(rules.stakesProblem({}, cards(1))).toBe('notOnTable:CARD');
  });

  it('deals each card from its key, the same every time, and a valid 75-ball card', () => {
    const dealt = rules.dealStakes!(seed, 3, 'req', [card(0), card(1)]);
    expect(dealt.map((s) => s.card)).toEqual([
      dealTableCard(seed, 3, bingoCardKey('req', 0)),
      dealTableCard(seed, 3, bingoCardKey('req', 1)),
    ]);
    expect(dealt[0]!.card).not.toEqual(dealt[1]!.card);
    for (const s of dealt) assertBingoCard(s.card!);
    // another round (nonce) deals another card for the same key
    expect(dealTableCard(seed, 4, bingoCardKey('req', 0))).not.toEqual(dealt[0]!.card);
  });

  it('draws a permutation of the 75 balls, and reveals every round’s seed at its close', () => {
    const { result, epochOver } = rules.draw(seed, 0);
    expect(epochOver).toBe(true);
    expect(result.game === 'BINGO' && [...result.balls].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 75 }, (_, i) => i + 1),
    );
    expect(result).toMatchObject({ balls: drawTableOrder(seed, 0) });
  });
});

describe('settling a bingo round', () => {
  const drawn = rules.draw(seed, 0).result;
  const placements = [
    { stakes: [card(1), card(2), card(3)], player: 'al***e', freePlay: false },
    { stakes: [card(4)], player: 'Guest', freePlay: true },
    { stakes: [card(5), card(6)], player: 'bo***b', freePlay: false },
  ];

  it('pays the members’ cards as the engine settles them together, free play’s apart', () => {
    const { returns } = settleBingoTable(drawn, placements, 2);
    const order = drawn.game === 'BINGO' ? drawn.balls : [];
    const members = settleBingoRound(
      [...placements[0]!.stakes, ...placements[2]!.stakes].map((s) => ({ card: s.card!, priceMinor: 100 })),
      order,
    );
    const fun = settleBingoRound([{ card: placements[1]!.stakes[0]!.card!, priceMinor: 100 }], order);
    expect(returns).toEqual([
      members.cards.slice(0, 3).map((c) => c.winMinor),
      [fun.cards[0]!.winMinor],
      members.cards.slice(3).map((c) => c.winMinor),
    ]);
  });

  it('creates no money: a group’s stakes are its returns and the house result', () => {
    for (let nonce = 0; nonce < 30; nonce++) {
      const result = rules.draw(seed, nonce).result;
      const { returns, result: settled } = settleBingoTable(result, placements, 2);
      const order = result.game === 'BINGO' ? result.balls : [];
      const members = settleBingoRound(
        [...placements[0]!.stakes, ...placements[2]!.stakes].map((s) => ({ card: s.card!, priceMinor: 100 })),
        order,
      );
      const paid = returns[0]!.reduce((a, b) => a + b, 0) + returns[2]!.reduce((a, b) => a + b, 0);
      expect(500).toBe(paid + members.houseMinor);
      // the members' pot is 5 % of their sales, shared to its floor among the first full houses
      const pot = settled.game === 'BINGO' ? settled.pots.find((p) => !p.freePlay)! : null;
      expect(pot).toMatchObject({ pattern: 'FULL_HOUSE', pot: 0.25 });
      expect(pot!.share * pot!.winners).toBeLessThanOrEqual(0.25);
    }
  });

  it('lists the wins earliest ball first with masked players, and calls at least to ball 60', () => {
    const { result } = settleBingoTable(drawn, placements, 2);
    if (result.game !== 'BINGO') throw new Error('not bingo');
    expect(result.cards).toBe(6);
    expect(result.lastBall).toBeGreaterThanOrEqual(60);
    expect(result.lastBall).toBeGreaterThanOrEqual(Math.max(...result.pots.map((p) => p.firstBall)));
    const balls = result.wins.map((w) => w.ball);
    expect(balls).toEqual([...balls].sort((a, b) => a - b));
    for (const w of result.wins) expect(['al***e', 'bo***b', 'Guest']).toContain(w.player);
    expect(result.wins.filter((w) => w.pattern === 'FULL_HOUSE').length).toBeGreaterThan(0);
  });

  it('settles a round without cards to nothing', () => {
    expect(settleBingoTable(drawn, [], 2)).toMatchObject({
      returns: [],
      result: { cards: 0, wins: [], pots: [] },
    });
  });
});
