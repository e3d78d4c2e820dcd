import { Anchor, Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { TDashboard } from '@openlobby/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BarChart } from '../../../components/ui/bar-chart.tsx';
import { paths } from '../../../config/paths.ts';
import { formatCompact, formatCurrency } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/i18n.ts';
import { useCan } from '../../../lib/permissions.ts';
import { dayLabel } from '../lib/day-label.ts';
import { StatCard } from './stat-card.tsx';

type TMoney = TDashboard['money'][number];

/** Green for money in, red for money out, the usual colour for zero. */
const netColor = (net: number): string | undefined => (net > 0 ? 'green.7' : net < 0 ? 'red.7' : undefined);
const netAccent = (net: number): string => (net > 0 ? '#2f9e44' : net < 0 ? '#e03131' : '#adb5bd');

/** A currency's figures today: deposits, paid withdrawals, net, the two queues, and 14 days of deposits. */
const CurrencyMoney = ({ money }: { money: TMoney }) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const canReadPayments = useCan('payments.read');
  const { currency } = money;
  const amount = (v: number) => formatCurrency(v, currency, locale);
  const chartTitle = t('dashboard.money.chartTitle', { currency });
  return (
    <Stack gap="sm" data-testid={`dashboard-money-${currency}`}>
      <Group>
        <Badge variant="light" size="lg" radius="sm">
          {currency}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 5 }} spacing="md">
        <StatCard
          label={t('dashboard.money.deposits')}
          value={money.depositsToday}
          format={amount}
          testId={`dashboard-deposits-${currency}`}
          accent="#0ca678"
          compact
        >
          <Text size="xs" c="dimmed" mt={4} data-testid={`dashboard-deposit-count-${currency}`}>
            {t('dashboard.money.depositCount', { count: money.depositCountToday })}
          </Text>
        </StatCard>
        <StatCard
          label={t('dashboard.money.withdrawals')}
          value={money.withdrawalsPaidToday}
          format={amount}
          testId={`dashboard-withdrawals-${currency}`}
          accent="#f08c00"
          compact
        >
          <Text size="xs" c="dimmed" mt={4} data-testid={`dashboard-withdrawal-count-${currency}`}>
            {t('dashboard.money.withdrawalCount', { count: money.withdrawalCountToday })}
          </Text>
        </StatCard>
        <StatCard
          label={t('dashboard.money.net')}
          value={money.netToday}
          format={amount}
          color={netColor(money.netToday)}
          testId={`dashboard-net-${currency}`}
          accent={netAccent(money.netToday)}
          compact
        >
          <Text size="xs" c="dimmed" mt={4}>
            {t('dashboard.money.netHint')}
          </Text>
        </StatCard>
        <StatCard
          label={t('dashboard.money.pendingDeposits')}
          value={money.pendingDeposits}
          testId={`dashboard-pending-deposits-${currency}`}
          accent="#2456eb"
          compact
        >
          {canReadPayments && (
            <Anchor
              component={Link}
              to={paths.deposits}
              size="xs"
              mt={4}
              data-testid={`dashboard-pending-deposits-link-${currency}`}
            >
              {t('dashboard.money.openDeposits')}
            </Anchor>
          )}
        </StatCard>
        <StatCard
          label={t('dashboard.money.pendingWithdrawals')}
          value={money.pendingWithdrawals}
          testId={`dashboard-pending-withdrawals-${currency}`}
          accent="#7048e8"
          compact
        >
          {canReadPayments && (
            <Anchor
              component={Link}
              to={paths.withdrawals}
              size="xs"
              mt={4}
              data-testid={`dashboard-pending-withdrawals-link-${currency}`}
            >
              {t('dashboard.money.openWithdrawals')}
            </Anchor>
          )}
        </StatCard>
      </SimpleGrid>
      <Card>
        <Group justify="space-between" mb="sm">
          <Text fw={600}>{chartTitle}</Text>
          <Text size="xs" c="dimmed">
            {t('dashboard.chartHint', { days: money.depositsByDay.length })}
          </Text>
        </Group>
        <BarChart
          title={chartTitle}
          data={money.depositsByDay.map((d) => ({ label: d.day, value: d.amount }))}
          formatLabel={(day) => dayLabel(day, locale)}
          formatValue={amount}
          formatTick={(v) => formatCompact(v, locale)}
          data-testid={`dashboard-deposits-chart-${currency}`}
        />
      </Card>
    </Stack>
  );
};

/** The dashboard's "Money today": one block per currency; undefined while the dashboard loads. */
export const MoneyToday = ({ money }: { money?: TDashboard['money'] }) => {
  const { t } = useTranslation();
  return (
    <Stack gap="md" mt="md" data-testid="dashboard-money">
      <Stack gap={2}>
        <Title order={2} size="h4">
          {t('dashboard.money.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('dashboard.money.subtitle')}
        </Text>
      </Stack>
      {money === undefined ? (
        <Skeleton h={120} />
      ) : money.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="dashboard-money-empty">
          {t('dashboard.money.empty')}
        </Text>
      ) : (
        money.map((m) => <CurrencyMoney key={m.currency} money={m} />)
      )}
    </Stack>
  );
};
