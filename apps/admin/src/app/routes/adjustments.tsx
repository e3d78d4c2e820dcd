import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageFooter } from '../../components/ui/list-pagination.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { QueryError } from '../../components/ui/query-error.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { memberKeys } from '../../features/members/api/members.ts';
import { useAdjustments, type TAdjustmentStatus } from '../../features/payments/api/adjustments.ts';
import { AdjustmentsTable } from '../../features/payments/components/adjustments-table.tsx';
import { StatusFilter } from '../../features/payments/components/queue-filters.tsx';
import {
  DEFAULT_STATUS_FILTER,
  queueStatusFilterOf,
  queueStatusParamOf,
  statusFiltersOf,
} from '../../features/payments/lib/queue.ts';
import { useListParams } from '../../lib/use-list-params.ts';

const STATUS_FILTERS = statusFiltersOf<TAdjustmentStatus>(['PENDING', 'POSTED', 'REJECTED']);

/**
 * The checker's queue of balance adjustments (members.adjustBalance): the pending ones first
 * (refreshed every 15 s), each approved or rejected by an operator other than its maker.
 */
export const AdjustmentsPage = () => {
  const { t } = useTranslation();
  const list = useListParams(['status'] as const);
  const { page, pageSize } = list;
  const status = queueStatusFilterOf(STATUS_FILTERS, list.filters.status);
  const query = { status: status === 'ALL' ? undefined : status, page, pageSize };
  const { data, error, refetch, isPending, isPlaceholderData } = useAdjustments(query);
  const qc = useQueryClient();
  // An approval changes the member's balance: their page reads it again.
  const onDecided = (a: { memberId: number }) =>
    qc.invalidateQueries({ queryKey: memberKeys.detail(a.memberId) });

  return (
    <div data-testid="adjustments-page">
      <PageHeader title={t('adjustments.title')} subtitle={t('adjustments.subtitle')} />
      <Group gap="sm" mb="md" wrap="wrap" align="center">
        <StatusFilter
          value={status}
          choices={STATUS_FILTERS}
          labelOf={(s) => t(s === 'ALL' ? 'adjustments.statuses.ALL' : `adjustments.statuses.${s}`)}
          onChange={(next) => list.setFilters({ status: queueStatusParamOf(next) })}
          variant="segmented"
          testId="adjustments-status-filter"
        />
      </Group>
      {status === DEFAULT_STATUS_FILTER && (
        <Text size="xs" c="dimmed" mb="xs" data-testid="adjustments-auto-refresh">
          {t('adjustments.autoRefresh')}
        </Text>
      )}
      {error && !data ? (
        <QueryError error={error} onRetry={() => void refetch()} />
      ) : (
        <AdjustmentsTable
          items={data?.items}
          pending={isPending}
          stale={isPlaceholderData}
          pendingOnly={status === DEFAULT_STATUS_FILTER}
          onDecided={onDecided}
        />
      )}
      <PageFooter data={data} list={list} />
    </div>
  );
};
