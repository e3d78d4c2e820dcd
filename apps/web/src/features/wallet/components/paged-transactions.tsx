import type { TTransaction } from '@openlobby/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Pagination } from '../../../components/ui/pagination.tsx';
import type { TTransactionPage } from '../api/transactions.ts';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { TransactionDetailDialog } from './transaction-detail-dialog.tsx';
import { TransactionsTable } from './transactions-table.tsx';

type TProps = {
  list: UseQueryResult<TTransactionPage>;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  format: (amount: number) => string;
  testId: string;
  /** Prefix of each row's test id: `<prefix>-<id>`. */
  rowPrefix: string;
  emptyTitle: string;
  /** Shown between a load error and the table (a summary of the page). */
  children?: ReactNode;
};

/** A page of money movements under a history toolbar: the table, its pages, and a row's detail. */
export const PagedTransactions = ({
  list,
  page,
  pages,
  onPage,
  format,
  testId,
  rowPrefix,
  emptyTitle,
  children,
}: TProps) => {
  const [openId, setOpenId] = useState<number | null>(null);
  const rows: TTransaction[] = list.data?.items ?? [];
  return (
    <>
      {list.isError && <LoadError error={list.error} onRetry={() => void list.refetch()} />}
      {children}
      <TransactionsTable
        rows={rows}
        format={format}
        loading={list.isPending}
        fetching={list.isPlaceholderData}
        onOpen={(r) => setOpenId(r.id)}
        testId={testId}
        rowPrefix={rowPrefix}
        emptyTitle={emptyTitle}
      />
      {pages > 1 && <Pagination total={pages} value={page} onChange={onPage} />}
      <TransactionDetailDialog id={openId} onClose={() => setOpenId(null)} format={format} />
    </>
  );
};
