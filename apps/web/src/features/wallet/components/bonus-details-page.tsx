import { useTranslation } from '../../../lib/use-translation.ts';
import { useBonusDetails } from '../api/bonus-details.ts';
import { useCurrency } from '../hooks/use-currency.ts';
import { pageCountOf, useHistoryWindow } from '../../../components/ui/use-history-window.ts';
import { HistoryToolbar } from './history-toolbar.tsx';
import { PagedTransactions } from './paged-transactions.tsx';
import { SignedAmount } from './signed-amount.tsx';

/** Bonus details (member centre `bonusDetails`): the history table of bonuses only. */
export const BonusDetailsPage = () => {
  const { t } = useTranslation();
  const { format } = useCurrency();
  const { range, changeRange, page, setPage } = useHistoryWindow();
  const list = useBonusDetails({ ...range, page });
  const data = list.data;
  const pages = pageCountOf(data);
  const total = data?.items.reduce((sum, r) => sum + r.amount, 0) ?? 0;
  return (
    <div className="ol-wallet-page" data-testid="bonus-page">
      <HistoryToolbar range={range} onRange={changeRange} />
      <PagedTransactions
        list={list}
        page={page}
        pages={pages}
        onPage={setPage}
        format={format}
        testId="bonus-table"
        rowPrefix="bonus-row"
        emptyTitle={t('wallet.bonus.empty')}
      >
        {data && data.items.length > 0 && (
          <div className="ol-bonus-summary" data-testid="bonus-summary">
            <span>{t('wallet.bonus.count', { count: data.total })}</span>
            {pages <= 1 && <SignedAmount value={total} format={format} />}
          </div>
        )}
      </PagedTransactions>
    </div>
  );
};
