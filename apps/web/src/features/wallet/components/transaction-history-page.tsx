import { TRANSACTION_KINDS } from '@openlobby/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useTransactions } from '../api/transactions.ts';
import { useCurrency } from '../hooks/use-currency.ts';
import { pageCountOf, useHistoryWindow } from '../../../components/ui/use-history-window.ts';
import { HistoryFilter } from './history-filter.tsx';
import { HistoryToolbar } from './history-toolbar.tsx';
import { PagedTransactions } from './paged-transactions.tsx';

/**
 * Account transaction history (member centre `transactionHistory`): every movement of the member's
 * money in a date window, filtered by kind, paged; a row opens its detail with all its legs.
 */
export const TransactionHistoryPage = () => {
  const { t } = useTranslation();
  const { format } = useCurrency();
  const { range, changeRange, page, setPage, restart } = useHistoryWindow();
  const [kind, setKind] = useState('');
  const list = useTransactions({ ...range, page, kind: kind || undefined });
  return (
    <div className="ol-wallet-page" data-testid="transactions-page">
      <HistoryToolbar range={range} onRange={changeRange}>
        <HistoryFilter
          label={t('wallet.columns.kind')}
          value={kind}
          onChange={(v) => {
            setKind(v);
            restart();
          }}
          allLabel={t('wallet.history.allKinds')}
          options={TRANSACTION_KINDS.map((k) => ({ value: k, label: t(`wallet.kinds.${k}`) }))}
          testId="transactions-kind"
        />
      </HistoryToolbar>
      <PagedTransactions
        list={list}
        page={page}
        pages={pageCountOf(list.data)}
        onPage={setPage}
        format={format}
        testId="transactions-table"
        rowPrefix="transaction-row"
        emptyTitle={t('wallet.history.empty')}
      />
    </div>
  );
};
