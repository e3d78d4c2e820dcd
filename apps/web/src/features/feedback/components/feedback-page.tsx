import { Center, Loader } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconChat } from '../../../components/ui/icons.tsx';
import { PageHero } from '../../../components/ui/page-hero.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';
import { feedbackKeys } from '../api/query-keys.ts';
import { useFeedbackPack } from '../lib/feedback-pack.ts';
import { FeedbackForm } from './feedback-form.tsx';
import { MyFeedbackList } from './my-feedback-list.tsx';
import '../../../styles/feedback.css';

type TProps = {
  /** A real member's session: only members send (their reply comes to the inbox) and have a list. */
  member: boolean;
  /** Runs `send` for a member, else asks for a log-in (app/'s account guard). */
  guard: (send: () => void) => void;
  onLogin: () => void;
};

/**
 * The feedback page (/feedback, issue 17): the form to send a question type and content, and under
 * it the member's own feedback with the operator's replies (which also reach the inbox).
 */
export const FeedbackPage = ({ member, guard, onLogin }: TProps) => {
  const { t } = useTranslation();
  const ready = useFeedbackPack();
  const client = useQueryClient();
  if (!ready)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  return (
    <>
      <PageHero title={t('feedback.title')} subtitle={t('feedback.subtitle')} icon={<IconChat size={34} />} />
      <div className="ol-feedback">
        <section className="ol-feedback-card" aria-labelledby="feedback-form-title">
          <h2 id="feedback-form-title" className="ol-feedback-title">
            {t('feedback.form.title')}
          </h2>
          <FeedbackForm
            member={member}
            guard={guard}
            onSent={() => void client.invalidateQueries({ queryKey: feedbackKeys.root })}
          />
        </section>
        <section className="ol-feedback-mine" aria-labelledby="my-feedback-title">
          <h2 id="my-feedback-title" className="ol-feedback-title">
            {t('feedback.mine.title')}
          </h2>
          <MyFeedbackList member={member} onLogin={onLogin} />
        </section>
      </div>
    </>
  );
};
