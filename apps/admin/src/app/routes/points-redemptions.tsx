import { SegmentedControl, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../components/ui/list-pagination.tsx';
import { notifySuccess } from '../../components/ui/notify.ts';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { QueryError } from '../../components/ui/query-error.tsx';
import { ReasonDialog } from '../../components/ui/reason-dialog.tsx';
import {
  useDecideRedemption,
  useRedemptions,
  type TAdminRedemption,
} from '../../features/engagement/api/points.ts';
import { RedemptionsTable } from '../../features/engagement/components/redemptions-table.tsx';
import { engagementReasonRule } from '../../features/engagement/lib/engagement.ts';
import { formatNumber } from '../../lib/format.ts';
import { useLocale } from '../../lib/i18n.ts';
import { useCan } from '../../lib/permissions.ts';
import { useDialogTarget } from '../../lib/use-dialog-target.ts';
import { useListParams } from '../../lib/use-list-params.ts';

/** The redemptions queue: in process oldest first; approving keeps the points, rejecting gives them back once. */
export const PointsRedemptionsPage = () => {
  const { t } = useTranslation();
  const locale = useLocale();
  const canPay = useCan('engagement.pay');
  const list = useListParams(['brand', 'state'] as const);
  const state = list.filters.state || 'IN_PROCESS';
  const { data, error, refetch, isPlaceholderData } = useRedemptions({
    brand: list.filters.brand,
    state,
    page: list.page,
    pageSize: list.pageSize,
  });
  const deciding = useDialogTarget<{ redemption: TAdminRedemption; decision: 'APPROVE' | 'REJECT' }>();
  const decide = useDecideRedemption(list.filters.brand);
  const target = deciding.target?.value;

  return (
    <Stack gap={0} data-testid="redemptions-page">
      <PageHeader
        order={2}
        title={t('engagement.redemptions.title')}
        subtitle={t('engagement.redemptions.subtitle')}
      />
      <SegmentedControl
        mb="md"
        w="fit-content"
        value={state}
        onChange={(v) => list.setFilters({ state: v === 'IN_PROCESS' ? '' : v })}
        data={['IN_PROCESS', 'APPROVED', 'REJECTED'].map((s) => ({
          value: s,
          label: t(`engagement.states.${s}`),
        }))}
        aria-label={t('engagement.columns.state')}
        data-testid="redemptions-state"
      />
      {error && !data ? (
        <QueryError error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          <RedemptionsTable
            items={data?.items}
            stale={isPlaceholderData}
            onDecide={canPay ? (redemption, decision) => deciding.open({ redemption, decision }) : undefined}
          />
          {data && (
            <ListPagination
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              onPageChange={list.setPage}
              onPageSizeChange={list.setPageSize}
            />
          )}
        </>
      )}
      {canPay && target && (
        <ReasonDialog
          key={deciding.target?.seq}
          opened={deciding.opened}
          onClose={deciding.close}
          title={t(
            target.decision === 'APPROVE'
              ? 'engagement.redemptions.approveTitle'
              : 'engagement.redemptions.rejectTitle',
          )}
          description={t(
            target.decision === 'APPROVE'
              ? 'engagement.redemptions.approveText'
              : 'engagement.redemptions.rejectText',
            {
              account: target.redemption.account,
              points: formatNumber(target.redemption.points, locale),
            },
          )}
          danger={target.decision === 'REJECT'}
          confirmLabel={t(
            target.decision === 'APPROVE'
              ? 'engagement.redemptions.approve'
              : 'engagement.redemptions.reject',
          )}
          rule={engagementReasonRule(t)}
          testId="redemption-decide-dialog"
          onConfirm={async (reason) => {
            await decide.mutateAsync({ id: target.redemption.id, decision: target.decision, reason });
            notifySuccess(t('engagement.redemptions.decided', { account: target.redemption.account }));
          }}
        />
      )}
    </Stack>
  );
};
