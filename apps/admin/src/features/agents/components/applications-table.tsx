import { Button, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RowsTable } from '../../../components/ui/rows-table.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/i18n.ts';
import type { TAgentApplicationRow } from '../api/find-agent-applications.ts';
import { DoneBy } from './done-by.tsx';

export type TApplicationStatus = TAgentApplicationRow['status'];

type TProps = {
  items: readonly TAgentApplicationRow[] | undefined;
  status: TApplicationStatus;
  stale: boolean;
  /** Given when the operator may decide (agents.write); waiting applications then show both actions. */
  onDecide?: (application: TAgentApplicationRow, decision: 'APPROVE' | 'REJECT') => void;
};

/** The /join queue: who applied, how to reach them, their message, and the decision once taken. */
export const ApplicationsTable = ({ items, status, stale, onDecide }: TProps) => {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <RowsTable
      columns={[
        { key: 'account', label: t('agents.applications.columns.account') },
        { key: 'contact', label: t('agents.applications.columns.contact') },
        { key: 'message', label: t('agents.applications.columns.message') },
        { key: 'submittedAt', label: t('agents.applications.columns.submittedAt') },
        { key: 'decided', label: t('agents.applications.columns.decided') },
        { key: 'actions', label: t('common.actions') },
      ]}
      items={items}
      skeletonRows={3}
      empty={t(`agents.applications.empty.${status}`)}
      emptyTestId="applications-empty"
      minWidth={900}
      loading={stale}
      testId="applications-table"
      row={(a) => (
        <Table.Tr key={a.id} data-testid={`application-row-${a.account}`}>
          <Table.Td fw={600}>{a.account}</Table.Td>
          <Table.Td className="ol-field-value">{a.contact}</Table.Td>
          <Table.Td maw={280} className="ol-field-value">
            {a.message || '—'}
          </Table.Td>
          <Table.Td className="ol-nowrap">{formatDateTime(a.submittedAt, locale)}</Table.Td>
          <Table.Td>
            <DoneBy by={a.decidedBy} at={a.decidedAt}>
              {a.note && (
                <Text size="xs" className="ol-field-value">
                  {t('agents.applications.noteShown', { note: a.note })}
                </Text>
              )}
            </DoneBy>
          </Table.Td>
          <Table.Td>
            {onDecide && a.status === 'PENDING' && (
              <Group gap="xs" wrap="nowrap">
                <Button
                  size="xs"
                  onClick={() => onDecide(a, 'APPROVE')}
                  aria-label={t('agents.applications.approve.actionOf', { account: a.account })}
                  data-testid={`application-approve-${a.account}`}
                >
                  {t('agents.applications.approve.action')}
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  onClick={() => onDecide(a, 'REJECT')}
                  aria-label={t('agents.applications.reject.actionOf', { account: a.account })}
                  data-testid={`application-reject-${a.account}`}
                >
                  {t('agents.applications.reject.action')}
                </Button>
              </Group>
            )}
          </Table.Td>
        </Table.Tr>
      )}
    />
  );
};
