import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../components/ui/notify.ts';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { ReasonDialog } from '../../components/ui/reason-dialog.tsx';
import {
  useApplications,
  useDecideApplication,
  type TAdminPromoApplication,
} from '../../features/engagement/api/applications.ts';
import { ApplicationsTable } from '../../features/engagement/components/applications-table.tsx';
import { PagedList, StateSegments } from '../../features/engagement/components/paged-list.tsx';
import { engagementReasonRule } from '../../features/engagement/lib/engagement.ts';
import { useCan } from '../../lib/permissions.ts';
import { useDialogTarget } from '../../lib/use-dialog-target.ts';
import { useListParams } from '../../lib/use-list-params.ts';

/** The applications queue: applying ones oldest first, passed or rejected with the reason the member sees. */
export const PromotionApplicationsPage = () => {
  const { t } = useTranslation();
  const canWrite = useCan('engagement.write');
  const list = useListParams(['brand', 'status'] as const);
  const status = list.filters.status || 'APPLYING';
  const { data, error, refetch, isPlaceholderData } = useApplications({
    brand: list.filters.brand,
    status,
    page: list.page,
    pageSize: list.pageSize,
  });
  const deciding = useDialogTarget<{ application: TAdminPromoApplication; decision: 'PASS' | 'REJECT' }>();
  const decide = useDecideApplication(list.filters.brand);
  const target = deciding.target?.value;

  return (
    <Stack gap={0} data-testid="applications-page">
      <PageHeader
        order={2}
        title={t('engagement.applications.title')}
        subtitle={t('engagement.applications.subtitle')}
      />
      <StateSegments
        states={['APPLYING', 'PASSED', 'REJECTED']}
        value={status}
        onChange={(v) => list.setFilters({ status: v === 'APPLYING' ? '' : v })}
        ariaLabel={t('engagement.columns.state')}
        testId="applications-status"
      />
      <PagedList query={{ data, error, refetch }} list={list}>
        <ApplicationsTable
          brand={list.filters.brand}
          items={data?.items}
          stale={isPlaceholderData}
          onDecide={
            canWrite ? (application, decision) => deciding.open({ application, decision }) : undefined
          }
        />
      </PagedList>
      {canWrite && target && (
        <ReasonDialog
          key={deciding.target?.seq}
          opened={deciding.opened}
          onClose={deciding.close}
          title={t(
            target.decision === 'PASS'
              ? 'engagement.applications.passTitle'
              : 'engagement.applications.rejectTitle',
          )}
          description={t('engagement.applications.decideText', { account: target.application.account })}
          danger={target.decision === 'REJECT'}
          confirmLabel={t(
            target.decision === 'PASS' ? 'engagement.applications.pass' : 'engagement.applications.reject',
          )}
          rule={engagementReasonRule(t)}
          testId="application-decide-dialog"
          onConfirm={async (reason) => {
            await decide.mutateAsync({ id: target.application.id, decision: target.decision, reason });
            notifySuccess(t('engagement.applications.decided', { account: target.application.account }));
          }}
        />
      )}
    </Stack>
  );
};
