import type { ReactNode } from 'react';
import { DataTable, type TColumn } from '../../../components/ui/data-table.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { pageCountOf } from '../../../components/ui/use-history-window.ts';

/** What the table reads of a paged list's query. */
type TPagedQuery = {
  data: { total: number; pageSize: number } | undefined;
  isError: boolean;
  error: unknown;
  isPending: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
};

type TProps<T> = {
  query: TPagedQuery;
  rows: T[];
  columns: TColumn<T>[];
  rowKey: (row: T) => string | number;
  rowTestId?: (row: T) => string;
  /** What an empty window says, and what to try. */
  empty: { title: string; description: string };
  testId: string;
  caption: string;
  page: number;
  onPage: (page: number) => void;
  /** Shown between a failure and the table (the window's totals). */
  children?: ReactNode;
};

/**
 * An agent page's paged list: a failed load with its retry, the rows (skeletons on the first load,
 * dimmed while a newer page loads), and the pages once there is more than one.
 */
export const PagedTable = <T,>({
  query,
  rows,
  columns,
  rowKey,
  rowTestId,
  empty,
  testId,
  caption,
  page,
  onPage,
  children,
}: TProps<T>) => (
  <>
    {query.isError && <LoadError error={query.error} onRetry={() => void query.refetch()} />}
    {children}
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={rowKey}
      rowTestId={rowTestId}
      loading={query.isPending}
      fetching={query.isPlaceholderData}
      empty={<EmptyState title={empty.title} description={empty.description} />}
      testId={testId}
      caption={caption}
    />
    {pageCountOf(query.data) > 1 && (
      <Pagination total={pageCountOf(query.data)} value={page} onChange={onPage} />
    )}
  </>
);
