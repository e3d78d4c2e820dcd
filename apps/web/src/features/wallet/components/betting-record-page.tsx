import type { TBetRecord } from '@openlobby/contracts';
import { NativeSelect, Skeleton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TColumn } from '../../../components/ui/data-table.tsx';
import { lastDays, todayIso, type TDateRange } from '../../../components/ui/date-range.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useBettingRecords, type TBetRecordPage } from '../api/betting-records.ts';
import { useMerchantWallet } from '../api/get-merchant-wallet.ts';
import { useCurrency } from '../hooks/use-currency.ts';
import { BetStatusBadge } from './bet-status-badge.tsx';
import { HistoryToolbar } from './history-toolbar.tsx';
import { LoadError } from './load-error.tsx';
import { SignedAmount } from './signed-amount.tsx';
import { DEFAULT_HISTORY_DAYS } from './transaction-history-page.tsx';

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
  const language = useLanguage();
  const { format } = useCurrency();
  const [range, setRange] = useState<TDateRange>(() => lastDays(DEFAULT_HISTORY_DAYS, todayIso()));
  const [vendorCode, setVendorCode] = useState('');
  const [page, setPage] = useState(1);
  const vendors = useMerchantWallet().data?.wallets ?? [];
  const list = useBettingRecords({ ...range, page, vendorCode: vendorCode || undefined });
  const data = list.data;
  const pages = data ? Math.ceil(data.total / Math.max(1, data.pageSize)) : 0;
  const vendorName = (code: string | null) =>
    code === null ? '—' : (vendors.find((v) => v.vendorCode === code)?.name ?? code);
  const columns: TColumn<TBetRecord>[] = [
    {
      key: 'placedAt',
      label: t('wallet.bets.placedAt'),
      render: (r) => formatDateTime(r.placedAt, language),
    },
    { key: 'vendor', label: t('wallet.bets.vendor'), render: (r) => vendorName(r.vendorCode) },
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
      <HistoryToolbar
        range={range}
        onRange={(r) => {
          setRange(r);
          setPage(1);
        }}
      >
        <NativeSelect
          aria-label={t('wallet.bets.vendor')}
          value={vendorCode}
          onChange={(e) => {
            setVendorCode(e.currentTarget.value);
            setPage(1);
          }}
          data={[
            { value: '', label: t('wallet.bets.allVendors') },
            ...vendors.map((v) => ({ value: v.vendorCode, label: v.name })),
          ]}
          size="sm"
          className="ol-kind-filter"
          data-testid="bets-vendor"
        />
      </HistoryToolbar>
      {list.isError && <LoadError error={list.error} onRetry={() => void list.refetch()} />}
      <div
        className="ol-stat-grid ol-bets-totals"
        data-testid="bets-totals"
        data-fetching={list.isPlaceholderData || undefined}
      >
        {TOTALS.map(({ key, label }) => (
          <div key={key} className="ol-stat" data-key={key} data-testid={`bets-total-${key}`}>
            <span className="ol-stat-label">{t(label)}</span>
            {data ? (
              <span className="ol-stat-value">
                {key === 'profit' ? (
                  <SignedAmount value={data.totals.profit} format={format} />
                ) : (
                  format(data.totals[key])
                )}
              </span>
            ) : (
              <Skeleton h={22} w="70%" mt={4} />
            )}
          </div>
        ))}
      </div>
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
