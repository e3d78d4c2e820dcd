import { Text, Textarea } from '@mantine/core';
import { ZAdminFeedbackReply } from '@openlobby/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../components/ui/notify.ts';
import { useReplyFeedback, type TAdminFeedback } from '../api/feedback.ts';
import { FormDialog, useFailure } from './form-dialog.tsx';

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
  const [touched, setTouched] = useState(false);
  const { failure, attempt } = useFailure();
  const checked = ZAdminFeedbackReply.safeParse({ body });

  const submit = async () => {
    setTouched(true);
    if (!checked.success || !feedback) return;
    await attempt(async () => {
      await reply.mutateAsync({ id: feedback.id, body: checked.data.body });
      notifySuccess(t('engagement.feedback.replyDone'));
      onClose();
    });
  };

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      size="lg"
      title={t('engagement.feedback.replyTitle')}
      testId="feedback-reply-dialog"
      submit={submit}
      failure={failure}
      failureTestId="feedback-reply-error"
      busy={reply.isPending}
      confirmLabel={t('engagement.feedback.replySend')}
      confirmTestId="feedback-reply-send"
    >
      {feedback && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {feedback.content}
        </Text>
      )}
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
        error={touched && !checked.success ? t('engagement.feedback.replyInvalid') : undefined}
        data-testid="feedback-reply-body"
      />
    </FormDialog>
  );
};
