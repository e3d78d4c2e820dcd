import { Button, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../components/ui/notify.ts';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { QueryError } from '../../components/ui/query-error.tsx';
import { ReasonDialog } from '../../components/ui/reason-dialog.tsx';
import { PagedList } from '../../features/engagement/components/paged-list.tsx';
import {
  useCloseMission,
  useMissionClaims,
  useMissions,
  type TAdminMission,
} from '../../features/engagement/api/missions.ts';
import { MissionClaimsTable } from '../../features/engagement/components/mission-claims-table.tsx';
import { MissionEditDialog } from '../../features/engagement/components/mission-edit-dialog.tsx';
import { MissionsTable } from '../../features/engagement/components/missions-table.tsx';
import { engagementReasonRule, titleIn } from '../../features/engagement/lib/engagement.ts';
import { useAdminLanguage } from '../../lib/i18n.ts';
import { useCan } from '../../lib/permissions.ts';
import { useDialogTarget } from '../../lib/use-dialog-target.ts';
import { useListParams } from '../../lib/use-list-params.ts';

/**
 * A brand's missions (issue 17): created open, edited while open and closed for good by operators
 * who may write, each change with a reason; below, the rewards members claimed.
 */
export const MissionsPage = () => {
  const { t } = useTranslation();
  const language = useAdminLanguage();
  const canWrite = useCan('engagement.write');
  const list = useListParams(['brand'] as const);
  const { brand } = list.filters;
  const missions = useMissions(brand);
  const claims = useMissionClaims({ brand, page: list.page, pageSize: list.pageSize });
  const editing = useDialogTarget<TAdminMission | null>();
  const [closing, setClosing] = useState<TAdminMission | null>(null);
  const close = useCloseMission(brand);
  const currency = missions.data?.currency ?? '';

  return (
    <Stack gap="sm" data-testid="missions-page">
      <PageHeader
        order={2}
        title={t('missions.title')}
        subtitle={t('missions.subtitle')}
        actions={
          canWrite && (
            <Button onClick={() => editing.open(null)} data-testid="mission-new">
              {t('missions.new')}
            </Button>
          )
        }
      />
      {missions.error ? (
        <QueryError error={missions.error} onRetry={() => void missions.refetch()} />
      ) : (
        <MissionsTable
          items={missions.data?.items}
          currency={currency}
          onEdit={canWrite ? editing.open : undefined}
          onClose={canWrite ? setClosing : undefined}
        />
      )}
      <Title order={3} size="h4" mt="md">
        {t('missions.claims.title')}
      </Title>
      <PagedList query={{ data: claims.data, error: claims.error, refetch: claims.refetch }} list={list}>
        <MissionClaimsTable
          items={claims.data?.items}
          missions={missions.data?.items ?? []}
          currency={currency}
          stale={claims.isPlaceholderData}
        />
      </PagedList>
      {canWrite && (
        <MissionEditDialog
          key={`edit-${editing.target?.seq}`}
          brand={brand}
          mission={editing.target?.value ?? null}
          opened={editing.opened}
          onClose={editing.close}
        />
      )}
      {canWrite && closing && (
        <ReasonDialog
          opened
          onClose={() => setClosing(null)}
          title={t('missions.closeTitle')}
          description={t('missions.closeText', { title: titleIn(closing.title, language) })}
          danger
          confirmLabel={t('missions.close')}
          rule={engagementReasonRule(t)}
          testId="mission-close-dialog"
          onConfirm={async (reason) => {
            await close.mutateAsync({ id: closing.id, reason });
            notifySuccess(t('missions.closed'));
          }}
        />
      )}
    </Stack>
  );
};
