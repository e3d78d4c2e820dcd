import { Alert, Button, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import { FEEDBACK_QUESTION_TYPES, LIMITS } from '@openlobby/contracts';
import { useState } from 'react';
import { useFormat } from '../../../lib/use-format.ts';
import { useSubmission } from '../../../lib/use-submission.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { createFeedback } from '../api/create-feedback.ts';
import { contentLength, contentProblemOf } from '../lib/feedback-content.ts';

type TQuestionType = (typeof FEEDBACK_QUESTION_TYPES)[number];

type TProps = {
  /** A real member's session; anyone else is told the reply needs one (and asked to log in on send). */
  member: boolean;
  /** Runs `send` when the viewer may send, else asks them to log in (app/'s account guard). */
  guard: (send: () => void) => void;
  /** After a feedback is sent: the member's list refreshes. */
  onSent: () => void;
};

/**
 * The feedback form (spec §5): a question type and the content with a live count against the
 * 140-character limit, checked here as the server will ("must not be empty", "length between
 * {min} and {max}") before anything is sent; the server's refusal shows inline, a sent feedback
 * turns the form into a thank-you with a way to write another.
 */
export const FeedbackForm = ({ member, guard, onSent }: TProps) => {
  const { t } = useTranslation();
  const { number } = useFormat();
  const [questionType, setQuestionType] = useState<TQuestionType | ''>('');
  const [content, setContent] = useState('');
  const [tried, setTried] = useState(false);
  const [sent, setSent] = useState(false);
  const { pending, failure, run } = useSubmission();
  const length = contentLength(content);
  const problem = contentProblemOf(content);
  // Too long shows as the member types; empty and a missing type only once they try to send.
  const shownProblem = problem === 'length' || tried ? problem : null;
  const typeMissing = tried && questionType === '';
  const max = LIMITS.feedbackContentMax;

  const submit = () => {
    setTried(true);
    if (problem || questionType === '' || pending) return;
    guard(
      () =>
        void run(async () => {
          await createFeedback({ questionType, content: content.trim() });
          setSent(true);
          onSent();
        }),
    );
  };

  if (sent)
    return (
      <Alert color="green" variant="light" title={t('feedback.sent.title')} data-testid="feedback-sent">
        <Text size="sm" mb="sm">
          {t('feedback.sent.body')}
        </Text>
        <Button
          variant="light"
          onClick={() => {
            setSent(false);
            setTried(false);
            setContent('');
            setQuestionType('');
          }}
          data-testid="feedback-again"
        >
          {t('feedback.sent.again')}
        </Button>
      </Alert>
    );

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      noValidate
      data-testid="feedback-form"
    >
      <Stack gap="md">
        <NativeSelect
          label={t('feedback.form.type')}
          value={questionType}
          onChange={(e) => setQuestionType(e.currentTarget.value as TQuestionType | '')}
          data={[
            { value: '', label: t('feedback.form.typePlaceholder'), disabled: true },
            ...FEEDBACK_QUESTION_TYPES.map((type) => ({ value: type, label: t(`feedback.types.${type}`) })),
          ]}
          error={typeMissing ? t('feedback.errors.type') : undefined}
          required
          data-testid="feedback-type"
        />
        <Textarea
          label={t('feedback.form.content')}
          placeholder={t('feedback.form.contentPlaceholder')}
          value={content}
          onChange={(e) => setContent(e.currentTarget.value)}
          // The count under the box as its description, so a screen reader hears it with the field.
          description={
            <span aria-live="polite" data-over={length > max || undefined} data-testid="feedback-count">
              {t('feedback.form.count', { n: number(length), max: number(max) })}
            </span>
          }
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          classNames={{ description: 'ol-feedback-count' }}
          error={
            shownProblem === 'empty'
              ? t('feedback.errors.empty')
              : shownProblem === 'length'
                ? t('feedback.errors.length', { min: number(LIMITS.feedbackContentMin), max: number(max) })
                : undefined
          }
          autosize
          minRows={4}
          maxRows={8}
          required
          data-testid="feedback-content"
        />
        {!member && (
          <Text size="sm" c="dimmed" data-testid="feedback-login-hint">
            {t('feedback.form.loginHint')}
          </Text>
        )}
        {failure && (
          <Alert color="red" variant="light" py={8} role="alert" data-testid="feedback-error">
            {failure}
          </Alert>
        )}
        <Button
          type="submit"
          className="ol-btn-glow"
          loading={pending}
          disabled={problem === 'length'}
          data-testid="feedback-submit"
        >
          {t('feedback.form.submit')}
        </Button>
      </Stack>
    </form>
  );
};
