import { describe, expect, it } from 'vitest';
import { dealBingoCard } from './card.ts';
import { drawBingoOrder } from './draw.ts';
import { bingoCompletions } from './patterns.ts';
import { BINGO_PRIZES, bingoPrizeMilli } from './prizes.ts';
import { settleBingoCard, settleBingoRound, simulateBingo } from './settle.ts';

/** The card of all-zero floats: columns 1–5, 16–20, 31–34 (centre free), 46–50, 61–65. */
// prettier-ignore
const CARD = [
  1, 16, 31, 46, 61,
  2, 17, 32, 47, 62,
  3, 18, 0, 48, 63,
  4, 19, 33, 49, 64,
  5, 20, 34, 50, 65,
];
const rest = (first: number[]) => [
  ...first,
  ...Array.from({ length: 75 }, (_, i) => i + 1).filter((n) => !first.includes(n)),
];

describe('bingoCompletions', () => {
  it('completes the N column on ball 4: the centre is free', () => {
    expect(bingoCompletions(CARD, rest([31, 32, 33, 34])).LINE).toBe(4);
  });

  it('completes the top row on ball 5 and the corners on ball 7 of 1 16 31 46 61 5 65', () => {
    const order = rest([1, 16, 31, 46, 61, 5, 65]);
    expect(bingoCompletions(CARD, order)).toMatchObject({ LINE: 5, FOUR_CORNERS: 7 });
  });

  it('completes a diagonal (through the free centre) on its fourth number', () => {
    const order = rest([7, 1, 17, 49, 65]);
    expect(bingoCompletions(CARD, order).LINE).toBe(5);
  });

  it('completes the full house on the ball that brings the last of the 24 numbers', () => {
    // ascending order: the card's highest number, 65, is ball 65
    const ascending = Array.from({ length: 75 }, (_, i) => i + 1);
    expect(bingoCompletions(CARD, ascending)).toEqual({ LINE: 5, FOUR_CORNERS: 65, FULL_HOUSE: 65 });
    const descending = [...ascending].reverse();
    // 75…61: O column complete on ball 15; corner 1 comes last of all
    expect(bingoCompletions(CARD, descending)).toEqual({ LINE: 15, FOUR_CORNERS: 75, FULL_HOUSE: 75 });
  });
});

describe('bingoPrizeMilli', () => {
  it.each<[Parameters<typeof bingoPrizeMilli>[0], number, number]>([
    ['LINE', 4, 100_000],
    ['LINE', 10, 100_000],
    ['LINE', 11, 8_000],
    ['LINE', 30, 2_000],
    ['LINE', 40, 500],
    ['LINE', 41, 0],
    ['FOUR_CORNERS', 20, 20_000],
    ['FOUR_CORNERS', 31, 0],
    ['FULL_HOUSE', 50, 1_000_000],
    ['FULL_HOUSE', 60, 35_000],
    ['FULL_HOUSE', 61, 0],
  ])('%s completed on ball %i pays %i thousandths', (pattern, balls, milli) => {
    expect(bingoPrizeMilli(pattern, balls)).toBe(milli);
  });

  it('lists each pattern’s tiers by rising ball count and falling prize', () => {
    for (const tiers of Object.values(BINGO_PRIZES))
      tiers.slice(1).forEach((tier, i) => {
        expect(tier.withinBalls).toBeGreaterThan(tiers[i]!.withinBalls);
        expect(tier.multiplierMilli).toBeLessThan(tiers[i]!.multiplierMilli);
      });
  });
});

