import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RowsTable } from '../../../components/ui/rows-table.tsx';
import { formatCurrency, formatDateTime } from '../../../lib/format.ts';
import { useAdminLanguage, useLocale } from '../../../lib/i18n.ts';
import type { TAdminBonus } from '../api/bonuses.ts';
import { titleIn } from '../lib/engagement.ts';
import { RowActionsCell } from './row-cells.tsx';
import { StateBadge } from './state-badge.tsx';

type TProps = {
  items: readonly TAdminBonus[] | undefined;
  currency: string | undefined;
  stale: boolean;
  /** Given when the operator may cancel bonuses (engagement.pay). */
  onCancel?: (b: TAdminBonus) => void;
};

/** Bonuses paid: to whom, from which promotion, the amount and its wagering requirement, and their state. */
export const BonusesTable = ({ items, currency = '', stale, onCancel }: TProps) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const language = useAdminLanguage();
  const money = (n: number) => formatCurrency(n, currency, locale);
  return (
    <RowsTable
      columns={[
        { key: 'account', label: t('engagement.columns.account') },
        { key: 'promotion', label: t('engagement.columns.promotion') },
        { key: 'amount', label: t('engagement.bonuses.columns.amount'), align: 'right' },
        { key: 'turnover', label: t('engagement.bonuses.columns.turnover'), align: 'right' },
        { key: 'issued', label: t('engagement.bonuses.columns.issued') },
        { key: 'state', label: t('engagement.columns.state') },
        { key: 'actions', label: t('common.actions') },
      ]}
      items={items}
      empty={t('engagement.bonuses.empty')}
      emptyTestId="bonuses-empty"
      minWidth={900}
      loading={stale}
      testId="bonuses-table"
      row={(b) => (
        <Table.Tr key={b.id} data-testid={`bonus-row-${b.id}`}>
          <Table.Td fw={600}>{b.account}</Table.Td>
          <Table.Td>
            <Text size="sm">{titleIn(b.promotion, language)}</Text>
            <Text size="xs" c="dimmed">
              {t(`engagement.kinds.${b.kind}`)}
            </Text>
          </Table.Td>
          <Table.Td ta="right" className="ol-amount">
            {money(b.amount)}
          </Table.Td>
          <Table.Td ta="right" className="ol-amount">
            {money(b.turnoverRequired)}
            <Text size="xs" c="dimmed">
              × {b.turnoverMultiplier}
            </Text>
          </Table.Td>
          <Table.Td className="ol-nowrap">
            <Text size="sm">{formatDateTime(b.issuedAt, locale)}</Text>
            <Text size="xs" c="dimmed">
              {b.issuedBy ?? t('engagement.bonuses.byMember')}
            </Text>
          </Table.Td>
          <Table.Td>
            <StateBadge state={b.status} />
            {b.cancelled !== null && (
              <Text size="xs" c="dimmed" mt={4}>
                {t('engagement.bonuses.tookBack', { amount: money(b.cancelled) })}
              </Text>
            )}
          </Table.Td>
          <RowActionsCell
            actions={[
              !!onCancel &&
                b.status === 'ISSUED' && {
                  word: t('engagement.bonuses.cancel'),
                  name: t('engagement.bonuses.cancelOf', { account: b.account }),
                  onClick: () => onCancel(b),
                  testId: `bonus-cancel-${b.id}`,
                  color: 'red',
                },
            ]}
          />
        </Table.Tr>
      )}
    />
  );
};
