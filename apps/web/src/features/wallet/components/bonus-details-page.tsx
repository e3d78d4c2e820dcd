import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lastDays, todayIso, type TDateRange } from '../../../components/ui/date-range.ts';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { useBonusDetails } from '../api/bonus-details.ts';
import { useCurrency } from '../hooks/use-currency.ts';
import { HistoryToolbar } from './history-toolbar.tsx';
import { LoadError } from './load-error.tsx';
import { SignedAmount } from './signed-amount.tsx';
import { DEFAULT_HISTORY_DAYS } from './transaction-history-page.tsx';
import { TransactionDetailDialog } from './transaction-detail-dialog.tsx';
import { TransactionsTable } from './transactions-table.tsx';

/** Bonus details (member centre `bonusDetails`): the history table of bonuses only. */
export const BonusDetailsPage = () => {
  const { t } = useTranslation();
  const { format } = useCurrency();
  const [range, setRange] = useState<TDateRange>(() => lastDays(DEFAULT_HISTORY_DAYS, todayIso()));
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useBonusDetails({ ...range, page });
  const data = list.data;
  const pages = data ? Math.ceil(data.total / Math.max(1, data.pageSize)) : 0;
  const total = data?.items.reduce((sum, r) => sum + r.amount, 0) ?? 0;
  return (
    <div className="ol-wallet-page" data-testid="bonus-page">
      <HistoryToolbar
        range={range}
        onRange={(r) => {
          setRange(r);
          setPage(1);
        }}
      />
      {list.isError && <LoadError error={list.error} onRetry={() => void list.refetch()} />}
      {data && data.items.length > 0 && (
        <div className="ol-bonus-summary" data-testid="bonus-summary">
          <span>{t('wallet.bonus.count', { count: data.total })}</span>
          {pages <= 1 && <SignedAmount value={total} format={format} />}
        </div>
      )}
      <TransactionsTable
        rows={data?.items ?? []}
        format={format}
        loading={list.isPending}
        fetching={list.isPlaceholderData}
        onOpen={(r) => setOpenId(r.id)}
        testId="bonus-table"
        rowPrefix="bonus-row"
        emptyTitle={t('wallet.bonus.empty')}
      />
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
      <TransactionDetailDialog id={openId} onClose={() => setOpenId(null)} format={format} />
    </div>
  );
};