describe('settleBingoCard', () => {
  it('pays each pattern on its own: a line on ball 5 (100 ×), corners on 7 (200 ×), no full house by 60', () => {
    // after the seven, the rest come in rising order: 64, the card's last number, is ball 7 + 58 = 65
    const result = settleBingoCard({ card: CARD, priceMinor: 10 }, rest([1, 16, 31, 46, 61, 5, 65]));
    expect(result.completions).toEqual({ LINE: 5, FOUR_CORNERS: 7, FULL_HOUSE: 65 });
    expect(result.prizesMilli).toEqual({ LINE: 100_000, FOUR_CORNERS: 200_000, FULL_HOUSE: 0 });
    expect(result).toMatchObject({ winMinor: 3_000, houseMinor: -2_990 });
  });

  it('pays the full house 35 × on ball 60 and 1,000 × within 50', () => {
    // the 24 card numbers first, then the rest: a full house on ball 24
    const onCard = CARD.filter((n) => n !== 0);
    expect(settleBingoCard({ card: CARD, priceMinor: 1 }, rest(onCard)).prizesMilli.FULL_HOUSE).toBe(
      1_000_000,
    );
    const offCard = Array.from({ length: 75 }, (_, i) => i + 1).filter((n) => !CARD.includes(n));
    const sixty = rest([...offCard.slice(0, 36), ...onCard]);
    expect(settleBingoCard({ card: CARD, priceMinor: 1 }, sixty)).toMatchObject({
      completions: { FULL_HOUSE: 60 },
      prizesMilli: { FULL_HOUSE: 35_000 },
    });
  });

  it('floors the win: a price of 3 with the top row done on ball 40 (0.5 ×) wins 1', () => {
    // 35 numbers not on the card, then 16, 31, 46, 61 and 1 as ball 40, the other 16 off the card,
    // then the card's last 19: corners and full house come too late to pay
    const offCard = Array.from({ length: 75 }, (_, i) => i + 1).filter((n) => !CARD.includes(n));
    const result = settleBingoCard(
      { card: CARD, priceMinor: 3 },
      rest([...offCard.slice(0, 35), 16, 31, 46, 61, 1, ...offCard.slice(35)]),
    );
    expect(result.completions.LINE).toBe(40);
    expect(result.prizesMilli).toEqual({ LINE: 500, FOUR_CORNERS: 0, FULL_HOUSE: 0 });
    expect(result).toMatchObject({ winMinor: 1, houseMinor: 2 });
  });

  it('throws a RangeError for a bad price, card or order', () => {
    const order = rest([]);
    expect(() => settleBingoCard({ card: CARD, priceMinor: 0 }, order)).toThrow(RangeError);
    expect(() => settleBingoCard({ card: CARD, priceMinor: 1.5 }, order)).toThrow(RangeError);
    expect(() => settleBingoCard({ card: CARD, priceMinor: 10_000_000_001 }, order)).toThrow(RangeError);
    expect(() => settleBingoCard({ card: CARD.slice(1), priceMinor: 1 }, order)).toThrow(RangeError);
    expect(() => settleBingoCard({ card: CARD, priceMinor: 1 }, order.slice(1))).toThrow(RangeError);
    expect(() => settleBingoCard({ card: CARD, priceMinor: 0 }, order)).toThrow(
      new RangeError('a card price is a whole number of 1…10000000000 minor units, got 0'),
    );
  });

  it('takes the largest card price', () => {
    expect(settleBingoCard({ card: CARD, priceMinor: 10_000_000_000 }, rest([])).winMinor).toBe(
      100 * 10_000_000_000, // the B column on ball 5 (the order rises from 1)
    );
  });
});

