/** The house vendor's game engines: pure and synchronous, shared by the server and the game pages. */
export {
  StreamExhausted,
  blockMessage,
  computeBlocks,
  floatOfBlock,
  floatsFromBlocks,
  hmacFloatStream,
  type TFloatSource,
  type THmac,
  type THmacAsync,
} from './provably-fair.ts';
export { SLOT_MAX_TOTAL_BET, isValidTotalBet } from './slot/bet.ts';
export { exactRtp, exactRtpBreakdown, type TRtpBreakdown } from './slot/exact-rtp.ts';
export { SLOT_LINES, SLOT_REEL_COUNT, SLOT_ROW_COUNT, type TSlotLine } from './slot/lines.ts';
export { SLOT_PAYTABLE } from './slot/paytable.ts';
export { SLOT_MAX_BLOCKS, SLOT_MAX_FLOATS, playSlotRound } from './slot/play-slot-round.ts';
export { SLOT_REELS } from './slot/reels.ts';
export type { TReelSet, TRunPays } from './slot/slot-game.ts';
export { SLOT_RTP } from './slot/rtp.ts';
export {
  SCATTER,
  SLOT_SYMBOLS,
  WILD,
  type TSlotSymbol,
  type TSlotSymbolId,
  type TSlotSymbolKind,
} from './slot/symbols.ts';
export type { TCell, TLineWin, TScatterWin, TSlotRound, TSlotSpin } from './slot/types.ts';
export { verifySlotRound, verifySlotRoundAsync } from './slot/verify-round.ts';
export { LOTTERY_DRAW_NONCE, drawSource } from './lottery/seeds.ts';
export {
  VN_PRIZE_TABLES,
  VN_REGIONS,
  vnChances,
  type TVnPrize,
  type TVnPrizeCode,
  type TVnRegion,
} from './lottery/vn/prize-table.ts';
export {
  VN_DRAW_BLOCKS,
  drawVnResult,
  validateVnResult,
  type TVnResult,
  type TVnResultProblem,
} from './lottery/vn/draw.ts';
export {
  VN_BET_TYPES,
  VN_SELECTION_RULES,
  validateVnSelection,
  type TVnBetType,
  type TVnLine,
  type TVnSelectionProblem,
  type TVnSelectionRule,
} from './lottery/vn/bet-types.ts';
export { settleVnLine, type TVnSettlement } from './lottery/vn/settle.ts';
export { VN_DEFAULT_ODDS } from './lottery/vn/odds.ts';
export { exactVnRtp, vnExpectedHits, xienProbability } from './lottery/vn/exact-rtp.ts';
export {
  vnLiabilityKeys,
  vnLineMaxWin,
  type TVnLiabilityFamily,
  type TVnLiabilityKey,
} from './lottery/vn/liability.ts';
export {
  ELOTT_BALL_COUNT,
  ELOTT_DEFAULT_ODDS,
  ELOTT_MARKETS,
  isElottSelection,
  type TElottBet,
  type TElottDragonTiger,
  type TElottMarket,
  type TElottPick,
  type TElottSelection,
  type TElottSelections,
  type TElottTwoWay,
} from './lottery/elott/markets.ts';
export { ELOTT_DRAW_BLOCKS, drawElott } from './lottery/elott/draw.ts';
export { ELOTT_SUM_BIG_FROM, elottSummary, type TElottSummary } from './lottery/elott/summary.ts';
export { settleElottBet, type TElottSettlement } from './lottery/elott/settle.ts';
export { elottProbability, exactElottRtp } from './lottery/elott/exact-rtp.ts';
