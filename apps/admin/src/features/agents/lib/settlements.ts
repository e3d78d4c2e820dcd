import type { TContractKind } from '@openlobby/contracts';

/** Why a settlement paid less than it might: a key of agents.settlements.reasons, or null when paid. */
export type TSettlementReason = 'shortfall' | 'shortfallFrozen' | 'noNetLoss' | 'noBets' | 'noTier' | 'zero';

/**
 * Reads a settlement's figures as the rules do: a payer short of funds (a dividend's upline is then
 * frozen), a dividend on a team without net loss, no bets at all, figures below every tier, or a
 * tier that came to nothing.
 */
export function settlementReasonOf(s: {
  status: 'PAID' | 'NOTHING_DUE' | 'SHORTFALL';
  kind: TContractKind;
  betVolume: number;
  netLoss: number;
  tier: number | null;
}): TSettlementReason | null {
  if (s.status === 'PAID') return null;
  if (s.status === 'SHORTFALL') return s.kind === 'DIVIDEND' ? 'shortfallFrozen' : 'shortfall';
  if (s.kind === 'DIVIDEND' && s.netLoss <= 0) return 'noNetLoss';
  if (s.betVolume === 0) return 'noBets';
  if (s.tier === null && s.kind !== 'REAL_TIME_SALARY') return 'noTier';
  return 'zero';
}

/** A freeze's reason as the server writes it, e.g. DIVIDEND_UNPAID:W2026-11-30 → code and period. */
export function freezeReasonOf(reason: string): { code: string; period: string } {
  const at = reason.indexOf(':');
  return at < 0 ? { code: reason, period: '' } : { code: reason.slice(0, at), period: reason.slice(at + 1) };
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (day: string) => ISO_DAY.test(day) && !Number.isNaN(Date.parse(day));
/**
 * True for days the API takes: each valid or left out (empty: the brand's default), and when both
 * are given the start not after the end.
 */
export const isDayRange = (from: string, to: string) =>
  (from === '' || isDay(from)) && (to === '' || isDay(to)) && (from === '' || to === '' || from <= to);
