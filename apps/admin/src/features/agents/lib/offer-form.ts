import {
  ZAdminContractOffer,
  type TContractCategory,
  type TContractKind,
  type TContractTerms,
} from '@openlobby/contracts';
import type { z } from 'zod';

/** A number field's value as Mantine's NumberInput hands it back ('' while empty). */
type TNumberDraft = number | string;

/**
 * One tier as the form edits it, whatever the kind: `volume` is the dividend's and hourly wage's
 * minimum bet or the daily wage's bet volume; `rate` the dividend's integer percent or a wage's
 * percent (P) or fixed amount (F).
 */
export type TTierDraft = {
  volume: TNumberDraft;
  netLoss: TNumberDraft;
  activeMember: TNumberDraft;
  rateType: 'P' | 'F';
  rate: TNumberDraft;
};

export type TOfferDraft = {
  agentId: string | null;
  kind: TContractKind;
  category: TContractCategory;
  period: 'WEEKLY' | 'SEMI_MONTHLY' | 'MONTHLY';
  tiers: TTierDraft[];
  winRate: TNumberDraft;
  lossRate: TNumberDraft;
  singleBetAmount: TNumberDraft;
};

/** The most tiers a contract may have (the shared schema's limit). */
export const MAX_TIERS = 10;

export const emptyTier = (): TTierDraft => ({
  volume: '',
  netLoss: '',
  activeMember: '',
  rateType: 'P',
  rate: '',
});

export const emptyOffer = (agentId: string | null = null): TOfferDraft => ({
  agentId,
  kind: 'DAILY_WAGE',
  category: 'ALL',
  period: 'WEEKLY',
  tiers: [emptyTier()],
  winRate: '',
  lossRate: '',
  singleBetAmount: '',
});

/** An empty field is left undefined, so the schema reports it as missing rather than as 0. */
const num = (v: TNumberDraft): number | undefined => {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  const s = v.replace(/,/g, '').trim();
  if (s === '') return undefined;
  const n = Number(s);
  return Number.isFinite(n) ? n : undefined;
};

/** The draft's terms in the contract's own shape (numbers, or undefined where a field is empty). */
const termsOf = (d: TOfferDraft): TContractTerms => {
  switch (d.kind) {
    case 'DIVIDEND':
      return {
        kind: d.kind,
        period: d.period,
        tiers: d.tiers.map((x) => ({
          minimumBet: num(x.volume)!,
          netLoss: num(x.netLoss)!,
          activeMember: num(x.activeMember)!,
          contractRate: num(x.rate)!,
        })),
      };
    case 'DAILY_WAGE':
      return {
        kind: d.kind,
        tiers: d.tiers.map((x) => ({
          betVolume: num(x.volume)!,
          activeMember: num(x.activeMember)!,
          rateType: x.rateType,
          rate: num(x.rate)!,
        })),
      };
    case 'HOURLY_WAGE':
      return {
        kind: d.kind,
        tiers: d.tiers.map((x) => ({
          minimumBet: num(x.volume)!,
          activeMember: num(x.activeMember)!,
          rateType: x.rateType,
          rate: num(x.rate)!,
        })),
      };
    case 'REAL_TIME_SALARY':
      return {
        kind: d.kind,
        terms: {
          winRate: num(d.winRate)!,
          lossRate: num(d.lossRate)!,
          singleBetAmount: num(d.singleBetAmount)!,
        },
      };
  }
};

/** Why a field is refused: a key of agents.offer.errors, with the bound it broke. */
export type TFieldIssue = {
  key: 'required' | 'whole' | 'min' | 'max' | 'decimals' | 'invalid';
  bound?: number;
};

export type TOfferCheck =
  | { ok: true; offer: z.infer<typeof ZAdminContractOffer>; issues: Record<string, never> }
  | { ok: false; issues: Record<string, TFieldIssue> };

/** The form's field name for a schema path: agentId, tiers, tiers.<i>.<volume|netLoss|…>, salary.<field>. */
const fieldOf = (path: readonly PropertyKey[]): string => {
  const [first, second, index, leaf] = path.map(String);
  if (first !== 'terms') return first ?? 'form';
  if (second === 'terms') return `salary.${index}`;
  if (second === 'tiers' && index === undefined) return 'tiers';
  if (second === 'tiers') {
    const field =
      leaf === 'minimumBet' || leaf === 'betVolume' ? 'volume' : leaf === 'contractRate' ? 'rate' : leaf;
    return `tiers.${index}.${field}`;
  }
  return second ?? 'terms';
};

const issueOf = (i: z.core.$ZodIssue): TFieldIssue => {
  switch (i.code) {
    case 'invalid_type':
      return { key: i.expected === 'int' ? 'whole' : 'required' };
    case 'too_small':
      return { key: 'min', bound: Number(i.minimum) };
    case 'too_big':
      return { key: 'max', bound: Number(i.maximum) };
    case 'custom':
      return { key: 'decimals' };
    default:
      return { key: 'invalid' };
  }
};

/** True when a percent has at most 2 decimals (the server's basis points). */
const twoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-9;

/**
 * The draft checked with the shared schema (ZAdminContractOffer), plus the server's own rule for a
 * wage's percent (P): at most 100 with 2 decimals. Each refused field gets its first issue.
 */
export function checkOffer(brand: string, d: TOfferDraft): TOfferCheck {
  const agentId = d.agentId ? Number(d.agentId) : undefined;
  const parsed = ZAdminContractOffer.safeParse({ brand, agentId, category: d.category, terms: termsOf(d) });
  const issues: Record<string, TFieldIssue> = {};
  const add = (field: string, issue: TFieldIssue) => {
    issues[field] ??= issue;
  };
  if (!parsed.success) for (const i of parsed.error.issues) add(fieldOf(i.path), issueOf(i));
  if (d.kind === 'DAILY_WAGE' || d.kind === 'HOURLY_WAGE')
    d.tiers.forEach((x, i) => {
      const rate = num(x.rate);
      if (x.rateType !== 'P' || rate === undefined) return;
      if (rate > 100) add(`tiers.${i}.rate`, { key: 'max', bound: 100 });
      else if (!twoDecimals(rate)) add(`tiers.${i}.rate`, { key: 'decimals' });
    });
  if (parsed.success && Object.keys(issues).length === 0) return { ok: true, offer: parsed.data, issues: {} };
  return { ok: false, issues };
}