describe('settleBingoRound', () => {
  const offCard = Array.from({ length: 75 }, (_, i) => i + 1).filter((n) => !CARD.includes(n));
  const onCard = CARD.filter((n) => n !== 0);

  it('settles many cards against one order and totals price = win + house', () => {
    const other = dealBingoCard({ next: () => 0.7 });
    const round = settleBingoRound(
      [
        { card: CARD, priceMinor: 100 },
        { card: other, priceMinor: 100 },
      ],
      rest([31, 32, 33, 34]),
    );
    expect(round.cards[0]!.completions.LINE).toBe(4);
    expect(round.priceMinor).toBe(200);
    expect(round.winMinor).toBe(round.cards[0]!.winMinor + round.cards[1]!.winMinor);
    expect(round.priceMinor).toBe(round.winMinor + round.houseMinor);
  });

  it('gives the whole first-full-house pot, 5 % of sales, to the one card that completes first', () => {
    // CARD completes on ball 24; the second card, dealt from other numbers, later
    const other = dealBingoCard({ next: () => 0.7 });
    const tickets = [CARD, other, other].map((card) => ({ card, priceMinor: 1_000 }));
    const round = settleBingoRound(tickets, rest(onCard));
    expect(round.pools).toEqual([
      {
        pattern: 'FULL_HOUSE',
        potMinor: 150,
        firstBall: 24,
        winners: [0],
        shareMinor: 150,
        remainderMinor: 0,
      },
    ]);
    expect(round.cards.map((c) => c.poolMinor)).toEqual([150, 0, 0]);
    // row by row, the top row is done on ball 5 (100 ×), the corners on 24 (4 ×), the full house on 24 (1,000 ×)
    expect(round.cards[0]!.winMinor).toBe(150 + 1_000 * (100 + 4 + 1_000));
  });

  it('splits a pot equally among cards completing on the same ball, the remainder to the house', () => {
    // three copies of one card all complete together on ball 60: a pot of 5 % of 3 × 333 = 49, 16 each
    const tickets = [CARD, CARD, CARD].map((card) => ({ card, priceMinor: 333 }));
    const round = settleBingoRound(tickets, rest([...offCard.slice(0, 36), ...onCard]));
    expect(round.pools[0]).toMatchObject({ potMinor: 49, firstBall: 60, winners: [0, 1, 2], shareMinor: 16 });
    expect(round.pools[0]!.remainderMinor).toBe(1);
    expect(round.cards.map((c) => c.poolMinor)).toEqual([16, 16, 16]);
    expect(round.winMinor + round.houseMinor).toBe(999);
  });

  it('throws a RangeError for cards of different prices in one round', () => {
    expect(() =>
      settleBingoRound(
        [
          { card: CARD, priceMinor: 100 },
          { card: CARD, priceMinor: 50 },
        ],
        rest([]),
      ),
    ).toThrow(new RangeError('the cards of one round are sold at one price'));
  });

  it('settles an empty round to nothing', () => {
    expect(settleBingoRound([], rest([]))).toEqual({
      cards: [],
      pools: [],
      priceMinor: 0,
      winMinor: 0,
      houseMinor: 0,
    });
  });
});

describe('simulateBingo', () => {
  it('counts completions cumulatively: every card completes every pattern by ball 75', () => {
    const sim = simulateBingo({ next: () => 0.3 }, 2, 3);
    expect(sim.cards).toBe(6);
    expect(sim.roundReturns).toHaveLength(2);
    for (const counts of Object.values(sim.completedWithin)) expect(counts[75]).toBe(6);
  });

  it('totals the fixed prizes of each round: what each card earned, replayed card by card', () => {
    // a cheap LCG stands in for the seeded stream; the replay reads the same floats in the same order
    const lcg = () => {
      let state = 2024;
      return { next: () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31 };
    };
    const rounds = 4;
    const perRound = 5;
    const sim = simulateBingo(lcg(), rounds, perRound);
    const replay = lcg();
    const roundReturns: number[] = [];
    const within = { LINE: new Array<number>(76).fill(0), FOUR_CORNERS: [0], FULL_HOUSE: [0] };
    let wonMilli = 0;
    for (let r = 0; r < rounds; r++) {
      const order = drawBingoOrder(replay);
      let roundMilli = 0;
      for (let c = 0; c < perRound; c++) {
        const completions = bingoCompletions(dealBingoCard(replay), order);
        for (let n = completions.LINE; n <= 75; n++) within.LINE[n]!++;
        roundMilli += (['LINE', 'FOUR_CORNERS', 'FULL_HOUSE'] as const).reduce(
          (sum, pattern) => sum + bingoPrizeMilli(pattern, completions[pattern]),
          0,
        );
      }
      wonMilli += roundMilli;
      roundReturns.push(roundMilli / 1000 / perRound);
    }
    expect(wonMilli).toBeGreaterThan(0);
    expect(sim.wonPrices).toBe(wonMilli / 1000);
    expect(sim.roundReturns).toEqual(roundReturns);
    expect(sim.completedWithin.LINE).toEqual(within.LINE);
  });
});
