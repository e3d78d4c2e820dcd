import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyRow } from './empty-row.tsx';
import { ListTable } from './list-table.tsx';
import { SkeletonRows } from './skeleton-rows.tsx';

/** A header cell: its label, and right-aligned for figures. */
export type TRowsColumn = { key: string; label: ReactNode; align?: 'right' };

type TProps<T> = {
  columns: readonly TRowsColumn[];
  /** The page's rows; undefined while the first page loads (skeleton rows stand in). */
  items: readonly T[] | undefined;
  /** One row per item, as `<Table.Tr>`. */
  row: (item: T) => ReactNode;
  /** What an empty page says. */
  empty: string;
  emptyTestId: string;
  /** How many skeleton rows stand in while loading. */
  skeletonRows?: number;
  minWidth: number;
  /** Dims the rows while a newer page loads. */
  loading?: boolean;
  testId: string;
};

/**
 * A ListTable of items: the header from `columns`, skeleton rows until the items come, one row
 * saying so when there are none, else a row an item. Every row spans the columns' count.
 */
export const RowsTable = <T,>({
  columns,
  items,
  row,
  empty,
  emptyTestId,
  skeletonRows = 3,
  minWidth,
  loading,
  testId,
}: TProps<T>) => (
  <ListTable
    minWidth={minWidth}
    loading={loading}
    testId={testId}
    head={columns.map((c) => (
      <Table.Th key={c.key} ta={c.align}>
        {c.label}
      </Table.Th>
    ))}
  >
    {!items && <SkeletonRows count={skeletonRows} colSpan={columns.length} />}
    {items?.length === 0 && <EmptyRow colSpan={columns.length} label={empty} testId={emptyTestId} />}
    {items?.map(row)}
  </ListTable>
);
