import { assertOddsMilli, MAX_ODDS_MILLI, MIN_ODDS_MILLI } from './vocabulary.ts';

/** The largest margin a brand may set: 50 % (a book summing to 1.5 is no longer a price). */
export const MAX_MARGIN_BPS = 5000;

/**
 * A fair book to price: the true probabilities of the market's selections (any positive numbers;
 * they are scaled to sum to 1), or a provider's decimal odds in thousandths (whose own margin is
 * taken out the same way before the brand's is put in).
 */
export type TFairBook = { probabilities: readonly number[] } | { providerOddsMilli: readonly number[] };

/** A positive double as an exact fraction over a power of two: multiplying by 2 never rounds. */
function exactFraction(value: number): { num: bigint; shift: number } {
  if (!Number.isFinite(value) || value <= 0)
    throw new RangeError(`a probability is a positive finite number, got ${value}`);
  let shift = 0;
  let scaled = value;
  while (!Number.isInteger(scaled)) {
    scaled *= 2;
    shift++;
  }
  return { num: BigInt(scaled), shift };
}

/** Each selection's share of the book as integers over one common denominator. */
function weightsOf(book: TFairBook): bigint[] {
  if ('probabilities' in book) {
    const fractions = book.probabilities.map(exactFraction);
    const shift = Math.max(0, ...fractions.map((f) => f.shift));
    return fractions.map((f) => f.num << BigInt(shift - f.shift));
  }
  book.providerOddsMilli.forEach(assertOddsMilli);
  // implied probability 1/odds, times the product of all the odds to stay whole
  const odds = book.providerOddsMilli.map(BigInt);
  const product = odds.reduce((acc, o) => acc * o, 1n);
  return odds.map((o) => product / o);
}

/**
 * Offered odds (thousandths) for a fair book with the brand's margin, by the proportional method:
 * each selection's fair probability p (scaled so the book sums to 1) becomes p × (1 + margin), so
 * every selection carries the same share of the overround (500 bps: implied probabilities sum to
 * 1.05). Odds are 1 / that, computed exactly in BigInt and rounded down to the thousandth, which
 * only adds to the margin: the offered book always sums to at least 1 + margin, and a likelier
 * selection never gets longer odds. Odds past MAX_ODDS_MILLI are cut to it (again only adding).
 *
 * Throws a RangeError for fewer than two selections, a probability that is not positive, a margin
 * outside 0…MAX_MARGIN_BPS, or a favourite so likely that its odds would fall below 1.001: the odds
 * cannot be raised to 1.001 without giving the margin away, so the feed suspends that market.
 */
export function priceMarket(book: TFairBook, marginBps: number): number[] {
  if (!Number.isSafeInteger(marginBps) || marginBps < 0 || marginBps > MAX_MARGIN_BPS)
    throw new RangeError(`a margin is whole basis points from 0 to ${MAX_MARGIN_BPS}, got ${marginBps}`);
  const weights = weightsOf(book);
  if (weights.length < 2) throw new RangeError('a market has at least two selections');
  const total = weights.reduce((acc, w) => acc + w, 0n);
  const scale = 10_000n + BigInt(marginBps);
  return weights.map((weight) => {
    // odds = 1 / (p × (1 + m)) with p = weight / total, in thousandths, rounded down
    const oddsMilli = (1000n * 10_000n * total) / (weight * scale);
    if (oddsMilli < BigInt(MIN_ODDS_MILLI))
      throw new RangeError(`a selection this likely cannot carry a ${marginBps} bps margin above 1.001`);
    return Math.min(Number(oddsMilli), MAX_ODDS_MILLI);
  });
}

/**
 * Whether offered odds sum, as implied probabilities 1/odds, to at least 1 + marginBps / 10,000 —
 * exactly, in BigInt: Σ 1000/oᵢ ≥ (10,000 + bps)/10,000 ⇔ 10⁷ Σ Πⱼ≠ᵢ oⱼ ≥ (10,000 + bps) Πⱼ oⱼ.
 */
export function hasOverround(oddsMilli: readonly number[], marginBps: number): boolean {
  const odds = oddsMilli.map(BigInt);
  const product = odds.reduce((acc, o) => acc * o, 1n);
  const sum = odds.reduce((acc, o) => acc + product / o, 0n);
  return 1000n * 10_000n * sum >= (10_000n + BigInt(marginBps)) * product;
}
