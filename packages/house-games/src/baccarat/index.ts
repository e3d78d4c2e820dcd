/** Baccarat (Punto Banco, 8 decks): the shoe, the hand and its third-card rules, bets, roads and RTP. */
export {
  BACCARAT_DECKS,
  BACCARAT_SHOE_SIZE,
  BACCARAT_SUITS,
  burnCount,
  handTotal,
  orderedShoe,
  pointValue,
  type TCard,
  type TRank,
  type TSuit,
} from './cards.ts';
export { bankerDraws, isNatural, playerDraws } from './third-card.ts';
export {
  playHand,
  playHandFrom,
  winnerOf,
  type TBaccaratHand,
  type TBaccaratOutcome,
  type TBaccaratWinner,
} from './hand.ts';
export {
  BACCARAT_CUT_FROM_END_MAX,
  BACCARAT_CUT_FROM_END_MIN,
  BACCARAT_SHOE_BLOCKS,
  BACCARAT_SHOE_FLOATS,
  dealShoeHand,
  isShoeOver,
  openShoe,
  playShoe,
  shuffleShoe,
  verifyBaccaratShoe,
  type TShoe,
} from './shoe.ts';
export {
  BACCARAT_BET_KINDS,
  BACCARAT_MAX_STAKE,
  BACCARAT_PAYOUTS,
  assertBaccaratBet,
  isBaccaratBetKind,
  type TBaccaratBet,
  type TBaccaratBetKind,
} from './bets.ts';
export {
  baccaratBetOutcome,
  settleBaccaratBet,
  settleBaccaratHand,
  type TBaccaratBetOutcome,
  type TBaccaratBetResult,
  type TBaccaratSettlement,
} from './settle.ts';
export {
  assertTableLimits,
  findBaccaratLimitProblems,
  findLimitProblems,
  type TBaccaratLimits,
  type TBetLimit,
  type TLimitProblem,
  type TTableLimits,
} from './limits.ts';
export {
  ROAD_ROWS,
  beadPlate,
  bigRoad,
  placeStreaks,
  type TBeadCell,
  type TBigRoad,
  type TBigRoadCell,
  type TBigRoadEntry,
  type TPlaced,
} from './roads.ts';
export { bigEyeBoy, derivedColour, type TBigEyeBoy, type TDerivedColour } from './big-eye-boy.ts';
export {
  baccaratOutcomeCounts,
  exactBaccaratRtp,
  pairProbability,
  type TOutcomeCounts,
} from './exact-rtp.ts';
export { BACCARAT_RTP } from './rtp.ts';
export { BACCARAT_SIMULATION_STAKE, simulateBaccarat, type TBaccaratSimulation } from './simulate.ts';
