import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cashOutValue } from './cash-out.ts';
import { hasOverround, priceMarket } from './margin.ts';
import { payoutOf, potentialPayoutOf } from './payout.ts';
import { resettlementDelta } from './resettlement.ts';
import { settleSelection } from './settle.ts';
import {
  MARKET_SELECTIONS,
  MAX_ODDS_MILLI,
  MIN_ODDS_MILLI,
  OUTCOMES,
  type TEventResult,
  type TMarket,
  type TOutcome,
  type TSide,
} from './vocabulary.ts';

const MIRROR: Record<TOutcome, TOutcome> = {
  WIN: 'LOSE',
  HALF_WIN: 'HALF_LOSE',
  PUSH: 'PUSH',
  HALF_LOSE: 'HALF_WIN',
  LOSE: 'WIN',
  VOID: 'VOID',
};

const quarterLine = (max: number) => fc.integer({ min: -max * 4, max: max * 4 }).map((q) => q / 4);
const score = fc.integer({ min: 0, max: 12 });
const odds = fc.integer({ min: MIN_ODDS_MILLI, max: MAX_ODDS_MILLI });
const stake = fc.bigInt({ min: 1n, max: 10n ** 12n });

// a result carries every market's needs at once: the maps (whose count is the score) and a fight
const result: fc.Arbitrary<TEventResult> = fc.oneof(
  fc
    .record({
      maps: fc.array(fc.constantFrom<TSide>('HOME', 'AWAY'), { maxLength: 16 }),
      fight: fc.constantFrom('MERON', 'WALA', 'DRAW' as const),
    })
    .map(({ maps, fight }) => ({
      status: 'FINISHED' as const,
      home: maps.filter((m) => m === 'HOME').length,
      away: maps.filter((m) => m === 'AWAY').length,
      maps,
      fight,
    })),
  fc.constant({ status: 'CANCELLED' as const, home: 0, away: 0 }),
);
const market: fc.Arbitrary<TMarket> = fc.oneof(
  fc.constantFrom<TMarket>(
    { kind: '1X2' },
    { kind: 'MONEYLINE' },
    { kind: 'BTTS' },
    { kind: 'CS' },
    { kind: 'FIGHT' },
  ),
  fc.record({ kind: fc.constantFrom('AH', 'OU', 'TOTAL_MAPS' as const), line: quarterLine(8) }),
  fc.record({ kind: fc.constant('MAP_WINNER' as const), line: fc.integer({ min: 1, max: 7 }) }),
);

describe('settlement, for any market and result', () => {
  it('is pure: settling the same result twice gives the same outcome and leaves the result as it was', () => {
    fc.assert(
      fc.property(market, result, (m, r) => {
        const frozen = Object.freeze({ ...r, maps: r.maps && Object.freeze([...r.maps]) });
        for (const selection of MARKET_SELECTIONS[m.kind]) {
          const first = settleSelection(m, selection, frozen);
          expect(settleSelection(m, selection, frozen)).toBe(first);
          expect(OUTCOMES).toContain(first);
        }
      }),
    );
  });

  it('mirrors HOME at line L in AWAY: opposite outcomes, and HOME of L at h-a is AWAY of −L at a-h', () => {
    fc.assert(
      fc.property(quarterLine(8), score, score, (line, home, away) => {
        const r: TEventResult = { status: 'FINISHED', home, away };
        const swapped: TEventResult = { status: 'FINISHED', home: away, away: home };
        const homeOutcome = settleSelection({ kind: 'AH', line }, 'HOME', r);
        expect(settleSelection({ kind: 'AH', line }, 'AWAY', r)).toBe(MIRROR[homeOutcome]);
        expect(settleSelection({ kind: 'AH', line: -line }, 'AWAY', swapped)).toBe(homeOutcome);
      }),
    );
  });

  it('mirrors OVER in UNDER at every total line', () => {
    fc.assert(
      fc.property(quarterLine(8), score, score, (line, home, away) => {
        const r: TEventResult = { status: 'FINISHED', home, away };
        const over = settleSelection({ kind: 'OU', line }, 'OVER', r);
        expect(settleSelection({ kind: 'OU', line }, 'UNDER', r)).toBe(MIRROR[over]);
      }),
    );
  });
});

