import type { TBetRecord } from '@openlobby/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { DataTable, type TColumn } from '../../../components/ui/data-table.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { useBettingRecords, type TBetRecordPage } from '../api/betting-records.ts';
import { useMerchantWallet } from '../api/get-merchant-wallet.ts';
import { useCurrency } from '../hooks/use-currency.ts';
import { pageCountOf, useHistoryWindow } from '../../../components/ui/use-history-window.ts';
import { BetStatusBadge } from './bet-status-badge.tsx';
import { HistoryFilter } from './history-filter.tsx';
import { HistoryToolbar } from './history-toolbar.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { SignedAmount } from './signed-amount.tsx';
import { TotalsGrid } from './totals-grid.tsx';

type TTotals = TBetRecordPage['totals'];

/** The totals cards: bets and wins as amounts, the profit coloured by its sign. */
const TOTALS: { key: keyof TTotals; label: string }[] = [
  { key: 'betAmount', label: 'wallet.bets.totalBets' },
  { key: 'winAmount', label: 'wallet.bets.totalWins' },
  { key: 'profit', label: 'wallet.bets.totalProfit' },
];

/**
 * Betting record (member centre `personalHistoryCopy`): the member's bets in a date window,
 * optionally of one vendor, with the window's totals (bets, wins, profit) and a paged table.
 */
export const BettingRecordPage = () => {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  const { format } = useCurrency();
  const { range, changeRange, page, setPage, restart } = useHistoryWindow();
  const [vendorCode, setVendorCode] = useState('');
  const vendors = useMerchantWallet().data?.wallets ?? [];
  const list = useBettingRecords({ ...range, page, vendorCode: vendorCode || undefined });
  const data = list.data;
  const pages = pageCountOf(data);
  const vendorName = (code: string | null) =>
    code === null ? '—' : (vendors.find((v) => v.vendorCode === code)?.name ?? code);
  const columns: TColumn<TBetRecord>[] = [
    {
      key: 'placedAt',
      label: t('wallet.bets.placedAt'),
      render: (r) => dateTime(r.placedAt),
    },
    {
      key: 'vendor',
      label: t('wallet.bets.vendor'),
      render: (r) => r.vendorName ?? vendorName(r.vendorCode),
    },
    { key: 'game', label: t('wallet.bets.game'), wide: true, render: (r) => r.game ?? '—' },
    {
      key: 'reference',
      label: t('wallet.bets.reference'),
      wide: true,
      render: (r) => <span className="ol-mono ol-dim">{r.reference}</span>,
    },
    { key: 'bet', label: t('wallet.bets.bet'), align: 'end', render: (r) => format(r.betAmount) },
    { key: 'win', label: t('wallet.bets.win'), align: 'end', render: (r) => format(r.winAmount) },
    {
      key: 'profit',
      label: t('wallet.bets.profit'),
      align: 'end',
      render: (r) => <SignedAmount value={r.profit} format={format} />,
    },
    { key: 'status', label: t('wallet.columns.status'), render: (r) => <BetStatusBadge status={r.status} /> },
  ];
  return (
    <div className="ol-wallet-page" data-testid="bets-page">
      <HistoryToolbar range={range} onRange={changeRange}>
        <HistoryFilter
          label={t('wallet.bets.vendor')}
          value={vendorCode}
          onChange={(v) => {
            setVendorCode(v);
            restart();
          }}
          allLabel={t('wallet.bets.allVendors')}
          options={vendors.map((v) => ({ value: v.vendorCode, label: v.name }))}
          testId="bets-vendor"
        />
      </HistoryToolbar>
      {list.isError && <LoadError error={list.error} onRetry={() => void list.refetch()} />}
      <TotalsGrid
        items={TOTALS.map(({ key, label }) => ({ key, label: t(label) }))}
        totals={data?.totals}
        format={format}
        fetching={list.isPlaceholderData}
        className="ol-stat-grid ol-bets-totals"
        testId="bets-totals"
        itemPrefix="bets-total"
      />
      <div className="ol-bets-table">
        <DataTable
          columns={columns}
          rows={data?.items ?? []}
          rowKey={(r) => r.id}
          rowTestId={(r) => `bet-row-${r.id}`}
          loading={list.isPending}
          fetching={list.isPlaceholderData}
          empty={<EmptyState title={t('wallet.bets.empty')} description={t('wallet.bets.emptyHint')} />}
          testId="bets-table"
          caption={t('member.pages.personalHistoryCopy')}
        />
      </div>
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
    </div>
  );
};
