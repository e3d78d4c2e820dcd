import { Badge } from '@mantine/core';
import type { TRedemption } from '@openlobby/contracts';
import { DataTable, type TColumn } from '../../../components/ui/data-table.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { usePointRewards } from '../api/find-point-rewards.ts';
import { useRedemptions } from '../api/find-redemptions.ts';

const STATE_COLOURS: Record<TRedemption['state'], string> = {
  IN_PROCESS: 'yellow',
  APPROVED: 'green',
  REJECTED: 'red',
};

/** The member's redemptions in their three states (in process, approved, rejected), newest first. */
export const RedemptionList = () => {
  const { t } = useTranslation();
  const format = useFormat();
  const list = useRedemptions();
  const rewards = usePointRewards();
  const names = new Map((rewards.data ?? []).map((r) => [r.id, r.name]));
  if (list.isError) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  const columns: TColumn<TRedemption>[] = [
    { key: 'at', label: t('points.columns.time'), render: (r) => format.dateTime(r.at) },
    {
      key: 'reward',
      label: t('points.columns.reward'),
      render: (r) => names.get(r.rewardId) ?? `#${r.rewardId}`,
    },
    {
      key: 'points',
      label: t('points.columns.points'),
      align: 'end',
      render: (r) => format.number(r.points),
    },
    {
      key: 'state',
      label: t('points.columns.status'),
      render: (r) => (
        <span>
          <Badge color={STATE_COLOURS[r.state]} variant="light" data-testid={`redemption-${r.id}-state`}>
            {t(`points.redemptions.state.${r.state}`)}
          </Badge>
          {r.reason && <span className="ol-dim-note"> {r.reason}</span>}
        </span>
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={list.data ?? []}
      rowKey={(r) => r.id}
      rowTestId={(r) => `redemption-${r.id}`}
      loading={list.isPending}
      empty={<EmptyState title={t('points.redemptions.empty')} />}
      testId="redemption-list"
      caption={t('points.tabs.redemptions')}
    />
  );
};
