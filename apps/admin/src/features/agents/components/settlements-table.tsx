import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyRow } from '../../../components/ui/empty-row.tsx';
import { ListTable } from '../../../components/ui/list-table.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton-rows.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/i18n.ts';
import type { TAgentSettlementPage } from '../api/find-agent-settlements.ts';
import { formatAmount } from '../lib/money.ts';
import { settlementReasonOf } from '../lib/settlements.ts';
import { SettlementStatusBadge } from './agent-badges.tsx';
import { SettlementFigures, SettlementPeriod } from './settlement-figures.tsx';

const COLUMNS = 9;

/**
 * What each run paid, per contract and period: who was paid and by whom, the figures, the tier,
 * what was due, paid and left owing, and for a settlement that paid less, why.
 */
export const SettlementsTable = ({
  items,
  stale,
}: {
  items: TAgentSettlementPage['items'] | undefined;
  stale: boolean;
}) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = (n: number) => formatAmount(n, locale);
  return (
    <ListTable
      minWidth={1180}
      loading={stale}
      testId="settlements-table"
      head={
        <>
          <Table.Th>{t('agents.settlements.columns.settledAt')}</Table.Th>
          <Table.Th>{t('agents.settlements.columns.agent')}</Table.Th>
          <Table.Th>{t('agents.settlements.columns.kind')}</Table.Th>
          <Table.Th>{t('agents.settlements.columns.period')}</Table.Th>
          <Table.Th>{t('agents.settlements.columns.figures')}</Table.Th>
          <Table.Th ta="right">{t('agents.settlements.columns.amount')}</Table.Th>
          <Table.Th ta="right">{t('agents.settlements.columns.paid')}</Table.Th>
          <Table.Th ta="right">{t('agents.settlements.columns.debt')}</Table.Th>
          <Table.Th>{t('agents.settlements.columns.status')}</Table.Th>
        </>
      }
    >
      {!items && <SkeletonRows count={5} colSpan={COLUMNS} />}
      {items?.length === 0 && (
        <EmptyRow colSpan={COLUMNS} label={t('agents.settlements.empty')} testId="settlements-empty" />
      )}
      {items?.map((s) => {
        const reason = settlementReasonOf(s);
        return (
          <Table.Tr key={s.id} data-testid="settlement-row" data-status={s.status}>
            <Table.Td className="ol-nowrap">{formatDateTime(s.settledAt, locale)}</Table.Td>
            <Table.Td>
              <Stack gap={0}>
                <Text size="sm" fw={600}>
                  {s.agent}
                </Text>
                <Text size="xs" c="dimmed" className="ol-nowrap">
                  {t('agents.settlements.paidBy', { payer: s.upline ?? t('agents.brandParty') })}
                </Text>
              </Stack>
            </Table.Td>
            <Table.Td>
              <Stack gap={0}>
                <Text size="sm" className="ol-nowrap">
                  {t(`agents.kinds.${s.kind}`)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(`agents.categories.${s.category}`)}
                  {s.tier !== null && ` · ${t('agents.settlements.tier', { n: s.tier })}`}
                </Text>
              </Stack>
            </Table.Td>
            <Table.Td miw={170}>
              <SettlementPeriod periodKey={s.periodKey} start={s.periodStart} end={s.periodEnd} />
            </Table.Td>
            <Table.Td>
              <SettlementFigures
                betVolume={s.betVolume}
                netLoss={s.netLoss}
                activeMembers={s.activeMembers}
              />
            </Table.Td>
            <Table.Td ta="right" className="ol-amount">
              {money(s.amount)}
            </Table.Td>
            <Table.Td ta="right" className="ol-amount">
              {money(s.paid)}
            </Table.Td>
            <Table.Td ta="right" className="ol-amount" c={s.debt > 0 ? 'red.8' : undefined}>
              {money(s.debt)}
            </Table.Td>
            <Table.Td miw={200} maw={260}>
              <Stack gap={2} align="flex-start">
                <SettlementStatusBadge status={s.status} />
                {reason && (
                  <Text
                    size="xs"
                    c={s.status === 'SHORTFALL' ? 'red.8' : 'dimmed'}
                    data-testid="settlement-reason"
                  >
                    {t(`agents.settlements.reasons.${reason}`, { debt: money(s.debt) })}
                  </Text>
                )}
              </Stack>
            </Table.Td>
          </Table.Tr>
        );
      })}
    </ListTable>
  );
};
