/** Niu-Niu (bull bull): hands and their multipliers, the deal, the banker's settlement and its exact RTP. */
export {
  NIUNIU_CATEGORIES,
  NIUNIU_MAX_MULTIPLIER,
  NIUNIU_MULTIPLIERS,
  cardStrength,
  evaluateNiuniu,
  niuRank,
  type TNiuniuCategory,
  type TNiuniuHand,
} from './hand.ts';
export { NIUNIU_DEAL_BLOCKS, NIUNIU_MAX_PLAYERS, dealNiuniu, type TNiuniuDeal } from './deal.ts';
export {
  NIUNIU_DEFAULT_COMMISSION_BPS,
  NIUNIU_MAX_BASE_BET_MINOR,
  playNiuniuRound,
  settleNiuniu,
  simulateNiuniu,
  type TNiuniuPlayerResult,
  type TNiuniuSettlement,
} from './settle.ts';
export {
  exactNiuniuRtp,
  exactNiuniuWinMultiplier,
  niuniuCategoryCounts,
  niuniuJointCounts,
} from './exact-rtp.ts';
export { NIUNIU_RTP, NIUNIU_WIN_MULTIPLIER } from './rtp.ts';
export {
  NIUNIU_TABLE_MULTIPLES,
  NIUNIU_TABLE_SEATS,
  coverFor,
  isNiuniuTableOver,
  multiplesFor,
  stakeNiuniu,
  startNiuniuTable,
  timeoutNiuniu,
  type TNiuniuSeatResult,
  type TNiuniuTableConfig,
  type TNiuniuTableResult,
  type TNiuniuTableState,
} from './table.ts';
