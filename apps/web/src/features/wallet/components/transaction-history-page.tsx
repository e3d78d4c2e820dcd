import { TRANSACTION_KINDS } from '@openlobby/contracts';
import { NativeSelect } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lastDays, todayIso, type TDateRange } from '../../../components/ui/date-range.ts';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { useTransactions } from '../api/transactions.ts';
import { useCurrency } from '../hooks/use-currency.ts';
import { HistoryToolbar } from './history-toolbar.tsx';
import { LoadError } from './load-error.tsx';
import { TransactionDetailDialog } from './transaction-detail-dialog.tsx';
import { TransactionsTable } from './transactions-table.tsx';

/** The history pages open on the last week. */
export const DEFAULT_HISTORY_DAYS = 7;

/**
 * Account transaction history (member centre `transactionHistory`): every movement of the member's
 * money in a date window, filtered by kind, paged; a row opens its detail with all its legs.
 */
export const TransactionHistoryPage = () => {
  const { t } = useTranslation();
  const { format } = useCurrency();
  const [range, setRange] = useState<TDateRange>(() => lastDays(DEFAULT_HISTORY_DAYS, todayIso()));
  const [kind, setKind] = useState('');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useTransactions({ ...range, page, kind: kind || undefined });
  const data = list.data;
  const pages = data ? Math.ceil(data.total / Math.max(1, data.pageSize)) : 0;
  return (
    <div className="ol-wallet-page" data-testid="transactions-page">
      <HistoryToolbar
        range={range}
        onRange={(r) => {
          setRange(r);
          setPage(1);
        }}
      >
        <NativeSelect
          aria-label={t('wallet.columns.kind')}
          value={kind}
          onChange={(e) => {
            setKind(e.currentTarget.value);
            setPage(1);
          }}
          data={[
            { value: '', label: t('wallet.history.allKinds') },
            ...TRANSACTION_KINDS.map((k) => ({ value: k, label: t(`wallet.kinds.${k}`) })),
          ]}
          size="sm"
          className="ol-kind-filter"
          data-testid="transactions-kind"
        />
      </HistoryToolbar>
      {list.isError && <LoadError error={list.error} onRetry={() => void list.refetch()} />}
      <TransactionsTable
        rows={data?.items ?? []}
        format={format}
        loading={list.isPending}
        fetching={list.isPlaceholderData}
        onOpen={(r) => setOpenId(r.id)}
        testId="transactions-table"
        rowPrefix="transaction-row"
        emptyTitle={t('wallet.history.empty')}
      />
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
      <TransactionDetailDialog id={openId} onClose={() => setOpenId(null)} format={format} />
    </div>
  );
};
