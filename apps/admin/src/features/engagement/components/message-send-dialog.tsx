import { Textarea, TextInput } from '@mantine/core';
import { ZAdminBroadcastSend, ZAdminMessageSend } from '@openlobby/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../components/ui/notify.ts';
import { useSendMessage } from '../api/messages.ts';
import { newRequestId } from '../lib/engagement.ts';
import { AccountInput, FormDialog, useCheckedForm } from './form-dialog.tsx';

/**
 * Writes a personal message to one member (`broadcast` false) or a broadcast to every member of the
 * brand: plain text, never HTML. One request id per opening: a double click sends once.
 */
export const MessageSendDialog = ({
  brand,
  broadcast,
  opened,
  onClose,
}: {
  brand: string;
  broadcast: boolean;
  opened: boolean;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const send = useSendMessage(brand);
  const [requestId] = useState(newRequestId);
  const [account, setAccount] = useState('');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const draft = { title, body, requestId };
  const form = useCheckedForm(
    broadcast ? ZAdminBroadcastSend : ZAdminMessageSend,
    broadcast ? draft : { ...draft, account },
    (field) => t(`engagement.messages.invalid.${field}`),
  );
  const { bad } = form;
  const which = broadcast ? 'broadcast' : 'personal';
  const submit = form.submit(async () => {
    await send.mutateAsync({ ...draft, account: broadcast ? null : account.trim() });
    notifySuccess(t(`engagement.messages.${which}.done`));
    onClose();
  });

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      size="lg"
      title={t(`engagement.messages.${which}.title`)}
      testId="message-dialog"
      submit={submit}
      failure={form.failure}
      failureTestId="message-error"
      busy={send.isPending}
      confirmLabel={t(`engagement.messages.${which}.confirm`)}
      confirmTestId="message-send"
    >
      {!broadcast && (
        <AccountInput value={account} onChange={setAccount} error={bad('account')} testId="message-account" />
      )}
      <TextInput
        label={t('engagement.messages.form.title')}
        required
        maxLength={80}
        value={title}
        onChange={(e) => setTitle(e.currentTarget.value)}
        error={bad('title')}
        data-testid="message-title"
      />
      <Textarea
        label={t('engagement.messages.form.body')}
        description={t('engagement.messages.form.bodyHint')}
        required
        autosize
        minRows={4}
        maxRows={12}
        maxLength={2000}
        value={body}
        onChange={(e) => setBody(e.currentTarget.value)}
        error={bad('body')}
        data-testid="message-body"
      />
    </FormDialog>
  );
};
