import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { useAdminLanguage, useLocale } from '../../../lib/i18n.ts';
import type { TAdminPromoApplication } from '../api/applications.ts';
import { titleIn } from '../lib/engagement.ts';
import { ApplicationImages } from './application-images.tsx';
import { DecisionQueueTable } from './decision-queue-table.tsx';

type TProps = {
  brand: string;
  items: readonly TAdminPromoApplication[] | undefined;
  stale: boolean;
  /** Given when the operator may decide (engagement.write). */
  onDecide?: (a: TAdminPromoApplication, decision: 'PASS' | 'REJECT') => void;
};

/** The applications queue: who applied for what, their remark and images, and the decision taken. */
export const ApplicationsTable = ({ brand, items, stale, onDecide }: TProps) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const language = useAdminLanguage();
  return (
    <DecisionQueueTable
      items={items}
      stale={stale}
      queue="applications"
      row="application"
      columns={[
        { key: 'promotion', label: t('engagement.columns.promotion') },
        { key: 'remark', label: t('engagement.applications.columns.remark') },
        { key: 'images', label: t('engagement.applications.columns.images') },
        { key: 'at', label: t('engagement.applications.columns.at') },
      ]}
      cells={(a) => (
        <>
          <Table.Td>{titleIn(a.promotion, language)}</Table.Td>
          <Table.Td maw={260}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {a.remark || '—'}
            </Text>
          </Table.Td>
          <Table.Td>
            <ApplicationImages brand={brand} application={a} />
          </Table.Td>
          <Table.Td className="ol-nowrap">{formatDateTime(a.createdAt, locale)}</Table.Td>
        </>
      )}
      minWidth={960}
      stateOf={(a) => a.status}
      pending="APPLYING"
      yes="pass"
      onDecide={onDecide && ((a, yes) => onDecide(a, yes ? 'PASS' : 'REJECT'))}
    />
  );
};
