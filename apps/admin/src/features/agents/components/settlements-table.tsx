import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RowsTable } from '../../../components/ui/rows-table.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/i18n.ts';
import type { TAgentSettlementPage } from '../api/find-agent-settlements.ts';
import { formatAmount } from '../lib/money.ts';
import { settlementReasonOf } from '../lib/settlements.ts';
import { SettlementStatusBadge } from './agent-badges.tsx';
import {
  SettlementFigures,
  SettlementKind,
  SettlementParties,
  SettlementPeriod,
} from './settlement-figures.tsx';

/**
 * What each run paid, per contract and period: who was paid and by whom, the figures, the tier,
 * what was due, paid and left owing, and for a settlement that paid less, why.
 */
export const SettlementsTable = ({
  items,
  currency,
  stale,
}: {
  items: TAgentSettlementPage['items'] | undefined;
  /** The brand's currency code, as the settlements' answer gives it. */
  currency: string | undefined;
  stale: boolean;
}) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = (n: number) => formatAmount(n, currency, locale);
  return (
    <RowsTable
      columns={[
        { key: 'settledAt', label: t('agents.settlements.columns.settledAt') },
        { key: 'agent', label: t('agents.settlements.columns.agent') },
        { key: 'kind', label: t('agents.settlements.columns.kind') },
        { key: 'period', label: t('agents.settlements.columns.period') },
        { key: 'figures', label: t('agents.settlements.columns.figures') },
        { key: 'amount', label: t('agents.settlements.columns.amount'), align: 'right' },
        { key: 'paid', label: t('agents.settlements.columns.paid'), align: 'right' },
        { key: 'debt', label: t('agents.settlements.columns.debt'), align: 'right' },
        { key: 'status', label: t('agents.settlements.columns.status') },
      ]}
      items={items}
      skeletonRows={5}
      empty={t('agents.settlements.empty')}
      emptyTestId="settlements-empty"
      minWidth={1180}
      loading={stale}
      testId="settlements-table"
      row={(s) => {
        const reason = settlementReasonOf(s);
        return (
          <Table.Tr key={s.id} data-testid="settlement-row" data-status={s.status}>
            <Table.Td className="ol-nowrap">{formatDateTime(s.settledAt, locale)}</Table.Td>
            <Table.Td>
              <SettlementParties agent={s.agent} upline={s.upline} />
            </Table.Td>
            <Table.Td>
              <SettlementKind kind={s.kind} category={s.category} tier={s.tier} />
            </Table.Td>
            <Table.Td miw={170}>
              <SettlementPeriod periodKey={s.periodKey} start={s.periodStart} end={s.periodEnd} />
            </Table.Td>
            <Table.Td>
              <SettlementFigures
                betVolume={s.betVolume}
                netLoss={s.netLoss}
                activeMembers={s.activeMembers}
                currency={currency}
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
      }}
    />
  );
};
