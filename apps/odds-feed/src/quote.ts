import type { TFeedMarketKind, TFeedSelection } from '@openlobby/contracts';

/** A market as the model sees it: fair probabilities per selection, before the provider's margin. */
export type TPricedMarket = {
  kind: TFeedMarketKind;
  line?: number;
  selections: { code: string; p: number }[];
};

/** Below this a selection is not offered (a passed correct score, a decided total). */
export const MIN_OFFERED_PROBABILITY = 0.002;
const MIN_ODDS_MILLI = 1010;
const MAX_ODDS_MILLI = 1_000_000;

/**
 * The provider's prices: probabilities renormalised over the selections still offered, loaded with
 * `margin` proportionally (1/odds sums to 1 + margin) and rounded down to thousandths, so rounding
 * never gives the book a better price than the model. Null when fewer than two selections remain:
 * the market is decided and closes.
 */
export function quoteSelections(priced: TPricedMarket, margin: number): TFeedSelection[] | null {
  const offered = priced.selections.filter((s) => s.p >= MIN_OFFERED_PROBABILITY);
  if (offered.length < 2) return null;
  const total = offered.reduce((sum, s) => sum + s.p, 0);
  return offered.map((s) => ({
    code: s.code,
    oddsMilli: Math.min(
      MAX_ODDS_MILLI,
      Math.max(MIN_ODDS_MILLI, Math.floor(1000 / ((s.p / total) * (1 + margin)))),
    ),
  }));
}

/** The market's id: stable for the event's life, the line written as a plain number. */
export const marketIdOf = (eventId: string, kind: TFeedMarketKind, line?: number) =>
  line === undefined ? `${eventId}:${kind}` : `${eventId}:${kind}:${line}`;
