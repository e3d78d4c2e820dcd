import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyRow } from '../../../components/ui/empty-row.tsx';
import { ListTable } from '../../../components/ui/list-table.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton-rows.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/i18n.ts';
import type { TAgentApplicationRow } from '../api/find-agent-applications.ts';

const COLUMNS = 6;

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
    <ListTable
      minWidth={900}
      loading={stale}
      testId="applications-table"
      head={
        <>
          <Table.Th>{t('agents.applications.columns.account')}</Table.Th>
          <Table.Th>{t('agents.applications.columns.contact')}</Table.Th>
          <Table.Th>{t('agents.applications.columns.message')}</Table.Th>
          <Table.Th>{t('agents.applications.columns.submittedAt')}</Table.Th>
          <Table.Th>{t('agents.applications.columns.decided')}</Table.Th>
          <Table.Th>{t('common.actions')}</Table.Th>
        </>
      }
    >
      {!items && <SkeletonRows count={3} colSpan={COLUMNS} />}
      {items?.length === 0 && (
        <EmptyRow
          colSpan={COLUMNS}
          label={t(`agents.applications.empty.${status}`)}
          testId="applications-empty"
        />
      )}
      {items?.map((a) => (
        <Table.Tr key={a.id} data-testid={`application-row-${a.account}`}>
          <Table.Td fw={600}>{a.account}</Table.Td>
          <Table.Td className="ol-field-value">{a.contact}</Table.Td>
          <Table.Td maw={280} className="ol-field-value">
            {a.message || '—'}
          </Table.Td>
          <Table.Td className="ol-nowrap">{formatDateTime(a.submittedAt, locale)}</Table.Td>
          <Table.Td>
            {a.decidedAt ? (
              <Stack gap={0}>
                <Text size="sm">{a.decidedBy ?? '—'}</Text>
                <Text size="xs" c="dimmed" className="ol-nowrap">
                  {formatDateTime(a.decidedAt, locale)}
                </Text>
                {a.note && (
                  <Text size="xs" className="ol-field-value">
                    {t('agents.applications.noteShown', { note: a.note })}
                  </Text>
                )}
              </Stack>
            ) : (
              '—'
            )}
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
      ))}
    </ListTable>
  );
};
