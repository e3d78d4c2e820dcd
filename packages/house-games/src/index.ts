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
