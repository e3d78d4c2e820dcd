import { Button, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RowsTable } from '../../../components/ui/rows-table.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useAdminLanguage, useLocale } from '../../../lib/i18n.ts';
import type { TAdminPromoApplication } from '../api/applications.ts';
import { titleIn } from '../lib/engagement.ts';
import { ApplicationImages } from './application-images.tsx';
import { StateBadge } from './state-badge.tsx';

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
    <RowsTable
      columns={[
        { key: 'account', label: t('engagement.columns.account') },
        { key: 'promotion', label: t('engagement.columns.promotion') },
        { key: 'remark', label: t('engagement.applications.columns.remark') },
        { key: 'images', label: t('engagement.applications.columns.images') },
        { key: 'at', label: t('engagement.applications.columns.at') },
        { key: 'status', label: t('engagement.columns.state') },
        { key: 'actions', label: t('common.actions') },
      ]}
      items={items}
      empty={t('engagement.applications.empty')}
      emptyTestId="applications-empty"
      minWidth={960}
      loading={stale}
      testId="applications-table"
      row={(a) => (
        <Table.Tr key={a.id} data-testid={`application-row-${a.id}`}>
          <Table.Td fw={600}>{a.account}</Table.Td>
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
          <Table.Td>
            <StateBadge state={a.status} />
            {a.reason && (
              <Text size="xs" c="dimmed" mt={4}>
                {a.reason} · {a.decidedBy}
              </Text>
            )}
          </Table.Td>
          <Table.Td>
            {onDecide && a.status === 'APPLYING' && (
              <Group gap={6} wrap="nowrap">
                <Button
                  size="xs"
                  variant="light"
                  color="green"
                  onClick={() => onDecide(a, 'PASS')}
                  aria-label={t('engagement.applications.passOf', { account: a.account })}
                  data-testid={`application-pass-${a.id}`}
                >
                  {t('engagement.applications.pass')}
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  onClick={() => onDecide(a, 'REJECT')}
                  aria-label={t('engagement.applications.rejectOf', { account: a.account })}
                  data-testid={`application-reject-${a.id}`}
                >
                  {t('engagement.applications.reject')}
                </Button>
              </Group>
            )}
          </Table.Td>
        </Table.Tr>
      )}
    />
  );
};
