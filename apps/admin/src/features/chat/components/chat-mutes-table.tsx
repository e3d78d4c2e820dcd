import { Button, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RowsTable } from '../../../components/ui/rows-table.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/i18n.ts';
import type { TAdminChatMute } from '../api/chat-moderation.ts';

type TProps = {
  items: readonly TAdminChatMute[] | undefined;
  onUnmute: (m: TAdminChatMute) => void;
};

/** The mutes in force: who, until when and why, each with Unmute. */
export const ChatMutesTable = ({ items, onUnmute }: TProps) => {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <RowsTable
      columns={[
        { key: 'account', label: t('engagement.columns.account') },
        { key: 'until', label: t('engagement.chat.mutes.until') },
        { key: 'reason', label: t('engagement.chat.mutes.reason') },
        { key: 'actions', label: t('common.actions') },
      ]}
      items={items}
      empty={t('engagement.chat.mutes.empty')}
      emptyTestId="chat-mutes-empty"
      minWidth={600}
      loading={false}
      testId="chat-mutes-table"
      row={(m) => (
        <Table.Tr key={m.memberId} data-testid={`chat-mute-row-${m.memberId}`}>
          <Table.Td fw={600}>{m.account}</Table.Td>
          <Table.Td className="ol-nowrap">{formatDateTime(m.until, locale)}</Table.Td>
          <Table.Td>{m.reason}</Table.Td>
          <Table.Td>
            <Button
              size="xs"
              variant="light"
              onClick={() => onUnmute(m)}
              aria-label={t('engagement.chat.mutes.unmuteOf', { account: m.account })}
              data-testid={`chat-unmute-${m.memberId}`}
            >
              {t('engagement.chat.mutes.unmute')}
            </Button>
          </Table.Td>
        </Table.Tr>
      )}
    />
  );
};
