import { Table } from '@mantine/core';
import type { ZAdminMemberPoints } from '@openlobby/contracts';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { RowsTable } from '../../../components/ui/rows-table.tsx';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/i18n.ts';

type TEntry = z.infer<typeof ZAdminMemberPoints>['items'][number];

/** A member's points history, newest first: where each change came from and the balance after it. */
export const MemberPointsTable = ({
  items,
  stale,
}: {
  items: readonly TEntry[] | undefined;
  stale: boolean;
}) => {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <RowsTable
      columns={[
        { key: 'at', label: t('engagement.memberPoints.columns.at') },
        { key: 'source', label: t('engagement.memberPoints.columns.source') },
        { key: 'points', label: t('engagement.redemptions.columns.points'), align: 'right' },
        { key: 'after', label: t('engagement.memberPoints.columns.after'), align: 'right' },
      ]}
      items={items}
      empty={t('engagement.memberPoints.empty')}
      emptyTestId="member-points-empty"
      minWidth={560}
      loading={stale}
      testId="member-points-table"
      row={(e) => (
        <Table.Tr key={e.id}>
          <Table.Td className="ol-nowrap">{formatDateTime(e.at, locale)}</Table.Td>
          <Table.Td>{t(`engagement.pointSources.${e.source}`)}</Table.Td>
          <Table.Td ta="right" className="ol-amount" c={e.points < 0 ? 'red.8' : 'green.8'}>
            {e.points > 0 ? '+' : ''}
            {formatNumber(e.points, locale)}
          </Table.Td>
          <Table.Td ta="right" className="ol-amount">
            {formatNumber(e.balanceAfter, locale)}
          </Table.Td>
        </Table.Tr>
      )}
    />
  );
};
