import type { TContractKind } from '@openlobby/contracts';
import { Badge } from '@mantine/core';
import type { TColumn } from '../../../components/ui/data-table.tsx';
import type { TDateRange } from '../../../components/ui/date-range.ts';
import { useFormat, type TFormat } from '../../../lib/use-format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useSettlements, type TSettlement } from '../api/find-settlements.ts';
import { useMoney } from '../lib/agent-env.tsx';
import { categoryLabel } from '../lib/contract-labels.ts';
import { Amount } from './amount.tsx';
import { PagedTable } from './paged-table.tsx';

const STATUS_COLOR = { PAID: 'green', NOTHING_DUE: 'gray', SHORTFALL: 'red' } as const;

/**
 * The period a payment is for, by its key: a day (D…), a 5-minute slot (F…, a time span), or a
 * week, half month or month (W…, S…, M…: first and last day).
 */
export const periodLabel = (f: TFormat, s: Pick<TSettlement, 'periodKey' | 'periodStart' | 'periodEnd'>) => {
  if (s.periodKey.startsWith('F')) return `${f.dateTime(s.periodStart)} – ${f.time(s.periodEnd)}`;
  if (s.periodKey.startsWith('D')) return f.date(s.periodStart);
  const lastMoment = new Date(Date.parse(s.periodEnd) - 1).toISOString();
  return `${f.date(s.periodStart)} – ${f.date(lastMoment)}`;
};

type TProps = {
  range: TDateRange;
  page: number;
  onPage: (page: number) => void;
  kind?: TContractKind;
  testId: string;
};

/**
 * Payments of the agent's contracts, received (from the upline, or the platform for a top agent)
 * and paid to downlines: the period, the figures the pay was worked out from, what was due, paid
 * and left owing.
 */
export const SettlementsTable = ({ range, page, onPage, kind, testId }: TProps) => {
  const { t } = useTranslation();
  const format = useFormat();
  const money = useMoney();
  const list = useSettlements({ ...range, page, kind });
  const columns: TColumn<TSettlement>[] = [
    {
      key: 'period',
      label: t('agents.income.period'),
      wide: true,
      render: (s) => (
        <span className="ol-settlement-period">
          <span>{periodLabel(format, s)}</span>
          <span className="ol-dim">
            {t('agents.income.settledOn', { date: format.dateTime(s.settledAt) })}
          </span>
        </span>
      ),
    },
    {
      key: 'contract',
      label: t('agents.income.contract'),
      render: (s) => (
        <span className="ol-settlement-contract">
          <span>{`${t(`agents.kinds.${s.kind}`)} · ${categoryLabel(t, s.category)}`}</span>
          <Badge
            size="sm"
            variant="light"
            color={s.direction === 'received' ? 'green' : 'accent'}
            data-direction={s.direction}
          >
            {t(`agents.income.${s.direction}`)}
          </Badge>
        </span>
      ),
    },
    {
      key: 'counterparty',
      label: t('agents.income.counterparty'),
      render: (s) => s.counterparty ?? t('agents.income.platform'),
    },
    {
      key: 'betVolume',
      label: t('agents.income.betVolume'),
      align: 'end',
      render: (s) => money(s.betVolume),
    },
    {
      key: 'activeMembers',
      label: t('agents.income.activeMembers'),
      align: 'end',
      render: (s) => format.number(s.activeMembers),
    },
    {
      key: 'paid',
      label: t('agents.income.amount'),
      align: 'end',
      render: (s) => (
        <Amount
          value={s.direction === 'received' ? s.paid : -s.paid}
          format={money}
          testId={`settlement-paid-${s.id}`}
        />
      ),
    },
    {
      key: 'status',
      label: t('agents.income.status'),
      render: (s) => (
        <span className="ol-settlement-contract">
          <Badge size="sm" variant="light" color={STATUS_COLOR[s.status]} data-status={s.status}>
            {t(`agents.income.statuses.${s.status}`)}
          </Badge>
          {s.debt > 0 && <span className="ol-dim">{t('agents.income.owed', { amount: money(s.debt) })}</span>}
        </span>
      ),
    },
  ];
  return (
    <PagedTable
      query={list}
      rows={list.data?.items ?? []}
      columns={columns}
      rowKey={(s) => s.id}
      rowTestId={(s) => `settlement-${s.direction}-${s.counterparty ?? 'platform'}-${s.kind}`}
      empty={{ title: t('agents.income.empty'), description: t('agents.income.emptyHint') }}
      testId={testId}
      caption={t('agents.pages.agentRevenueReport')}
      page={page}
      onPage={onPage}
    />
  );
};
