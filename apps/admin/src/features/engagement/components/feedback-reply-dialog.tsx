import { Textarea } from '@mantine/core';
import { ZAdminFeedbackReply } from '@openlobby/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../components/ui/notify.ts';
import { useReplyFeedback, type TAdminFeedback } from '../api/feedback.ts';
import { FormDialog, useCheckedForm } from './form-dialog.tsx';
import { PlainText } from './row-cells.tsx';

/** The operator's one reply to a member's feedback, in plain text; it reaches the member's inbox. */
export const FeedbackReplyDialog = ({
  brand,
  feedback,
  opened,
  onClose,
}: {
  brand: string;
  feedback: TAdminFeedback | null;
  opened: boolean;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const reply = useReplyFeedback(brand);
  const [body, setBody] = useState('');
  const form = useCheckedForm(ZAdminFeedbackReply, { body }, () => t('engagement.feedback.replyInvalid'));
  const submit = form.submit(async (valid) => {
    if (!feedback) return;
    await reply.mutateAsync({ id: feedback.id, body: valid.body });
    notifySuccess(t('engagement.feedback.replyDone'));
    onClose();
  });

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      size="lg"
      title={t('engagement.feedback.replyTitle')}
      testId="feedback-reply-dialog"
      submit={submit}
      failure={form.failure}
      failureTestId="feedback-reply-error"
      busy={reply.isPending}
      confirmLabel={t('engagement.feedback.replySend')}
      confirmTestId="feedback-reply-send"
    >
      {feedback && <PlainText>{feedback.content}</PlainText>}
      <Textarea
        label={t('engagement.feedback.replyLabel')}
        description={t('engagement.feedback.replyHint')}
        required
        autosize
        minRows={4}
        maxRows={12}
        maxLength={2000}
        value={body}
        onChange={(e) => setBody(e.currentTarget.value)}
        error={form.bad('body')}
        data-testid="feedback-reply-body"
      />
    </FormDialog>
  );
};
