import type { ReactNode } from 'react';
import { EmptyRow } from '../../../components/ui/empty-row.tsx';
import { ListTable } from '../../../components/ui/list-table.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton-rows.tsx';

type TProps = {
  testId: string;
  /** Below this width the table scrolls sideways. */
  minWidth: number;
  /** The number of columns (for the placeholder and empty rows). */
  columns: number;
  /** The first page is still on its way: placeholder rows. */
  pending: boolean;
  /** The rows are the previous filter's while the new page loads: they dim (not on a poll). */
  stale: boolean;
  /** The header cells. */
  head: ReactNode;
  /** The page's rows: undefined before the first page, empty when nothing matches. */
  items: readonly unknown[] | undefined;
  /** What an empty page says, with its test id. */
  empty: { label: string; testId: string };
  children: ReactNode;
};

/** A payment queue's table: placeholder rows while the first page loads, the rows, or "nothing here". */
export const QueueTable = ({
  testId,
  minWidth,
  columns,
  pending,
  stale,
  head,
  items,
  empty,
  children,
}: TProps) => (
  <ListTable minWidth={minWidth} loading={stale} testId={testId} head={head}>
    {pending && <SkeletonRows count={5} colSpan={columns} />}
    {children}
    {items?.length === 0 && <EmptyRow colSpan={columns} label={empty.label} testId={empty.testId} />}
  </ListTable>
);
