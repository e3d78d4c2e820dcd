import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RowsTable } from '../../../components/ui/rows-table.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/i18n.ts';
import type { TVipLevel } from '../api/vip.ts';
import { formatBps } from '../lib/engagement.ts';
import { RowActionsCell } from './row-cells.tsx';

/**
 * A brand's VIP levels, lowest first: what reaches each (total deposits and valid turnover, both
 * needed) and what it gives (the daily rebate on turnover, withdrawals a day and their amount, or
 * the brand's own amount limit when the level sets none). Amounts in the brand's currency.
 */
export const VipLevelsTable = ({
  items,
  stale,
  onEdit,
}: {
  items: readonly TVipLevel[] | undefined;
  stale: boolean;
  /** Given when the operator may change levels (engagement.write). */
  onEdit?: (l: TVipLevel) => void;
}) => {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <RowsTable
      columns={[
        { key: 'level', label: t('engagement.vip.columns.level'), align: 'right' },
        { key: 'name', label: t('engagement.vip.columns.name') },
        { key: 'deposit', label: t('engagement.vip.columns.depositThreshold'), align: 'right' },
        { key: 'turnover', label: t('engagement.vip.columns.turnoverThreshold'), align: 'right' },
        { key: 'rebate', label: t('engagement.vip.columns.rebate'), align: 'right' },
        { key: 'withdrawals', label: t('engagement.vip.columns.withdrawals') },
        { key: 'actions', label: t('common.actions') },
      ]}
      items={items}
      empty={t('engagement.vip.empty')}
      emptyTestId="vip-levels-empty"
      minWidth={860}
      loading={stale}
      testId="vip-levels-table"
      row={(l) => (
        <Table.Tr key={l.id} data-testid={`vip-level-row-${l.level}`}>
          <Table.Td ta="right" fw={600}>
            {l.level}
          </Table.Td>
          <Table.Td fw={600}>{l.name}</Table.Td>
          <Table.Td ta="right" className="ol-amount">
            {formatNumber(l.depositThreshold, locale)}
          </Table.Td>
          <Table.Td ta="right" className="ol-amount">
            {formatNumber(l.turnoverThreshold, locale)}
          </Table.Td>
          <Table.Td ta="right">{formatBps(l.rebateBps, locale)}</Table.Td>
          <Table.Td className="ol-nowrap">
            <Text size="sm">{t('engagement.vip.perDay', { count: l.withdrawalDailyCount })}</Text>
            <Text size="xs" c="dimmed">
              {l.withdrawalDailyAmount === null
                ? t('engagement.vip.brandLimit')
                : t('engagement.vip.upTo', { amount: formatNumber(l.withdrawalDailyAmount, locale) })}
            </Text>
          </Table.Td>
          <RowActionsCell
            actions={[
              !!onEdit && {
                word: t('engagement.vip.edit'),
                name: t('engagement.vip.editOf', { name: l.name }),
                onClick: () => onEdit(l),
                testId: `vip-level-edit-${l.level}`,
              },
            ]}
          />
        </Table.Tr>
      )}
    />
  );
};
