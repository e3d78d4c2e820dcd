import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RowsTable } from '../../../components/ui/rows-table.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/i18n.ts';
import type { TAdminSentMessage } from '../api/messages.ts';
import { PlainText, RowActionsCell } from './row-cells.tsx';

/** What operators sent: broadcasts (withdrawable) and personal messages, newest first, as plain text. */
export const MessagesTable = ({
  items,
  stale,
  onWithdraw,
}: {
  items: readonly TAdminSentMessage[] | undefined;
  stale: boolean;
  /** Given when the operator may withdraw broadcasts (engagement.write). */
  onWithdraw?: (m: TAdminSentMessage) => void;
}) => {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <RowsTable
      columns={[
        { key: 'to', label: t('engagement.messages.columns.to') },
        { key: 'message', label: t('engagement.messages.columns.message') },
        { key: 'sent', label: t('engagement.messages.columns.sent') },
        { key: 'state', label: t('engagement.columns.state') },
        { key: 'actions', label: t('common.actions') },
      ]}
      items={items}
      empty={t('engagement.messages.empty')}
      emptyTestId="messages-empty"
      minWidth={820}
      loading={stale}
      testId="messages-table"
      row={(m) => (
        <Table.Tr key={m.id} data-testid={`message-row-${m.id}`}>
          <Table.Td fw={600}>{m.account ?? t('engagement.messages.everyone')}</Table.Td>
          <Table.Td maw={380}>
            <Text size="sm" fw={600}>
              {m.title}
            </Text>
            <PlainText size="xs" c="dimmed" lineClamp={2}>
              {m.body}
            </PlainText>
          </Table.Td>
          <Table.Td className="ol-nowrap">
            <Text size="sm">{formatDateTime(m.createdAt, locale)}</Text>
            <Text size="xs" c="dimmed">
              {m.sentBy ?? '—'}
            </Text>
          </Table.Td>
          <Table.Td>
            <Badge className="ol-badge-fit" variant="light" color={m.withdrawn ? 'gray' : 'green'}>
              {t(m.withdrawn ? 'engagement.messages.withdrawn' : 'engagement.messages.live')}
            </Badge>
          </Table.Td>
          <RowActionsCell
            actions={[
              !!onWithdraw &&
                m.kind === 'BROADCAST' &&
                !m.withdrawn && {
                  word: t('engagement.messages.withdraw'),
                  name: t('engagement.messages.withdrawOf', { title: m.title }),
                  onClick: () => onWithdraw(m),
                  testId: `message-withdraw-${m.id}`,
                  color: 'red',
                },
            ]}
          />
        </Table.Tr>
      )}
    />
  );
};
