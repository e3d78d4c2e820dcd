import { Skeleton } from '@mantine/core';
import type { KeyboardEvent, ReactNode } from 'react';

export type TColumn<T> = {
  key: string;
  label: ReactNode;
  render: (row: T) => ReactNode;
  align?: 'start' | 'end' | 'center';
  /** Spans the whole card on phones (references, long text). */
  wide?: boolean;
};

type TProps<T> = {
  columns: TColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  /** When set, rows are buttons (keyboard too) that open the row. */
  onRowClick?: (row: T) => void;
  rowTestId?: (row: T) => string;
  /** Shows skeleton rows instead of data. */
  loading?: boolean;
  /** Dims the rows while a new page loads over the old one. */
  fetching?: boolean;
  /** Shown instead of the body when there are no rows. */
  empty?: ReactNode;
  testId?: string;
  caption?: string;
};

/**
 * A data table that stays inside a phone's width: a table on wider screens, and below 640 px each
 * row becomes a card whose cells carry their column label.
 */
export const DataTable = <T,>({
  columns,
  rows,
  rowKey,
  onRowClick,
  rowTestId,
  loading,
  fetching,
  empty,
  testId,
  caption,
}: TProps<T>) => {
  if (!loading && rows.length === 0 && empty) return <div data-testid={testId}>{empty}</div>;
  const labelOf = (c: TColumn<T>) => (typeof c.label === 'string' ? c.label : undefined);
  const onKey = (e: KeyboardEvent, row: T) => {
    if (onRowClick && (e.key === 'Enter' || e.key === ' ')) {
      e.preventDefault();
      onRowClick(row);
    }
  };
  return (
    <div className="ol-table-wrap" data-fetching={fetching || undefined}>
      <table className="ol-table" data-testid={testId} data-clickable={onRowClick ? true : undefined}>
        {caption && <caption className="ol-visually-hidden">{caption}</caption>}
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} data-align={c.align}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loading
            ? [0, 1, 2, 3, 4].map((i) => (
                <tr key={i}>
                  {columns.map((c) => (
                    <td key={c.key} data-label={labelOf(c)}>
                      <Skeleton h={14} radius="sm" />
                    </td>
                  ))}
                </tr>
              ))
            : rows.map((row) => (
                <tr
                  key={rowKey(row)}
                  data-testid={rowTestId?.(row)}
                  onClick={onRowClick ? () => onRowClick(row) : undefined}
                  onKeyDown={onRowClick ? (e) => onKey(e, row) : undefined}
                  tabIndex={onRowClick ? 0 : undefined}
                >
                  {columns.map((c) => (
                    <td
                      key={c.key}
                      data-label={labelOf(c)}
                      data-align={c.align}
                      data-wide={c.wide || undefined}
                    >
                      {c.render(row)}
                    </td>
                  ))}
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  );
};
