import { Badge, Button, Center, Loader, Text } from '@mantine/core';
import type { TMyFeedback } from '@openlobby/contracts';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useMyFeedback } from '../api/find-my-feedback.ts';

type TItem = TMyFeedback['items'][number];

/** One feedback: its type and day, whether it was answered, what the member wrote, the reply under it. */
const FeedbackItem = ({ item }: { item: TItem }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const replied = item.reply !== null;
  return (
    <li className="ol-feedback-item" data-testid={`my-feedback-${item.id}`}>
      <div className="ol-feedback-item-head">
        <div>
          <Text fw={700}>{t(`feedback.types.${item.questionType}`)}</Text>
          <Text size="xs" c="dimmed">
            {t('feedback.mine.sentAt', { date: format.dateTime(item.createdAt) })}
          </Text>
        </div>
        <Badge
          color={replied ? 'green' : 'yellow'}
          variant="light"
          data-testid={`my-feedback-${item.id}-status`}
        >
          {t(replied ? 'feedback.mine.replied' : 'feedback.mine.waiting')}
        </Badge>
      </div>
      {/* Plain text as written (React escapes it); white-space keeps the member's line breaks. */}
      <p className="ol-feedback-text">{item.content}</p>
      {replied && (
        <div className="ol-feedback-reply" data-testid={`my-feedback-${item.id}-reply`}>
          <Text size="xs" fw={700} c="dimmed">
            {t('feedback.mine.reply', { date: item.repliedAt ? format.dateTime(item.repliedAt) : '' })}
          </Text>
          <p className="ol-feedback-text">{item.reply}</p>
        </div>
      )}
    </li>
  );
};

type TProps = {
  /** A real member's session; a visitor or trial account is asked to log in (only members have an inbox). */
  member: boolean;
  onLogin: () => void;
};

/** "My feedback": the member's feedback, newest first, each with its state and the operator's reply once given. */
export const MyFeedbackList = ({ member, onLogin }: TProps) => {
  const { t } = useTranslation();
  const list = useMyFeedback(member);
  if (!member)
    return (
      <div className="ol-feedback-none" data-testid="my-feedback-login">
        <Text size="sm" mb="sm">
          {t('feedback.mine.login')}
        </Text>
        <Button variant="light" onClick={onLogin}>
          {t('header.login')}
        </Button>
      </div>
    );
  if (list.isPending)
    return (
      <Center py="lg">
        <Loader size="sm" />
      </Center>
    );
  if (list.isError) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.items.length === 0)
    return (
      <Text size="sm" c="dimmed" className="ol-feedback-none" data-testid="my-feedback-empty">
        {t('feedback.mine.empty')}
      </Text>
    );
  return (
    <ul className="ol-feedback-list" data-testid="my-feedback">
      {list.data.items.map((item) => (
        <FeedbackItem key={item.id} item={item} />
      ))}
    </ul>
  );
};
