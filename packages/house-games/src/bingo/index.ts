/** 75-ball bingo: cards, the shared draw, patterns, fixed prizes and the pooled full house. */
export {
  BINGO_BALLS,
  BINGO_CARD_FLOATS,
  BINGO_FREE_CELL,
  assertBingoCard,
  dealBingoCard,
  dealBingoCards,
  type TBingoCard,
} from './card.ts';
export { BINGO_DRAW_BLOCKS, BINGO_DRAW_FLOATS, assertBingoOrder, drawBingoOrder } from './draw.ts';
export {
  BINGO_PATTERN_CELLS,
  BINGO_PATTERN_NAMES,
  bingoCompletions,
  type TBingoCompletions,
  type TBingoPattern,
} from './patterns.ts';
export { BINGO_POOLS, BINGO_PRIZES, bingoPrizeMilli, type TBingoPrizeTier } from './prizes.ts';
export { settleBingoPools, type TBingoPoolResult } from './pool.ts';
export {
  BINGO_MAX_CARD_PRICE,
  settleBingoCard,
  settleBingoRound,
  simulateBingo,
  type TBingoCardResult,
  type TBingoRoundResult,
  type TBingoSimulation,
  type TBingoTicket,
} from './settle.ts';
export {
  BINGO_ORDERINGS,
  bingoCompletionProbability,
  bingoCompletionWays,
  exactBingoFixedRtp,
  exactBingoPatternRtp,
  exactBingoRtp,
} from './exact-rtp.ts';
export { BINGO_FIXED_RTP, BINGO_RTP } from './rtp.ts';
