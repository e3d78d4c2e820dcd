import {
  BACCARAT_SPOTS,
  BINGO_SPOTS,
  ROULETTE_SPOT_KINDS,
  type TAdminTable,
  type TAdminTableUpdate,
} from '@openlobby/contracts';
import { isApiError } from '../../../lib/api-error.ts';

/** A table's edit as the dialog holds it: typed numbers stay text until sent, chips as one text. */
export type TTableDraft = {
  name: string;
  active: boolean;
  bettingSeconds: number | string;
  resultSeconds: number | string;
  limits: Record<string, { min: number | string; max: number | string }>;
  chips: string;
  reason: string;
};

/** A typed number, empty as NaN so the schema refuses it rather than reading it as 0. */
const typed = (v: number | string): number => (v === '' ? Number.NaN : Number(v));

/** The spots of a table in the order of its layout: the game's spots it has limits for. */
export const spotsOf = (table: Pick<TAdminTable, 'game' | 'limits'>): string[] =>
  (
    (({ BACCARAT: BACCARAT_SPOTS, ROULETTE: ROULETTE_SPOT_KINDS, BINGO: BINGO_SPOTS }) as const)[
      table.game
    ] as readonly string[]
  ).filter((k) => k in table.limits);

/** The dialog's starting point: the table as it is. */
export const draftOf = (t: TAdminTable): TTableDraft => ({
  name: t.name,
  active: t.active,
  bettingSeconds: t.bettingSeconds,
  resultSeconds: t.resultSeconds,
  limits: Object.fromEntries(spotsOf(t).map((k) => [k, { min: t.limits[k]!.min, max: t.limits[k]!.max }])),
  chips: t.chips.join(', '),
  reason: '',
});

/** Chips as typed: numbers split on commas or spaces ("1, 5, 10"); a word is NaN for the schema to refuse. */
export const chipsOf = (text: string): number[] =>
  text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((c) => Number(c));

/** What the dialog sends, for the contract's schema to check: every spot, the name and reason trimmed. */
export const inputOf = (d: TTableDraft): unknown => ({
  name: d.name.trim(),
  active: d.active,
  bettingSeconds: typed(d.bettingSeconds),
  resultSeconds: typed(d.resultSeconds),
  limits: Object.fromEntries(
    Object.entries(d.limits).map(([k, l]) => [k, { min: typed(l.min), max: typed(l.max) }]),
  ),
  chips: chipsOf(d.chips),
  reason: d.reason.trim(),
});

/** The fields a check's issues point at: `chips`, or `limits.PLAYER` for one spot. */
export const issueFields = (issues: readonly { path: readonly PropertyKey[] }[]): Set<string> =>
  new Set(issues.map((i) => i.path.slice(0, i.path[0] === 'limits' ? 2 : 1).join('.')));

/**
 * The fields the server refused (VALIDATION_FAILED names them `body.<field>`, `body.limits.TIE.min`),
 * as issueFields names them, so the dialog marks them beside its own checks.
 */
export const refusedFields = (failure: unknown): Set<string> => {
  if (!isApiError(failure) || failure.errorCode !== 'VALIDATION_FAILED' || !Array.isArray(failure.value))
    return new Set();
  return new Set(
    (failure.value as { field?: unknown }[])
      .map((f) => (typeof f?.field === 'string' ? f.field.replace(/^body\./, '') : ''))
      .filter(Boolean)
      .map((f) =>
        f
          .split('.')
          .slice(0, f.startsWith('limits.') ? 2 : 1)
          .join('.'),
      ),
  );
};

export type { TAdminTableUpdate };
