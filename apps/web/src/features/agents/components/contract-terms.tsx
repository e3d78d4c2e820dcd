import type { TContractTerms } from '@openlobby/contracts';
import { useFormat } from '../../../lib/use-format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useMoney } from '../lib/agent-env.tsx';

type TRow = { label: string; cells: string[] };

/**
 * A contract's terms as a small table: one row per tier (its thresholds and rate), or the
 * real-time salary's three rates. A dividend's rate is an integer percent, a ratio wage a percent
 * with 2 decimals, a fixed wage an amount (spec §9).
 */
export const ContractTerms = ({ terms, testId }: { terms: TContractTerms; testId?: string }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const { number } = format;
  const money = useMoney();
  // The API's rates are percents (0.5 = 0.50 %); Intl writes them in the language's own style.
  const percent = (value: number, decimals: number) => format.percent(value / 100, decimals);
  const rateOf = (rateType: 'P' | 'F', rate: number) => (rateType === 'P' ? percent(rate, 2) : money(rate));
  let head: string[];
  let rows: TRow[];
  switch (terms.kind) {
    case 'DIVIDEND':
      head = ['minimumBet', 'netLoss', 'activeMember', 'contractRate'];
      rows = terms.tiers.map((x, i) => ({
        label: t('agents.offer.tier', { n: i + 1 }),
        cells: [money(x.minimumBet), money(x.netLoss), number(x.activeMember), percent(x.contractRate, 0)],
      }));
      break;
    case 'DAILY_WAGE':
      head = ['betVolume', 'activeMember', 'rate'];
      rows = terms.tiers.map((x, i) => ({
        label: t('agents.offer.tier', { n: i + 1 }),
        cells: [money(x.betVolume), number(x.activeMember), rateOf(x.rateType, x.rate)],
      }));
      break;
    case 'HOURLY_WAGE':
      head = ['minimumBet', 'activeMember', 'rate'];
      rows = terms.tiers.map((x, i) => ({
        label: t('agents.offer.tier', { n: i + 1 }),
        cells: [money(x.minimumBet), number(x.activeMember), rateOf(x.rateType, x.rate)],
      }));
      break;
    case 'REAL_TIME_SALARY':
      head = ['winRate', 'lossRate', 'singleBetAmount'];
      rows = [
        {
          label: t('agents.kinds.REAL_TIME_SALARY'),
          cells: [
            percent(terms.terms.winRate, 2),
            percent(terms.terms.lossRate, 2),
            money(terms.terms.singleBetAmount),
          ],
        },
      ];
      break;
  }
  return (
    // Scrolls sideways on a phone: focusable so a keyboard can scroll it too (WCAG 2.1.1).
    <div className="ol-terms-wrap" role="group" aria-label={t('agents.offer.tiers')} tabIndex={0}>
      <table className="ol-terms" data-testid={testId}>
        <thead>
          <tr>
            <th scope="col">
              <span className="ol-visually-hidden">{t('agents.offer.tiers')}</span>
            </th>
            {head.map((h) => (
              <th key={h} scope="col">
                {t(`agents.offer.${h}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.label}>
              <th scope="row">{r.label}</th>
              {r.cells.map((c, i) => (
                <td key={head[i]}>{c}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {terms.kind === 'DIVIDEND' && (
        <p className="ol-agent-hint">
          {t('agents.offer.period')}: {t(`agents.periods.${terms.period}`)}
        </p>
      )}
    </div>
  );
};
