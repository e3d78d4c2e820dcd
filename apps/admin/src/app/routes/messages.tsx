import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../components/ui/notify.ts';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { ReasonDialog } from '../../components/ui/reason-dialog.tsx';
import {
  useSentMessages,
  useWithdrawBroadcast,
  type TAdminSentMessage,
} from '../../features/engagement/api/messages.ts';
import { MessageSendDialog } from '../../features/engagement/components/message-send-dialog.tsx';
import { MessagesTable } from '../../features/engagement/components/messages-table.tsx';
import { PagedList } from '../../features/engagement/components/paged-list.tsx';
import { engagementReasonRule } from '../../features/engagement/lib/engagement.ts';
import { useCan } from '../../lib/permissions.ts';
import { useDialogTarget } from '../../lib/use-dialog-target.ts';
import { useListParams } from '../../lib/use-list-params.ts';

/** Messages operators sent: a personal message to one member, a broadcast to all (withdrawn with a reason). */
export const MessagesPage = () => {
  const { t } = useTranslation();
  const canWrite = useCan('engagement.write');
  const list = useListParams(['brand'] as const);
  const { brand } = list.filters;
  const { data, error, refetch, isPlaceholderData } = useSentMessages({
    brand,
    page: list.page,
    pageSize: list.pageSize,
  });
  const writing = useDialogTarget<boolean>();
  const withdrawing = useDialogTarget<TAdminSentMessage>();
  const withdraw = useWithdrawBroadcast(brand);
  const target = withdrawing.target?.value;

  return (
    <Stack gap={0} data-testid="messages-page">
      <PageHeader
        order={2}
        title={t('engagement.messages.title')}
        subtitle={t('engagement.messages.subtitle')}
        actions={
          canWrite && (
            <>
              <Button variant="light" onClick={() => writing.open(false)} data-testid="message-new">
                {t('engagement.messages.personal.action')}
              </Button>
              <Button onClick={() => writing.open(true)} data-testid="broadcast-new">
                {t('engagement.messages.broadcast.action')}
              </Button>
            </>
          )
        }
      />
      <PagedList query={{ data, error, refetch }} list={list}>
        <MessagesTable
          items={data?.items}
          stale={isPlaceholderData}
          onWithdraw={canWrite ? withdrawing.open : undefined}
        />
      </PagedList>
      {canWrite && (
        <MessageSendDialog
          key={`send-${writing.target?.seq}`}
          brand={brand}
          broadcast={writing.target?.value ?? false}
          opened={writing.opened}
          onClose={writing.close}
        />
      )}
      {canWrite && target && (
        <ReasonDialog
          opened={withdrawing.opened}
          onClose={withdrawing.close}
          title={t('engagement.messages.withdrawTitle')}
          description={t('engagement.messages.withdrawText', { title: target.title })}
          danger
          confirmLabel={t('engagement.messages.withdraw')}
          rule={engagementReasonRule(t)}
          testId="broadcast-withdraw-dialog"
          onConfirm={async (reason) => {
            await withdraw.mutateAsync({ id: target.id, reason });
            notifySuccess(t('engagement.messages.withdrawDone'));
          }}
        />
      )}
    </Stack>
  );
};
