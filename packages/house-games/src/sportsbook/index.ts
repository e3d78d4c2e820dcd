/**
 * The house sportsbook's pure engine (issue 20): markets and their settlement, exact payouts of
 * singles and parlays, bet-slip rules, odds-change policies, margins and cash-out. Money is bigint
 * minor units, odds integer thousandths; no clock and no I/O, so the feed, the server and the pages
 * run the same rules.
 */
export {
  CS_MAX_GOALS,
  CS_SELECTIONS,
  MARKET_KINDS,
  MARKET_SELECTIONS,
  MAX_ODDS_MILLI,
  MIN_ODDS_MILLI,
  OUTCOMES,
  SPORTS,
  assertOddsMilli,
  isSelectionOf,
  isValidOddsMilli,
  type TEventResult,
  type TMarket,
  type TMarketKind,
  type TOutcome,
  type TSide,
  type TSport,
} from './vocabulary.ts';
export { SPORT_MARKETS, isMarketOffered } from './markets.ts';
export { settleHandicap, settleOnLine, settleTotal, type TLineOutcome } from './lines.ts';
export { settleSelection } from './settle.ts';
export {
  legFactor,
  payoutOf,
  potentialPayoutOf,
  productOf,
  type TFactor,
  type TSettledLeg,
} from './payout.ts';
export { resettlementDelta } from './resettlement.ts';
export {
  PARLAY_MAX_LEGS,
  PARLAY_MIN_LEGS,
  SLIP_PROBLEM_CODES,
  validateSlip,
  type TBetSlip,
  type TSlipLeg,
  type TSlipLimits,
  type TSlipProblem,
  type TSlipProblemCode,
} from './slip.ts';
export { PRICE_POLICIES, acceptPrice, type TPricePolicy } from './price-change.ts';
export { MAX_MARGIN_BPS, hasOverround, priceMarket, type TFairBook } from './margin.ts';
export { cashOutValue, type TPlacedBet } from './cash-out.ts';
