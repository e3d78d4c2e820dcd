import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../components/ui/query-error.tsx';
import { useAgentFreezes, type TAgentFreeze } from '../../features/agents/api/find-agent-freezes.ts';
import { FreezeLiftDialog } from '../../features/agents/components/freeze-lift-dialog.tsx';
import { FreezesTable } from '../../features/agents/components/freezes-table.tsx';
import { useCan } from '../../lib/permissions.ts';
import { useDialogTarget } from '../../lib/use-dialog-target.ts';
import { useListParams } from '../../lib/use-list-params.ts';
import { PageHeader } from '../../components/ui/page-header.tsx';

/**
 * Freezes and debts: uplines frozen for a dividend they could not pay (no withdrawals or transfers
 * out), what they still owe, and those lifted; operators who may write lift one with a reason.
 */
export const AgentFreezesPage = () => {
  const { t } = useTranslation();
  const canWrite = useCan('agents.write');
  const list = useListParams(['brand', 'show'] as const);
  const active = list.filters.show !== 'lifted';
  const { data, error, refetch, isPlaceholderData } = useAgentFreezes({
    brand: list.filters.brand,
    active: active ? 'true' : 'false',
  });
  const lifting = useDialogTarget<TAgentFreeze>();

  return (
    <div data-testid="agent-freezes-page">
      <PageHeader order={2} title={t('agents.freezes.title')} subtitle={t('agents.freezes.subtitle')} />
      <SegmentedControl
        mb="md"
        value={active ? 'active' : 'lifted'}
        onChange={(v) => list.setFilters({ show: v === 'lifted' ? 'lifted' : '' })}
        data={[
          { value: 'active', label: t('agents.freezes.show.active') },
          { value: 'lifted', label: t('agents.freezes.show.lifted') },
        ]}
        aria-label={t('agents.freezes.show.label')}
        data-testid="freezes-show"
      />
      {error && !data ? (
        <QueryError error={error} onRetry={() => void refetch()} />
      ) : (
        <FreezesTable
          items={data?.items}
          active={active}
          stale={isPlaceholderData}
          currency={data?.currency}
          onLift={canWrite ? lifting.open : undefined}
        />
      )}
      {canWrite && (
        <FreezeLiftDialog
          key={lifting.target?.seq}
          brand={list.filters.brand}
          freeze={lifting.target?.value ?? null}
          currency={data?.currency}
          opened={lifting.opened}
          onClose={lifting.close}
        />
      )}
    </div>
  );
};
