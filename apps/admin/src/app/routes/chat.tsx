import { Button, Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { notifySuccess } from '../../components/ui/notify.ts';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { QueryError } from '../../components/ui/query-error.tsx';
import { ReasonDialog } from '../../components/ui/reason-dialog.tsx';
import {
  CHAT_MODERATION_PAGE,
  useChatMessages,
  useChatMutes,
  useDeleteChatMessage,
  useMuteChatMember,
  useUnmuteChatMember,
  type TAdminChatMessage,
  type TAdminChatMute,
} from '../../features/chat/api/chat-moderation.ts';
import { ChatMessagesTable } from '../../features/chat/components/chat-messages-table.tsx';
import { ChatMuteDialog } from '../../features/chat/components/chat-mute-dialog.tsx';
import { ChatMutesTable } from '../../features/chat/components/chat-mutes-table.tsx';
import { engagementReasonRule } from '../../features/engagement/lib/engagement.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useLocale } from '../../lib/i18n.ts';
import { useDialogTarget } from '../../lib/use-dialog-target.ts';

/**
 * The brand's chat room for moderators (chat.moderate): its messages newest first, deleted ones
 * marked, a page older at a time; deleting one and muting its speaker, and the mutes in force with
 * Unmute. Every action asks why and is audited.
 */
export const ChatModerationPage = () => {
  const { t } = useTranslation();
  const locale = useLocale();
  const brand = useSearchParams()[0].get('brand') ?? '';
  // The pages read so far, by the id each starts below (undefined: the newest).
  const [before, setBefore] = useState<number[]>([]);
  const messages = useChatMessages(brand, before.at(-1));
  const mutes = useChatMutes(brand);
  const deleting = useDialogTarget<TAdminChatMessage>();
  const muting = useDialogTarget<TAdminChatMessage>();
  const unmuting = useDialogTarget<TAdminChatMute>();
  const remove = useDeleteChatMessage(brand);
  const mute = useMuteChatMember(brand);
  const unmute = useUnmuteChatMember(brand);
  const rule = engagementReasonRule(t);
  const items = messages.data?.items;
  const oldest = items?.at(-1)?.id;

  return (
    <Stack gap="lg" data-testid="chat-moderation-page">
      <Stack gap={0}>
        <PageHeader order={2} title={t('engagement.chat.title')} subtitle={t('engagement.chat.subtitle')} />
        {messages.error && !messages.data ? (
          <QueryError error={messages.error} onRetry={() => void messages.refetch()} />
        ) : (
          <ChatMessagesTable
            items={items}
            stale={messages.isPlaceholderData}
            onDelete={deleting.open}
            onMute={muting.open}
          />
        )}
        <Group mt="sm" gap="sm">
          {before.length > 0 && (
            <Button variant="default" size="xs" onClick={() => setBefore([])} data-testid="chat-newest">
              {t('engagement.chat.newest')}
            </Button>
          )}
          {oldest !== undefined && items && items.length >= CHAT_MODERATION_PAGE && (
            <Button
              variant="default"
              size="xs"
              onClick={() => setBefore((b) => [...b, oldest])}
              data-testid="chat-older"
            >
              {t('engagement.chat.older')}
            </Button>
          )}
        </Group>
      </Stack>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('engagement.chat.mutes.title')}
        </Title>
        {mutes.error && !mutes.data ? (
          <QueryError error={mutes.error} onRetry={() => void mutes.refetch()} />
        ) : (
          <ChatMutesTable items={mutes.data?.items} onUnmute={unmuting.open} />
        )}
      </Stack>
      {deleting.target && (
        <ReasonDialog
          opened={deleting.opened}
          onClose={deleting.close}
          title={t('engagement.chat.deleteTitle')}
          description={t('engagement.chat.deleteText', { account: deleting.target.value.account })}
          danger
          confirmLabel={t('engagement.chat.delete')}
          rule={rule}
          testId="chat-delete-dialog"
          onConfirm={async (reason) => {
            await remove.mutateAsync({ id: deleting.target!.value.id, reason });
            notifySuccess(t('engagement.chat.deletedDone'));
          }}
        />
      )}
      {muting.target && (
        <ChatMuteDialog
          key={`mute-${muting.target.seq}`}
          opened={muting.opened}
          account={muting.target.value.account}
          rule={rule}
          onClose={muting.close}
          onMute={async (minutes, reason) => {
            const r = await mute.mutateAsync({ memberId: muting.target!.value.memberId, minutes, reason });
            notifySuccess(t('engagement.chat.mutedDone', { until: formatDateTime(r.until, locale) }));
          }}
        />
      )}
      {unmuting.target && (
        <ReasonDialog
          opened={unmuting.opened}
          onClose={unmuting.close}
          title={t('engagement.chat.mutes.unmuteTitle')}
          description={t('engagement.chat.mutes.unmuteText', { account: unmuting.target.value.account })}
          confirmLabel={t('engagement.chat.mutes.unmute')}
          rule={rule}
          testId="chat-unmute-dialog"
          onConfirm={async (reason) => {
            await unmute.mutateAsync({ memberId: unmuting.target!.value.memberId, reason });
            notifySuccess(t('engagement.chat.mutes.unmutedDone'));
          }}
        />
      )}
    </Stack>
  );
};
