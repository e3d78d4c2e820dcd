import type { TPointEntry } from '@openlobby/contracts';
import { useState } from 'react';
import { DataTable, type TColumn } from '../../../components/ui/data-table.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { POINT_DETAILS_PAGE_SIZE, usePointDetails } from '../api/find-point-details.ts';

/** The points history (MCS2_getPointDetail): each movement with its source, points and balance after. */
export const PointHistory = () => {
  const { t } = useTranslation();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const details = usePointDetails(page);
  if (details.isError) return <LoadError error={details.error} onRetry={() => void details.refetch()} />;
  const pages = Math.max(1, Math.ceil((details.data?.total ?? 0) / POINT_DETAILS_PAGE_SIZE));
  const columns: TColumn<TPointEntry>[] = [
    { key: 'at', label: t('points.columns.time'), render: (e) => format.dateTime(e.at) },
    {
      key: 'source',
      label: t('points.columns.source'),
      render: (e) => t(`points.history.source.${e.source}`),
    },
    {
      key: 'points',
      label: t('points.columns.points'),
      align: 'end',
      render: (e) => (
        <span className="ol-amount" data-sign={e.points > 0 ? 'up' : e.points < 0 ? 'down' : 'zero'}>
          {e.points > 0 ? '+' : e.points < 0 ? '−' : ''}
          {format.number(Math.abs(e.points))}
        </span>
      ),
    },
    {
      key: 'balanceAfter',
      label: t('points.columns.balanceAfter'),
      align: 'end',
      render: (e) => format.number(e.balanceAfter),
    },
  ];
  return (
    <>
      <DataTable
        columns={columns}
        rows={details.data?.items ?? []}
        rowKey={(e) => e.id}
        rowTestId={(e) => `point-entry-${e.id}`}
        loading={details.isPending}
        fetching={details.isPlaceholderData}
        empty={<EmptyState title={t('points.history.empty')} />}
        testId="point-history"
        caption={t('points.tabs.history')}
      />
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
    </>
  );
};
