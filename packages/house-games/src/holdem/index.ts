/** No-limit Texas Hold'em: cards, the 7-card evaluator, one hand as an immutable state machine, pots and rake. */
export {
  DECK_SIZE,
  SHUFFLE_FLOATS,
  cardName,
  parseCard,
  parseCards,
  rankOf,
  shuffleDeck,
  suitOf,
  type TCard,
} from './cards.ts';
export {
  HAND_CATEGORIES,
  compareHands,
  evaluateHand,
  type THandCategory,
  type THandValue,
} from './evaluate.ts';
export {
  HOLDEM_DEAL_BLOCKS,
  HOLDEM_MAX_SEATS,
  HOLDEM_MIN_SEATS,
  blindSeats,
  dealPositions,
  startHand,
} from './start-hand.ts';
export { legalActions } from './legal-actions.ts';
export { act as actHoldem, isHandOver, timeout as timeoutHoldem } from './act.ts';
export { settlement as holdemSettlement } from './settlement.ts';
export { HOLDEM_RTP_BEFORE_RAKE } from './rtp.ts';
export type {
  THoldemAction,
  THoldemActionType,
  THoldemConfig,
  THoldemLegalActions,
  THoldemLogEntry,
  THoldemPot,
  THoldemResult,
  THoldemSeat,
  THoldemSeatIn,
  THoldemSettlement,
  THoldemState,
  THoldemStreet,
} from './types.ts';
