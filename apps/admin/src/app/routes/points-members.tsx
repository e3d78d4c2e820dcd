import { Alert, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useMemberPoints } from '../../features/engagement/api/points.ts';
import { AccountSearch } from '../../features/engagement/components/account-search.tsx';
import { MemberPointsTable } from '../../features/engagement/components/member-points-table.tsx';
import { PagedList } from '../../features/engagement/components/paged-list.tsx';
import { formatNumber } from '../../lib/format.ts';
import { useLocale } from '../../lib/i18n.ts';
import { useListParams } from '../../lib/use-list-params.ts';

/** A member's points: the balance and every change, newest first, looked up by account. */
export const PointsMembersPage = () => {
  const { t } = useTranslation();
  const locale = useLocale();
  const list = useListParams(['brand', 'account'] as const);
  const { brand, account } = list.filters;
  const { data, error, refetch, isPlaceholderData } = useMemberPoints({
    brand,
    account,
    page: list.page,
    pageSize: list.pageSize,
  });

  return (
    <Stack gap={0} data-testid="member-points-page">
      <PageHeader
        order={2}
        title={t('engagement.memberPoints.title')}
        subtitle={t('engagement.memberPoints.subtitle')}
      />
      <AccountSearch
        value={account}
        onSearch={(v) => list.setFilters({ account: v })}
        placeholder={t('engagement.memberPoints.placeholder')}
        testId="member-points-account"
      />
      {!account ? (
        <Alert color="blue" variant="light">
          {t('engagement.memberPoints.ask')}
        </Alert>
      ) : (
        <PagedList query={{ data, error, refetch }} list={list}>
          {data && (
            <Card withBorder padding="sm" mb="md" w="fit-content" data-testid="member-points-balance">
              <Group gap="xs">
                <Text size="sm" c="dimmed">
                  {t('engagement.memberPoints.balance', { account: data.account })}
                </Text>
                <Text fw={700}>{formatNumber(data.balance, locale)}</Text>
              </Group>
            </Card>
          )}
          <MemberPointsTable items={data?.items} stale={isPlaceholderData} />
        </PagedList>
      )}
    </Stack>
  );
};
