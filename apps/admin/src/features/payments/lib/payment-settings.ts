import { ZPaymentSettings, type TPaymentSettings } from '@openlobby/contracts';
import { z } from 'zod';
import { limitOf } from './channels.ts';

/**
 * A brand's withdrawal rules and transfer limit as the settings card edits them: each value as its
 * NumberInput holds it (a number, or the text while blank or half typed), checked with the
 * contract plus the card's rules: the maximum and the daily amount must not be below the minimum.
 * The daily limits may be left blank: no limit (null).
 */

export type TPaymentSettingField = keyof TPaymentSettings;
/** The card's fields in display order. */
export const PAYMENT_SETTING_FIELDS: readonly TPaymentSettingField[] = [
  'withdrawalMin',
  'withdrawalMax',
  'withdrawalDailyCount',
  'withdrawalDailyAmount',
  'autoReceiveMinutes',
  'turnoverPercent',
  'transferDailyCount',
  'adjustmentCheckerAbove',
];

export type TPaymentSettingsDraft = Record<TPaymentSettingField, number | string>;

/** A field's number schema, under the null a daily limit may be. */
const numberSchemaOf = (field: TPaymentSettingField): z.ZodNumber => {
  const schema = ZPaymentSettings.shape[field];
  return schema instanceof z.ZodNullable ? schema.unwrap() : schema;
};

/** Whether a blank value is allowed and means no limit (null): the daily amount and transfer count. */
export const isOptionalLimit = (field: TPaymentSettingField): boolean =>
  ZPaymentSettings.shape[field] instanceof z.ZodNullable;

/** Whole numbers only: the counts, the minutes and the percentage; the limits are amounts. */
export const isWholeNumberField = (field: TPaymentSettingField): boolean => numberSchemaOf(field).isInt;

/** The contract's bounds of a field (null where it has none, e.g. no maximum amount). */
export const settingBoundsOf = (field: TPaymentSettingField): { min: number | null; max: number | null } => {
  const schema = numberSchemaOf(field);
  const max = schema.maxValue;
  return {
    min: schema.minValue,
    max: max !== null && Number.isFinite(max) && max < Number.MAX_SAFE_INTEGER ? max : null,
  };
};

/** The stored rules as the inputs hold them: no limit is a blank input. */
export const draftOf = (settings: TPaymentSettings): TPaymentSettingsDraft =>
  Object.fromEntries(PAYMENT_SETTING_FIELDS.map((f) => [f, settings[f] ?? ''])) as TPaymentSettingsDraft;

const isBlankText = (value: number | string) => typeof value === 'string' && value.trim() === '';

/**
 * The draft as numbers: a blank daily limit is null (no limit); other blank or unreadable text is
 * NaN, which the contract refuses.
 */
export const settingsBodyOf = (draft: TPaymentSettingsDraft): TPaymentSettings =>
  Object.fromEntries(
    PAYMENT_SETTING_FIELDS.map((f) => [
      f,
      isOptionalLimit(f) && isBlankText(draft[f]) ? null : limitOf(draft[f]),
    ]),
  ) as TPaymentSettings;

/** Whether the draft differs from what is stored (compared as numbers, so "1,000" equals 1000). */
export const isSettingsDirty = (draft: TPaymentSettingsDraft, stored: TPaymentSettings): boolean => {
  const body = settingsBodyOf(draft);
  return PAYMENT_SETTING_FIELDS.some((f) => !Object.is(body[f], stored[f]));
};

/** Why a value is refused, as a key of payments.settings.errors. */
export type TSettingIssue = 'required' | 'positive' | 'whole' | 'range' | 'maxBelowMin' | 'dailyBelowMin';
export type TSettingIssues = Partial<Record<TPaymentSettingField, TSettingIssue>>;

const issueOf = (issue: z.core.$ZodIssue): TSettingIssue => {
  if (issue.code === 'invalid_type') return issue.expected === 'int' ? 'whole' : 'required';
  if (issue.code === 'too_small' && issue.minimum === 0 && !issue.inclusive) return 'positive';
  return 'range';
};

export type TCheckedSettings =
  { ok: true; body: TPaymentSettings; issues: TSettingIssues } | { ok: false; issues: TSettingIssues };

/**
 * Checks the draft with ZPaymentSettings, and that neither the maximum withdrawal nor the daily
 * amount is below the minimum.
 */
export const checkPaymentSettings = (draft: TPaymentSettingsDraft): TCheckedSettings => {
  const body = settingsBodyOf(draft);
  const issues: TSettingIssues = {};
  const parsed = ZPaymentSettings.safeParse(body);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as TPaymentSettingField;
      issues[field] ??= issueOf(issue);
    }
  if (!issues.withdrawalMin && !issues.withdrawalMax && body.withdrawalMax < body.withdrawalMin)
    issues.withdrawalMax = 'maxBelowMin';
  if (
    !issues.withdrawalMin &&
    !issues.withdrawalDailyAmount &&
    body.withdrawalDailyAmount !== null &&
    body.withdrawalDailyAmount < body.withdrawalMin
  )
    issues.withdrawalDailyAmount = 'dailyBelowMin';
  return parsed.success && Object.keys(issues).length === 0
    ? { ok: true, body: parsed.data, issues }
    : { ok: false, issues };
};
