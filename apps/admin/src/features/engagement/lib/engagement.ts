import { PROMOTION_KINDS, ZAdminReasonBody, type TPromotionRule } from '@openlobby/contracts';
import type { TFunction } from 'i18next';
import type { TReasonRule } from '../../../components/ui/reason-field.tsx';

/** Engagement's reasons (every change, audited with it): 1–140 characters. */
export const engagementReasonRule = (t: TFunction): TReasonRule => ({
  schema: ZAdminReasonBody,
  maxLength: 140,
  hint: t('engagement.reason.hint'),
  invalid: t('engagement.reason.invalid'),
});

/** A title kept by language code, in the console's language when it has one, else English. */
export const titleIn = (title: Record<string, string | undefined>, language: string): string =>
  title[language] || title.EN || Object.values(title).find(Boolean) || '—';

/** The languages a text was written in, the empty ones left out (the schema wants none empty). */
export const filledTexts = (texts: Record<string, string | undefined>): Record<string, string> =>
  Object.fromEntries(Object.entries(texts).filter((e): e is [string, string] => !!e[1]?.trim()));

type TKind = (typeof PROMOTION_KINDS)[number];

/** A starting rule of each kind, in the rule schema's own fields (minor units, basis points). */
export const RULE_TEMPLATES: Record<TKind, TPromotionRule> = {
  DEPOSIT_MATCH: {
    kind: 'DEPOSIT_MATCH',
    percentBps: 5000,
    capMinor: 20000,
    minDepositMinor: 1000,
    turnoverMultiplier: 10,
  },
  FIRST_DEPOSIT: {
    kind: 'FIRST_DEPOSIT',
    percentBps: 10000,
    capMinor: 50000,
    minDepositMinor: 1000,
    turnoverMultiplier: 10,
  },
  RELOAD: { kind: 'RELOAD', percentBps: 2000, capMinor: 20000, minDepositMinor: 5000, turnoverMultiplier: 5 },
  CASHBACK: {
    kind: 'CASHBACK',
    basis: 'NET_LOSS',
    period: 'DAILY',
    percentBps: 500,
    capMinor: 100000,
    minBasisMinor: 1000,
    categories: [],
    turnoverMultiplier: 1,
  },
  BIRTHDAY: { kind: 'BIRTHDAY', amountMinor: 8800, turnoverMultiplier: 1 },
  MANUAL: { kind: 'MANUAL', needsApplication: false, turnoverMultiplier: 1 },
  RAFFLE: {
    kind: 'RAFFLE',
    prizes: [
      { amountMinor: 0, weight: 90 },
      { amountMinor: 1000, weight: 10 },
    ],
    turnoverMultiplier: 1,
  },
};

/** A fresh id for one dialog's request: a double click or a retry of that dialog is the same request. */
export const newRequestId = (): string =>
  globalThis.crypto?.randomUUID?.() ??
  `r${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;

/**
 * Basis points as the operator reads and types them: a percentage with two decimals (125 bps is
 * 1.25 %). What is sent stays whole basis points, rounded from what was typed.
 */
export const percentOfBps = (bps: number): number => bps / 100;
export const bpsOfPercent = (percent: number | string): number =>
  percent === '' ? Number.NaN : Math.round(Number(percent) * 100);
export const formatBps = (bps: number, locale: string): string =>
  new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(bps / 10_000);

/** A typed number, empty as NaN so the schema refuses it rather than reading it as 0. */
export const typedNumber = (v: number | string): number => (v === '' ? Number.NaN : Number(v));
