import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RowsTable } from '../../../components/ui/rows-table.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/i18n.ts';
import type { TAdminChatMessage } from '../api/chat-moderation.ts';

type TProps = {
  items: readonly TAdminChatMessage[] | undefined;
  stale: boolean;
  onDelete: (m: TAdminChatMessage) => void;
  onMute: (m: TAdminChatMessage) => void;
};

/** The room's messages newest first: who said what and when, as plain text, deleted ones marked. */
export const ChatMessagesTable = ({ items, stale, onDelete, onMute }: TProps) => {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <RowsTable
      columns={[
        { key: 'account', label: t('engagement.columns.account') },
        { key: 'name', label: t('engagement.chat.columns.name') },
        { key: 'at', label: t('engagement.chat.columns.at') },
        { key: 'text', label: t('engagement.chat.columns.text') },
        { key: 'actions', label: t('common.actions') },
      ]}
      items={items}
      empty={t('engagement.chat.empty')}
      emptyTestId="chat-messages-empty"
      minWidth={820}
      loading={stale}
      testId="chat-messages-table"
      row={(m) => (
        <Table.Tr key={m.id} data-testid={`chat-row-${m.id}`}>
          <Table.Td fw={600}>{m.account}</Table.Td>
          <Table.Td>{m.name}</Table.Td>
          <Table.Td className="ol-nowrap">{formatDateTime(m.at, locale)}</Table.Td>
          <Table.Td>
            {/* Members' words as text, never HTML. */}
            <Text
              size="sm"
              style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
              c={m.deletedAt ? 'dimmed' : undefined}
            >
              {m.text}
            </Text>
            {m.deletedAt && (
              <Badge color="gray" variant="light" mt={4} data-testid={`chat-deleted-${m.id}`}>
                {t('engagement.chat.deleted')}
              </Badge>
            )}
          </Table.Td>
          <Table.Td>
            <Group gap="xs" wrap="nowrap">
              {!m.deletedAt && (
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  onClick={() => onDelete(m)}
                  aria-label={t('engagement.chat.deleteOf', { account: m.account })}
                  data-testid={`chat-delete-${m.id}`}
                >
                  {t('engagement.chat.delete')}
                </Button>
              )}
              <Button
                size="xs"
                variant="light"
                onClick={() => onMute(m)}
                aria-label={t('engagement.chat.muteOf', { account: m.account })}
                data-testid={`chat-mute-${m.id}`}
              >
                {t('engagement.chat.mute')}
              </Button>
            </Group>
          </Table.Td>
        </Table.Tr>
      )}
    />
  );
};
