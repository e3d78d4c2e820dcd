import type { TContractTerms } from '@openlobby/contracts';
import type { TFunction } from 'i18next';
import { formatAmount, formatPercent } from './money.ts';

/** A contract's terms as lines a person reads: one per tier ("Tier 1: … → 0.5% of the volume"). */
export type TTermsText = { period: string | null; lines: string[] };

/**
 * What a contract promises, in words: each tier's thresholds (amounts in the currency's major unit with its code,
 * member counts) and its pay (a percent of the net loss or volume, or a fixed amount per day or
 * hour); the real-time salary's two rates and its smallest bet.
 */
export function describeTerms(
  terms: TContractTerms,
  t: TFunction,
  locale: string,
  currency: string | undefined,
): TTermsText {
  const amount = (n: number) => formatAmount(n, currency, locale);
  const percent = (n: number) => formatPercent(n, locale);
  const tier = (i: number, conditions: string[], pay: string) =>
    t('agents.terms.tierLine', { n: i + 1, conditions: conditions.join(' · '), pay });
  const active = (n: number) => t('agents.terms.activeMember', { n });
  switch (terms.kind) {
    case 'DIVIDEND':
      return {
        period: t(`agents.periods.${terms.period}`),
        lines: terms.tiers.map((x, i) =>
          tier(
            i,
            [
              t('agents.terms.minimumBet', { amount: amount(x.minimumBet) }),
              t('agents.terms.netLoss', { amount: amount(x.netLoss) }),
              active(x.activeMember),
            ],
            t('agents.terms.dividendPay', { rate: percent(x.contractRate) }),
          ),
        ),
      };
    case 'DAILY_WAGE':
      return {
        period: null,
        lines: terms.tiers.map((x, i) =>
          tier(
            i,
            [t('agents.terms.betVolume', { amount: amount(x.betVolume) }), active(x.activeMember)],
            x.rateType === 'P'
              ? t('agents.terms.ratioPay', { rate: percent(x.rate) })
              : t('agents.terms.fixedDaily', { amount: amount(x.rate) }),
          ),
        ),
      };
    case 'HOURLY_WAGE':
      return {
        period: null,
        lines: terms.tiers.map((x, i) =>
          tier(
            i,
            [t('agents.terms.hourlyVolume', { amount: amount(x.minimumBet) }), active(x.activeMember)],
            x.rateType === 'P'
              ? t('agents.terms.ratioPay', { rate: percent(x.rate) })
              : t('agents.terms.fixedHourly', { amount: amount(x.rate) }),
          ),
        ),
      };
    case 'REAL_TIME_SALARY':
      return {
        period: null,
        lines: [
          t('agents.terms.salary', {
            win: percent(terms.terms.winRate),
            loss: percent(terms.terms.lossRate),
            amount: amount(terms.terms.singleBetAmount),
          }),
        ],
      };
  }
}
