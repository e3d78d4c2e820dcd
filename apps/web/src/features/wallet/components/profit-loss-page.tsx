import type { TProfitLoss } from '@openlobby/contracts';
import { Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';
import { DataTable, type TColumn } from '../../../components/ui/data-table.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { useProfitLoss } from '../api/profit-loss.ts';
import { useCurrency } from '../hooks/use-currency.ts';
import { useHistoryWindow } from '../../../components/ui/use-history-window.ts';
import { HistoryToolbar } from './history-toolbar.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { ProfitChart } from './profit-chart.tsx';
import { SignedAmount } from './signed-amount.tsx';
import { TotalsGrid } from './totals-grid.tsx';

type TTotals = TProfitLoss['totals'];
type TDay = TProfitLoss['days'][number];

const TOTALS: (keyof TTotals)[] = ['deposits', 'withdrawals', 'bets', 'wins', 'bonuses', 'profit'];

/**
 * Personal profit and loss (member centre `personalProfit`): totals of the window (deposits,
 * withdrawals, bets, wins, bonuses, and the profit wins + bonuses − bets), a bar chart of the
 * daily profit and the per-day table.
 */
export const ProfitLossPage = () => {
  const { t } = useTranslation();
  const { format } = useCurrency();
  const { day } = useFormat();
  const { range, changeRange } = useHistoryWindow();
  const report = useProfitLoss(range);
  const data = report.data;
  const columns: TColumn<TDay>[] = [
    { key: 'day', label: t('wallet.profit.day'), render: (d) => day(d.day) },
    { key: 'bets', label: t('wallet.profit.bets'), align: 'end', render: (d) => format(d.bets) },
    { key: 'wins', label: t('wallet.profit.wins'), align: 'end', render: (d) => format(d.wins) },
    { key: 'bonuses', label: t('wallet.profit.bonuses'), align: 'end', render: (d) => format(d.bonuses) },
    {
      key: 'profit',
      label: t('wallet.profit.profit'),
      align: 'end',
      render: (d) => <SignedAmount value={d.profit} format={format} />,
    },
  ];
  return (
    <div className="ol-wallet-page" data-testid="profit-page">
      <HistoryToolbar range={range} onRange={changeRange} />
      {report.isError && <LoadError error={report.error} onRetry={() => void report.refetch()} />}
      <TotalsGrid
        items={TOTALS.map((key) => ({ key, label: t(`wallet.profit.${key}`) }))}
        totals={data?.totals}
        format={format}
        fetching={report.isPlaceholderData}
        className="ol-stat-grid"
        testId="profit-totals"
        itemPrefix="profit-total"
      />
      {data && data.days.length > 0 && (
        <section className="ol-wallet-section">
          <Text fw={700} className="ol-section-title">
            {t('wallet.profit.chart')}
          </Text>
          <ProfitChart days={data.days} format={format} formatDay={day} label={t('wallet.profit.chart')} />
        </section>
      )}
      <DataTable
        columns={columns}
        rows={data?.days ?? []}
        rowKey={(d) => d.day}
        loading={report.isPending}
        fetching={report.isPlaceholderData}
        empty={<EmptyState title={t('wallet.profit.empty')} description={t('wallet.history.emptyHint')} />}
        testId="profit-table"
      />
    </div>
  );
};
