import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { useAdminLanguage, useLocale } from '../../../lib/i18n.ts';
import type { TAdminRedemption } from '../api/points.ts';
import { titleIn } from '../lib/engagement.ts';
import { DecisionQueueTable } from './decision-queue-table.tsx';

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
    <DecisionQueueTable
      items={items}
      stale={stale}
      queue="redemptions"
      row="redemption"
      columns={[
        { key: 'reward', label: t('engagement.rewards.columns.name') },
        { key: 'points', label: t('engagement.redemptions.columns.points'), align: 'right' },
        { key: 'at', label: t('engagement.redemptions.columns.at') },
      ]}
      cells={(r) => (
        <>
          <Table.Td>{titleIn(r.reward, language)}</Table.Td>
          <Table.Td ta="right" className="ol-amount">
            {formatNumber(r.points, locale)}
          </Table.Td>
          <Table.Td className="ol-nowrap">{formatDateTime(r.createdAt, locale)}</Table.Td>
        </>
      )}
      minWidth={820}
      stateOf={(r) => r.state}
      pending="IN_PROCESS"
      yes="approve"
      onDecide={onDecide && ((r, yes) => onDecide(r, yes ? 'APPROVE' : 'REJECT'))}
    />
  );
};
