import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../components/ui/notify.ts';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { ReasonDialog } from '../../components/ui/reason-dialog.tsx';
import {
  useDecideRedemption,
  useRedemptions,
  type TAdminRedemption,
} from '../../features/engagement/api/points.ts';
import { PagedList, StateSegments } from '../../features/engagement/components/paged-list.tsx';
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
      <StateSegments
        states={['IN_PROCESS', 'APPROVED', 'REJECTED']}
        value={state}
        onChange={(v) => list.setFilters({ state: v === 'IN_PROCESS' ? '' : v })}
        ariaLabel={t('engagement.columns.state')}
        testId="redemptions-state"
      />
      <PagedList query={{ data, error, refetch }} list={list}>
        <RedemptionsTable
          items={data?.items}
          stale={isPlaceholderData}
          onDecide={canPay ? (redemption, decision) => deciding.open({ redemption, decision }) : undefined}
        />
      </PagedList>
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
