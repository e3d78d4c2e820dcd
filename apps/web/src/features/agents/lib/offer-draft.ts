import {
  GAME_CATEGORIES,
  type TContract,
  type TContractCategory,
  type TContractKind,
  type TContractOffer,
  type TContractTerms,
} from '@openlobby/contracts';

/** The kinds an agent may offer, in the agreement's order. */
export const OFFER_KINDS = [
  'DAILY_WAGE',
  'DIVIDEND',
  'HOURLY_WAGE',
  'REAL_TIME_SALARY',
] as const satisfies readonly TContractKind[];
export const OFFER_CATEGORIES: readonly TContractCategory[] = ['ALL', ...GAME_CATEGORIES];
export const DIVIDEND_PERIODS = ['WEEKLY', 'SEMI_MONTHLY', 'MONTHLY'] as const;
export type TDividendPeriod = (typeof DIVIDEND_PERIODS)[number];
export const MAX_TIERS = 10;

/** A number field as typed: a number, or '' while empty. */
export type TField = number | '';

/** The fields of one tier per kind, in the order the editor shows them (rateType aside). */
export const TIER_FIELDS = {
  DIVIDEND: ['minimumBet', 'netLoss', 'activeMember', 'contractRate'],
  DAILY_WAGE: ['betVolume', 'activeMember', 'rate'],
  HOURLY_WAGE: ['minimumBet', 'activeMember', 'rate'],
} as const;
export type TTieredKind = keyof typeof TIER_FIELDS;
export type TTierField = (typeof TIER_FIELDS)[TTieredKind][number];
export type TTierDraft = Partial<Record<TTierField, TField>> & { rateType: 'P' | 'F' };
export const SALARY_FIELDS = ['winRate', 'lossRate', 'singleBetAmount'] as const;
export type TSalaryField = (typeof SALARY_FIELDS)[number];

/** The offer dialog's form. */
export type TOfferDraft = {
  kind: TContractKind;
  category: TContractCategory;
  period: TDividendPeriod;
  tiers: TTierDraft[];
  salary: Record<TSalaryField, TField>;
};

const isTiered = (kind: TContractKind): kind is TTieredKind => kind !== 'REAL_TIME_SALARY';

/** Fields that are whole numbers: member counts and a dividend's integer percent. */
export const isWholeField = (field: string) => field === 'activeMember' || field === 'contractRate';

export const emptyTier = (kind: TContractKind): TTierDraft => {
  const tier: TTierDraft = { rateType: 'P' };
  if (isTiered(kind)) for (const f of TIER_FIELDS[kind]) tier[f] = 0;
  return tier;
};

/**
 * The form for a kind and category, filled with the agent's own contract of that kind and category
 * (the most it may give: a downline's rate may never pass its upline's), or one empty tier.
 */
export const draftFrom = (
  kind: TContractKind,
  category: TContractCategory,
  own: TContract | undefined,
): TOfferDraft => {
  const draft: TOfferDraft = {
    kind,
    category,
    period: 'WEEKLY',
    tiers: [emptyTier(kind)],
    salary: { winRate: 0, lossRate: 0, singleBetAmount: 0 },
  };
  const terms = own?.terms;
  if (!terms) return draft;
  if (terms.kind === 'DIVIDEND') {
    draft.period = terms.period;
    draft.tiers = terms.tiers.map((x) => ({ ...x, rateType: 'P' }));
  } else if (terms.kind === 'DAILY_WAGE' || terms.kind === 'HOURLY_WAGE')
    draft.tiers = terms.tiers.map((x) => ({ ...x }));
  else if (terms.kind === 'REAL_TIME_SALARY') draft.salary = { ...terms.terms };
  return draft;
};

/** The agent's own contract in force of a kind and category (the one an offer is checked against). */
export const ownContractOf = (
  mine: readonly TContract[] | undefined,
  kind: TContractKind,
  category: TContractCategory,
): TContract | undefined => mine?.find((c) => c.kind === kind && c.category === category && c.status === 'V');

const num = (v: TField | undefined): number | null => (v === '' || v === undefined ? null : v);

/** The offer the form describes, or null while a field is empty. */
export const offerFrom = (downlineId: number, d: TOfferDraft): TContractOffer | null => {
  const terms = termsFrom(d);
  return terms ? { downlineId, category: d.category, terms } : null;
};

const termsFrom = (d: TOfferDraft): TContractTerms | null => {
  if (d.kind === 'REAL_TIME_SALARY') {
    const [winRate, lossRate, singleBetAmount] = SALARY_FIELDS.map((f) => num(d.salary[f]));
    if (winRate === null || lossRate === null || singleBetAmount === null) return null;
    return {
      kind: d.kind,
      terms: { winRate: winRate!, lossRate: lossRate!, singleBetAmount: singleBetAmount! },
    };
  }
  const rows = d.tiers.map((tier) => TIER_FIELDS[d.kind as TTieredKind].map((f) => num(tier[f])));
  if (rows.length === 0 || rows.some((r) => r.some((v) => v === null))) return null;
  const v = (i: number, j: number) => rows[i]![j]!;
  switch (d.kind) {
    case 'DIVIDEND':
      return {
        kind: d.kind,
        period: d.period,
        tiers: rows.map((_, i) => ({
          minimumBet: v(i, 0),
          netLoss: v(i, 1),
          activeMember: v(i, 2),
          contractRate: v(i, 3),
        })),
      };
    case 'DAILY_WAGE':
      return {
        kind: d.kind,
        tiers: rows.map((_, i) => ({
          betVolume: v(i, 0),
          activeMember: v(i, 1),
          rateType: d.tiers[i]!.rateType,
          rate: v(i, 2),
        })),
      };
    case 'HOURLY_WAGE':
      return {
        kind: d.kind,
        tiers: rows.map((_, i) => ({
          minimumBet: v(i, 0),
          activeMember: v(i, 1),
          rateType: d.tiers[i]!.rateType,
          rate: v(i, 2),
        })),
      };
  }
};
