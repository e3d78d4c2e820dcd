import { Button, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RowsTable } from '../../../components/ui/rows-table.tsx';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { useAdminLanguage, useLocale } from '../../../lib/i18n.ts';
import type { TAdminRedemption } from '../api/points.ts';
import { titleIn } from '../lib/engagement.ts';
import { StateBadge } from './state-badge.tsx';

/** Redemptions in one state: who asked for which reward at what price, and the decision taken. */
export const RedemptionsTable = ({
  items,
  stale,
  onDecide,
}: {
  items: readonly TAdminRedemption[] | undefined;
  stale: boolean;
  /** Given when the operator may decide (engagement.pay). */
  onDecide?: (r: TAdminRedemption, decision: 'APPROVE' | 'REJECT') => void;
}) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const language = useAdminLanguage();
  return (
    <RowsTable
      columns={[
        { key: 'account', label: t('engagement.columns.account') },
        { key: 'reward', label: t('engagement.rewards.columns.name') },
        { key: 'points', label: t('engagement.redemptions.columns.points'), align: 'right' },
        { key: 'at', label: t('engagement.redemptions.columns.at') },
        { key: 'state', label: t('engagement.columns.state') },
        { key: 'actions', label: t('common.actions') },
      ]}
      items={items}
      empty={t('engagement.redemptions.empty')}
      emptyTestId="redemptions-empty"
      minWidth={820}
      loading={stale}
      testId="redemptions-table"
      row={(r) => (
        <Table.Tr key={r.id} data-testid={`redemption-row-${r.id}`}>
          <Table.Td fw={600}>{r.account}</Table.Td>
          <Table.Td>{titleIn(r.reward, language)}</Table.Td>
          <Table.Td ta="right" className="ol-amount">
            {formatNumber(r.points, locale)}
          </Table.Td>
          <Table.Td className="ol-nowrap">{formatDateTime(r.createdAt, locale)}</Table.Td>
          <Table.Td>
            <StateBadge state={r.state} />
            {r.reason && (
              <Text size="xs" c="dimmed" mt={4}>
                {r.reason} · {r.decidedBy}
              </Text>
            )}
          </Table.Td>
          <Table.Td>
            {onDecide && r.state === 'IN_PROCESS' && (
              <Group gap={6} wrap="nowrap">
                <Button
                  size="xs"
                  variant="light"
                  color="green"
                  onClick={() => onDecide(r, 'APPROVE')}
                  aria-label={t('engagement.redemptions.approveOf', { account: r.account })}
                  data-testid={`redemption-approve-${r.id}`}
                >
                  {t('engagement.redemptions.approve')}
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  onClick={() => onDecide(r, 'REJECT')}
                  aria-label={t('engagement.redemptions.rejectOf', { account: r.account })}
                  data-testid={`redemption-reject-${r.id}`}
                >
                  {t('engagement.redemptions.reject')}
                </Button>
              </Group>
            )}
          </Table.Td>
        </Table.Tr>
      )}
    />
  );
};
