import { Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BarChart } from '../../components/ui/bar-chart.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { QueryError } from '../../components/ui/query-error.tsx';
import { useDashboard } from '../../features/dashboard/api/get-dashboard.ts';
import { MoneyToday } from '../../features/dashboard/components/money-today.tsx';
import { StatCard } from '../../features/dashboard/components/stat-card.tsx';
import { dayLabel } from '../../features/dashboard/lib/day-label.ts';
import { BudgetTripsNotice } from '../../features/outbox/components/budget-trips-notice.tsx';
import { formatNumber } from '../../lib/format.ts';
import { useLocale } from '../../lib/i18n.ts';

export const DashboardPage = () => {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data, error, refetch } = useDashboard();
  return (
    <Stack gap="md">
      <PageHeader title={t('dashboard.title')} subtitle={t('dashboard.subtitle')} />
      {error ? (
        <QueryError error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          <BudgetTripsNotice trips={data?.budgetTrips} />
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
            <StatCard
              label={t('dashboard.registrations')}
              value={data?.registrationsToday}
              testId="dashboard-registrations"
              accent="#2456eb"
            />
            <StatCard
              label={t('dashboard.logins')}
              value={data?.loginsToday}
              testId="dashboard-logins"
              accent="#0ca678"
            />
            <StatCard
              label={t('dashboard.online')}
              value={data?.onlineMembers}
              testId="dashboard-online"
              accent="#f08c00"
            />
          </SimpleGrid>
          <Card>
            <Group justify="space-between" mb="sm">
              <Text fw={600}>{t('dashboard.chartTitle')}</Text>
              <Text size="xs" c="dimmed">
                {t('dashboard.chartHint', { days: data?.registrationsByDay.length ?? 0 })}
              </Text>
            </Group>
            {data ? (
              <BarChart
                title={t('dashboard.chartTitle')}
                data={data.registrationsByDay.map((d) => ({ label: d.day, value: d.count }))}
                formatLabel={(day) => dayLabel(day, locale)}
                formatValue={(v) => formatNumber(v, locale)}
                data-testid="dashboard-chart"
              />
            ) : (
              <Skeleton h={220} />
            )}
          </Card>
          <MoneyToday money={data?.money} />
        </>
      )}
    </Stack>
  );
};
