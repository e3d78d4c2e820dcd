import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../components/ui/query-error.tsx';
import {
  useAgentApplications,
  type TAgentApplicationRow,
} from '../../features/agents/api/find-agent-applications.ts';
import { ApplicationDecideDialog } from '../../features/agents/components/application-decide-dialog.tsx';
import {
  ApplicationsTable,
  type TApplicationStatus,
} from '../../features/agents/components/applications-table.tsx';
import { useCan } from '../../lib/permissions.ts';
import { useDialogTarget } from '../../lib/use-dialog-target.ts';
import { useListParams } from '../../lib/use-list-params.ts';
import { PageHeader } from '../../components/ui/page-header.tsx';

const STATUSES: readonly TApplicationStatus[] = ['PENDING', 'APPROVED', 'REJECTED'];

/**
 * The /join queue: members asking to become agents, oldest waiting first; operators who may write
 * approve (the member becomes an agent) or reject with a reason. Decided ones are a click away.
 */
export const AgentApplicationsPage = () => {
  const { t } = useTranslation();
  const canWrite = useCan('agents.write');
  const list = useListParams(['brand', 'status'] as const);
  const status = STATUSES.find((s) => s === list.filters.status) ?? 'PENDING';
  const { data, error, refetch, isPlaceholderData } = useAgentApplications({
    brand: list.filters.brand,
    status,
  });
  const deciding = useDialogTarget<{ application: TAgentApplicationRow; decision: 'APPROVE' | 'REJECT' }>();

  return (
    <div data-testid="agent-applications-page">
      <PageHeader
        order={2}
        title={t('agents.applications.title')}
        subtitle={t('agents.applications.subtitle')}
      />
      <SegmentedControl
        mb="md"
        value={status}
        onChange={(v) => list.setFilters({ status: v === 'PENDING' ? '' : v })}
        data={STATUSES.map((s) => ({ value: s, label: t(`agents.applications.show.${s}`) }))}
        aria-label={t('agents.applications.show.label')}
        data-testid="applications-show"
      />
      {error && !data ? (
        <QueryError error={error} onRetry={() => void refetch()} />
      ) : (
        <ApplicationsTable
          items={data?.items}
          status={status}
          stale={isPlaceholderData}
          onDecide={
            canWrite ? (application, decision) => deciding.open({ application, decision }) : undefined
          }
        />
      )}
      {canWrite && (
        <ApplicationDecideDialog
          key={deciding.target?.seq}
          application={deciding.target?.value.application ?? null}
          decision={deciding.target?.value.decision ?? 'APPROVE'}
          opened={deciding.opened}
          onClose={deciding.close}
        />
      )}
    </div>
  );
};
