import type { TAdminRoom, TAdminRoomUpdate } from '@openlobby/contracts';
import { isApiError } from '../../../lib/api-error.ts';

type TTyped = number | string;

/**
 * A room's edit as the dialog holds it: typed numbers stay text until sent. Hold'em's blinds and
 * rake cap, or Niu-Niu's base bet (both blinds), by the room's game.
 */
export type TRoomDraft = {
  game: TAdminRoom['game'];
  name: string;
  active: boolean;
  smallBlind: TTyped;
  bigBlind: TTyped;
  baseBet: TTyped;
  rakeCap: TTyped;
  minBuyIn: TTyped;
  maxBuyIn: TTyped;
  rakePercent: TTyped;
  turnSeconds: TTyped;
  pauseSeconds: TTyped;
  reason: string;
};

/** A typed number, empty as NaN so the schema refuses it rather than reading it as 0. */
const typed = (v: TTyped): number => (v === '' ? Number.NaN : Number(v));

/** The dialog's starting point: the room as it is. */
export const draftOf = (r: TAdminRoom): TRoomDraft => ({
  game: r.game,
  name: r.name,
  active: r.active,
  smallBlind: r.smallBlind,
  bigBlind: r.bigBlind,
  baseBet: r.bigBlind,
  rakeCap: r.rakeCap,
  minBuyIn: r.minBuyIn,
  maxBuyIn: r.maxBuyIn,
  rakePercent: r.rakePercent,
  turnSeconds: r.turnSeconds,
  pauseSeconds: r.pauseSeconds,
  reason: '',
});

/** What the dialog sends, for the contract's schema to check: the fields of the room's game only. */
export const inputOf = (d: TRoomDraft): unknown => ({
  game: d.game,
  name: d.name.trim(),
  active: d.active,
  ...(d.game === 'niuniu'
    ? { baseBet: typed(d.baseBet) }
    : { smallBlind: typed(d.smallBlind), bigBlind: typed(d.bigBlind), rakeCap: typed(d.rakeCap) }),
  minBuyIn: typed(d.minBuyIn),
  maxBuyIn: typed(d.maxBuyIn),
  rakePercent: typed(d.rakePercent),
  turnSeconds: typed(d.turnSeconds),
  pauseSeconds: typed(d.pauseSeconds),
  reason: d.reason.trim(),
});

/** The fields a check's issues point at (`bigBlind`, `minBuyIn`). */
export const issueFields = (issues: readonly { path: readonly PropertyKey[] }[]): Set<string> =>
  new Set(issues.map((i) => String(i.path[0] ?? '')));

/**
 * The fields the server refused (VALIDATION_FAILED names them `body.<field>`), as issueFields
 * names them, so the dialog marks them beside its own checks.
 */
export const refusedFields = (failure: unknown): Set<string> => {
  if (!isApiError(failure) || failure.errorCode !== 'VALIDATION_FAILED' || !Array.isArray(failure.value))
    return new Set();
  return new Set(
    (failure.value as { field?: unknown }[])
      .map((f) => (typeof f?.field === 'string' ? f.field.replace(/^body\./, '').split('.')[0]! : ''))
      .filter(Boolean),
  );
};

export type { TAdminRoomUpdate };
