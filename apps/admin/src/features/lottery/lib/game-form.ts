import type { TAdminLotteryGame, TAdminLotteryGameUpdate } from '@openlobby/contracts';
import { isApiError } from '../../../lib/api-error.ts';

/** A game's edit as the dialog holds it: typed numbers stay text until sent, weekdays as strings. */
export type TGameDraft = {
  weekdays: string[];
  drawTime: string;
  closeBeforeSeconds: number | string;
  resultMode: TAdminLotteryGameUpdate['resultMode'];
  odds: Record<string, number | string>;
  minStake: number | string;
  maxStake: number | string;
  liabilityCap: number | string;
  enabled: boolean;
  reason: string;
};

/** A typed number, empty as NaN so the schema refuses it rather than reading it as 0. */
const typed = (v: number | string): number => (v === '' ? Number.NaN : Number(v));

/** The dialog's starting point: the game as it is, every odds key at what it pays now. */
export const draftOf = (g: TAdminLotteryGame): TGameDraft => ({
  weekdays: (g.weekdays ?? []).map(String),
  drawTime: g.drawTime ?? '',
  closeBeforeSeconds: g.closeBeforeSeconds,
  resultMode: g.resultMode,
  odds: { ...g.odds },
  minStake: g.minStake,
  maxStake: g.maxStake,
  liabilityCap: g.liabilityCap,
  enabled: g.enabled,
  reason: '',
});

/**
 * What the dialog sends, for the contract's schema to check: the schedule only for the Vietnam
 * lottery (the e-lottery draws on its interval), every odds key (the server keeps those that
 * differ from the engine's), the reason trimmed.
 */
export const inputOf = (g: TAdminLotteryGame, d: TGameDraft): unknown => ({
  ...(g.product === 'VN'
    ? { weekdays: d.weekdays.map(Number).sort((a, b) => a - b), drawTime: d.drawTime.trim() }
    : {}),
  closeBeforeSeconds: typed(d.closeBeforeSeconds),
  resultMode: d.resultMode,
  odds: Object.fromEntries(Object.entries(d.odds).map(([k, v]) => [k, typed(v)])),
  minStake: typed(d.minStake),
  maxStake: typed(d.maxStake),
  liabilityCap: typed(d.liabilityCap),
  enabled: d.enabled,
  reason: d.reason.trim(),
});

/** The keys whose odds the brand set itself (what the game pays differs from the engine's). */
export const overriddenKeys = (g: TAdminLotteryGame): string[] =>
  Object.keys(g.defaultOdds).filter((k) => g.odds[k] !== g.defaultOdds[k]);

/** The fields a check's issues point at: `maxStake`, or `odds.LO2` for one odds. */
export const issueFields = (issues: readonly { path: readonly PropertyKey[] }[]): Set<string> =>
  new Set(issues.map((i) => i.path.slice(0, i.path[0] === 'odds' ? 2 : 1).join('.')));

/**
 * The fields the server refused (VALIDATION_FAILED names them `body.<field>`), as issueFields
 * names them, so the dialog marks them beside its own checks.
 */
export const refusedFields = (failure: unknown): Set<string> => {
  if (!isApiError(failure) || failure.errorCode !== 'VALIDATION_FAILED' || !Array.isArray(failure.value))
    return new Set();
  return new Set(
    (failure.value as { field?: unknown }[])
      .map((f) => (typeof f?.field === 'string' ? f.field.replace(/^body\./, '') : ''))
      .filter(Boolean),
  );
};
