import { Button, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { QueryError } from '../../components/ui/query-error.tsx';
import { useVipLevels, type TVipLevel } from '../../features/engagement/api/vip.ts';
import { AccountSearch } from '../../features/engagement/components/account-search.tsx';
import { MemberVipPanel } from '../../features/engagement/components/member-vip-panel.tsx';
import { VipLevelDialog } from '../../features/engagement/components/vip-level-dialog.tsx';
import { VipLevelsTable } from '../../features/engagement/components/vip-levels-table.tsx';
import { useCan } from '../../lib/permissions.ts';
import { useDialogTarget } from '../../lib/use-dialog-target.ts';
import { useListParams } from '../../lib/use-list-params.ts';

/**
 * The brand's VIP (issue 17): its levels, created and edited with a reason by operators who may
 * write; below, one member's level, deposits and turnover, looked up by account and set by hand.
 */
export const VipPage = () => {
  const { t } = useTranslation();
  const canWrite = useCan('engagement.write');
  const list = useListParams(['brand', 'account'] as const);
  const { brand, account } = list.filters;
  const levels = useVipLevels(brand);
  const editing = useDialogTarget<TVipLevel | null>();
  const items = levels.data?.items;
  const nextLevel = Math.min(20, Math.max(0, ...(items ?? []).map((l) => l.level)) + 1);

  return (
    <Stack gap={0} data-testid="vip-page">
      <PageHeader
        order={2}
        title={t('engagement.vip.title')}
        subtitle={t('engagement.vip.subtitle')}
        actions={
          canWrite && (
            <Button onClick={() => editing.open(null)} data-testid="vip-level-new">
              {t('engagement.vip.new')}
            </Button>
          )
        }
      />
      {levels.error && !levels.data ? (
        <QueryError error={levels.error} onRetry={() => void levels.refetch()} />
      ) : (
        <VipLevelsTable
          items={items}
          stale={levels.isPlaceholderData}
          onEdit={canWrite ? editing.open : undefined}
        />
      )}
      <Title order={3} size="h4" mt="xl" mb="sm">
        {t('engagement.vip.member.title')}
      </Title>
      <AccountSearch
        value={account}
        onSearch={(v) => list.setFilters({ account: v })}
        placeholder={t('engagement.memberPoints.placeholder')}
        testId="vip-member-account"
      />
      <MemberVipPanel brand={brand} account={account} levels={items ?? []} canWrite={canWrite} />
      {canWrite && (
        <VipLevelDialog
          key={`level-${editing.target?.seq}`}
          brand={brand}
          level={editing.target?.value ?? null}
          nextLevel={nextLevel}
          opened={editing.opened}
          onClose={editing.close}
        />
      )}
    </Stack>
  );
};