describe('re-settlement', () => {
  it('applying the old payout then the delta equals applying the new payout', () => {
    const payout = fc.bigInt({ min: 0n, max: 10n ** 15n });
    fc.assert(
      fc.property(fc.bigInt(), payout, payout, (balance, oldPayout, newPayout) => {
        expect(balance + oldPayout + resettlementDelta(oldPayout, newPayout)).toBe(balance + newPayout);
      }),
    );
  });
});

describe('a parlay’s payout, for any legs', () => {
  const legs = fc.array(fc.record({ outcome: fc.constantFrom(...OUTCOMES), oddsMilli: odds }), {
    minLength: 1,
    maxLength: 10,
  });

  it('is between 0 and stake × Π odds, and only a win of every leg reaches it', () => {
    fc.assert(
      fc.property(stake, legs, (s, ls) => {
        const payout = payoutOf(s, ls);
        const potential = potentialPayoutOf(
          s,
          ls.map((leg) => leg.oddsMilli),
        );
        expect(payout >= 0n && payout <= potential).toBe(true);
        if (ls.some((leg) => leg.outcome === 'LOSE')) expect(payout).toBe(0n);
      }),
    );
  });

  it('does not depend on the legs’ order', () => {
    fc.assert(
      fc.property(stake, legs, (s, ls) => {
        expect(payoutOf(s, [...ls].reverse())).toBe(payoutOf(s, ls));
      }),
    );
  });

  it('cashes out for no more than the potential payout', () => {
    fc.assert(
      fc.property(stake, fc.array(fc.tuple(odds, odds), { minLength: 1, maxLength: 10 }), (s, pairs) => {
        const bet = { stakeMinor: s, legs: pairs.map(([placed]) => ({ oddsMilli: placed })) };
        const value = cashOutValue(
          bet,
          pairs.map(([, current]) => current),
          pairs.map(() => null),
          0,
        );
        expect(
          value! >= 0n &&
            value! <=
              potentialPayoutOf(
                s,
                pairs.map(([placed]) => placed),
              ),
        ).toBe(true);
      }),
    );
  });
});

describe('margins, for any fair book', () => {
  // probabilities a feed could send: up to 12 selections, none so likely it cannot carry a margin
  const book = fc.array(fc.double({ min: 0.001, max: 1, noNaN: true }), { minLength: 2, maxLength: 12 });
  const margin = fc.integer({ min: 0, max: 2000 });

  it('offers a book whose implied probabilities sum to at least 1 + margin, so at least 1', () => {
    fc.assert(
      fc.property(book, margin, (probabilities, marginBps) => {
        fc.pre(Math.max(...probabilities) / probabilities.reduce((a, b) => a + b) < 0.8);
        const offered = priceMarket({ probabilities }, marginBps);
        expect(hasOverround(offered, marginBps)).toBe(true);
        expect(hasOverround(offered, 0)).toBe(true);
        expect(offered.every((o) => o >= MIN_ODDS_MILLI && o <= MAX_ODDS_MILLI)).toBe(true);
      }),
    );
  });

  it('keeps the order: a likelier selection never gets longer odds', () => {
    fc.assert(
      fc.property(book, margin, (probabilities, marginBps) => {
        fc.pre(Math.max(...probabilities) / probabilities.reduce((a, b) => a + b) < 0.8);
        const offered = priceMarket({ probabilities }, marginBps);
        probabilities.forEach((p, i) =>
          probabilities.forEach((q, j) => {
            if (p > q) expect(offered[i]).toBeLessThanOrEqual(offered[j]!);
          }),
        );
      }),
    );
  });

  it('re-prices a provider’s book with the brand’s margin, still summing to at least 1 + margin', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1300, max: 50_000 }), { minLength: 2, maxLength: 6 }),
        margin,
        (providerOddsMilli, marginBps) => {
          const implied = providerOddsMilli.map((o) => 1 / o);
          fc.pre(Math.max(...implied) / implied.reduce((a, b) => a + b) < 0.8);
          expect(hasOverround(priceMarket({ providerOddsMilli }, marginBps), marginBps)).toBe(true);
        },
      ),
    );
  });
});
