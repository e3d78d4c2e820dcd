import { Button, Group, Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { QueryError } from '../../components/ui/query-error.tsx';
import { usePointsConfig, useRewards, type TAdminReward } from '../../features/engagement/api/points.ts';
import { PointsConfigForm } from '../../features/engagement/components/points-config-form.tsx';
import { RewardEditDialog } from '../../features/engagement/components/reward-edit-dialog.tsx';
import { RewardsTable } from '../../features/engagement/components/rewards-table.tsx';
import { useCan } from '../../lib/permissions.ts';
import { useDialogTarget } from '../../lib/use-dialog-target.ts';
import { useListParams } from '../../lib/use-list-params.ts';

/** The brand's points: how they are earned and exchanged, and the rewards catalogue. */
export const PointsPage = () => {
  const { t } = useTranslation();
  const canWrite = useCan('engagement.write');
  const { brand } = useListParams(['brand'] as const).filters;
  const config = usePointsConfig(brand);
  const rewards = useRewards(brand);
  const editing = useDialogTarget<TAdminReward | null>();

  return (
    <Stack gap="lg" data-testid="points-page">
      <div>
        <PageHeader
          order={2}
          title={t('engagement.points.title')}
          subtitle={t('engagement.points.subtitle')}
        />
        {config.error && !config.data ? (
          <QueryError error={config.error} onRetry={() => void config.refetch()} />
        ) : config.data ? (
          // a fresh form for each brand's (or a saved) config
          <PointsConfigForm
            key={`${brand}-${JSON.stringify(config.data)}`}
            brand={brand}
            config={config.data}
            canWrite={canWrite}
          />
        ) : (
          <Skeleton h={280} />
        )}
      </div>
      <div>
        <Group justify="space-between" mb="sm">
          <Title order={3} size="h4">
            {t('engagement.rewards.title')}
          </Title>
          {canWrite && (
            <Button onClick={() => editing.open(null)} data-testid="reward-new">
              {t('engagement.rewards.new')}
            </Button>
          )}
        </Group>
        {rewards.error && !rewards.data ? (
          <QueryError error={rewards.error} onRetry={() => void rewards.refetch()} />
        ) : (
          <RewardsTable
            items={rewards.data?.items}
            stale={rewards.isPlaceholderData}
            onEdit={canWrite ? editing.open : undefined}
          />
        )}
      </div>
      {canWrite && (
        <RewardEditDialog
          key={`reward-${editing.target?.seq}`}
          brand={brand}
          reward={editing.target?.value ?? null}
          opened={editing.opened}
          onClose={editing.close}
        />
      )}
    </Stack>
  );
};
