import { Alert, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { ZAdminBroadcastSend, ZAdminMessageSend } from '@openlobby/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFooter } from '../../../components/ui/dialog-footer.tsx';
import { notifySuccess } from '../../../components/ui/notify.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useSendMessage } from '../api/messages.ts';
import { newRequestId } from '../lib/engagement.ts';

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
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const draft = { title, body, requestId };
  const checked = broadcast
    ? ZAdminBroadcastSend.safeParse(draft)
    : ZAdminMessageSend.safeParse({ ...draft, account });
  const bad = (field: string) =>
    touched && !checked.success && checked.error.issues.some((i) => i.path[0] === field)
      ? t(`engagement.messages.invalid.${field}`)
      : undefined;
  const which = broadcast ? 'broadcast' : 'personal';

  const submit = async () => {
    setTouched(true);
    if (!checked.success) return;
    setFailure(null);
    try {
      await send.mutateAsync({ ...draft, account: broadcast ? null : account.trim() });
      notifySuccess(t(`engagement.messages.${which}.done`));
      onClose();
    } catch (e) {
      setFailure(e);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      size="lg"
      title={t(`engagement.messages.${which}.title`)}
      data-testid="message-dialog"
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          {!broadcast && (
            <TextInput
              label={t('engagement.columns.account')}
              required
              maxLength={32}
              value={account}
              onChange={(e) => setAccount(e.currentTarget.value)}
              error={bad('account')}
              data-testid="message-account"
            />
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
          {failure !== null && (
            <Alert color="red" variant="light" data-testid="message-error">
              {errorMessage(t, failure)}
            </Alert>
          )}
          <DialogFooter
            busy={send.isPending}
            onCancel={onClose}
            confirmLabel={t(`engagement.messages.${which}.confirm`)}
            confirmTestId="message-send"
          />
        </Stack>
      </form>
    </Modal>
  );
};
