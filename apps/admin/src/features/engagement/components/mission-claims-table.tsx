import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RowsTable } from '../../../components/ui/rows-table.tsx';
import { formatCurrency, formatDateTime, formatNumber } from '../../../lib/format.ts';
import { useAdminLanguage, useLocale } from '../../../lib/i18n.ts';
import type { TAdminMission } from '../api/missions.ts';
import { titleIn } from '../lib/engagement.ts';

type TClaim = {
  id: number;
  missionId: number;
  account: string;
  periodKey: string;
  amount: number;
  progress: number;
  createdAt: string;
};

/** The rewards paid: when, to whom, for which mission and period, and how much. */
export const MissionClaimsTable = ({
  items,
  missions,
  currency,
  stale,
}: {
  items: readonly TClaim[] | undefined;
  missions: readonly TAdminMission[];
  currency: string;
  stale: boolean;
}) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const language = useAdminLanguage();
  const titles = new Map(missions.map((m) => [m.id, titleIn(m.title, language)]));
  return (
    <RowsTable
      columns={[
        { key: 'at', label: t('missions.claims.at') },
        { key: 'account', label: t('missions.claims.account') },
        { key: 'mission', label: t('missions.columns.title') },
        { key: 'period', label: t('missions.claims.period') },
        { key: 'progress', label: t('missions.claims.progress'), align: 'right' },
        { key: 'amount', label: t('missions.claims.amount'), align: 'right' },
      ]}
      items={items}
      empty={t('missions.claims.empty')}
      emptyTestId="mission-claims-empty"
      minWidth={760}
      loading={stale}
      testId="mission-claims-table"
      row={(c) => (
        <Table.Tr key={c.id} data-testid={`mission-claim-${c.id}`}>
          <Table.Td className="ol-nowrap">{formatDateTime(c.createdAt, locale)}</Table.Td>
          <Table.Td>{c.account}</Table.Td>
          <Table.Td>{titles.get(c.missionId) ?? `#${c.missionId}`}</Table.Td>
          <Table.Td className="ol-nowrap">{c.periodKey}</Table.Td>
          <Table.Td ta="right">{formatNumber(c.progress, locale)}</Table.Td>
          <Table.Td ta="right">{formatCurrency(c.amount, currency, locale)}</Table.Td>
        </Table.Tr>
      )}
    />
  );
};
