import type { TFeedResult, TFeedScore } from '@openlobby/contracts';
import type { TPricedMarket } from '../quote.ts';

/**
 * What one step of play did, which decides the messages: GOAL and DANGER suspend the event until
 * the next step re-prices it; BREAK suspends over a break (half, quarter, set, map); POINT
 * publishes the score and new prices; QUIET changes nothing worth a message; END finishes it.
 */
export type TStepOutcome = 'QUIET' | 'TICK' | 'POINT' | 'GOAL' | 'DANGER' | 'BREAK' | 'END';

/**
 * One event's model: the state of play, advanced one step at a time by its own seeded generator,
 * and priced from that state. Prices and play come from the same parameters, so the prices are
 * the real odds of what the simulation does next (plus the margin).
 */
export type TSportModel = {
  /** Simulated milliseconds one step stands for (a minute of football, a tennis point). */
  stepSimMs: number;
  /** The event's prices now; a market missing from the list is closed. */
  markets(): TPricedMarket[];
  step(): TStepOutcome;
  score(): TFeedScore;
  result(): TFeedResult;
  /** A corrected result (a goal taken back on review), or null where this sport has none. */
  correction(): TFeedResult | null;
  /** Cockfights take no bets once the fight is on. */
  closedInPlay?: boolean;
};
