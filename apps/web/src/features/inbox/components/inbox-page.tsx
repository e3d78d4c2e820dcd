import { Button, Center, Group, Loader, Text, UnstyledButton } from '@mantine/core';
import type { TMessage } from '@openlobby/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { IconCheck, IconChevronLeft } from '../../../components/ui/icons.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { toast } from '../../../lib/toast.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useRequestToken } from '../../../lib/use-request-token.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { MESSAGES_PAGE_SIZE, useMessages } from '../api/find-messages.ts';
import { setUnreadCount } from '../api/get-unread-count.ts';
import { deleteMessage, readAllMessages, readMessage } from '../api/message-actions.ts';
import { inboxKeys } from '../api/query-keys.ts';
import { messageText } from '../lib/message-text.ts';
import '../../../styles/engagement.css';

type TProps = { decimals: number };

/** One opened message: its whole text, when it came, a way back and delete. */
const MessageReader = ({
  message,
  money,
  onBack,
  onDelete,
}: {
  message: TMessage;
  money: (amount: number) => string;
  onBack: () => void;
  onDelete: () => void;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const { title, body } = messageText(t, message, money);
  return (
    <article className="ol-message-reader" data-testid="message-reader" aria-labelledby="message-title">
      <Group justify="space-between" mb="md">
        <Button
          variant="subtle"
          leftSection={<IconChevronLeft size={16} className="ol-directional" />}
          onClick={onBack}
          data-testid="message-back"
        >
          {t('inbox.back')}
        </Button>
        <Button variant="light" color="red" onClick={onDelete} data-testid="message-delete">
          {t('inbox.delete')}
        </Button>
      </Group>
      <h3 id="message-title" className="ol-message-title">
        {title}
      </h3>
      <Text size="xs" c="dimmed" mb="md">
        {format.dateTime(message.createdAt)}
      </Text>
      {/* Plain text only (the server never sends HTML here): line breaks kept, nothing rendered as markup. */}
      <p className="ol-message-body">{body}</p>
    </article>
  );
};

/**
 * The inbox (member centre messageV2): the member's messages newest first with unread marks; opening
 * one reads it (and marks it read), a message can be deleted, and all can be marked read at once.
 */
export const InboxPage = ({ decimals }: TProps) => {
  const { t } = useTranslation();
  const format = useFormat();
  const token = useRequestToken();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<TMessage | null>(null);
  const list = useMessages(page);
  const money = (amount: number) => format.money(amount, decimals);

  const refresh = () => {
    void client.invalidateQueries({ queryKey: inboxKeys.lists(token) });
    void client.invalidateQueries({ queryKey: inboxKeys.unread(token) });
  };
  const openMessage = async (m: TMessage) => {
    setOpen(m);
    if (m.read) return;
    try {
      setOpen(await readMessage(m.id));
    } catch (e) {
      toast({ color: 'red', message: errorMessage(t, e) });
    } finally {
      refresh();
    }
  };
  const remove = async (m: TMessage) => {
    try {
      await deleteMessage(m.id);
      toast({ color: 'green', message: t('inbox.deleted') });
      setOpen(null);
    } catch (e) {
      toast({ color: 'red', message: errorMessage(t, e) });
    } finally {
      refresh();
    }
  };
  const readAll = async () => {
    try {
      const { count } = await readAllMessages();
      setUnreadCount(client, token, count);
    } catch (e) {
      toast({ color: 'red', message: errorMessage(t, e) });
    } finally {
      refresh();
    }
  };

  if (open)
    return (
      <MessageReader
        message={open}
        money={money}
        onBack={() => setOpen(null)}
        onDelete={() => void remove(open)}
      />
    );
  if (list.isPending)
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  if (list.isError) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  const data = list.data;
  const pages = Math.max(1, Math.ceil(data.total / MESSAGES_PAGE_SIZE));
  return (
    <section className="ol-inbox" data-testid="inbox" aria-label={t('inbox.title')}>
      <Group justify="space-between" mb="sm" wrap="wrap">
        {/* The centre's own heading names the page; the list is labelled by it (inbox.title). */}
        <Text size="sm" c="dimmed" data-testid="inbox-unread">
          {t('inbox.unread', { n: format.number(data.unread) })}
        </Text>
        <Button
          variant="light"
          leftSection={<IconCheck size={16} />}
          disabled={data.unread === 0}
          onClick={() => void readAll()}
          data-testid="inbox-read-all"
        >
          {t('inbox.readAll')}
        </Button>
      </Group>
      {data.items.length === 0 ? (
        <EmptyState title={t('inbox.empty')} description={t('inbox.emptyHint')} testId="inbox-empty" />
      ) : (
        <ul className="ol-message-list" data-fetching={list.isPlaceholderData || undefined}>
          {data.items.map((m) => {
            const { title, body } = messageText(t, m, money);
            return (
              <li key={m.id}>
                <UnstyledButton
                  className="ol-message-row"
                  data-unread={m.read ? undefined : true}
                  onClick={() => void openMessage(m)}
                  data-testid={`message-${m.id}`}
                >
                  <span className="ol-message-dot" aria-hidden="true" />
                  <span className="ol-message-main">
                    <span className="ol-message-row-title">
                      {!m.read && <span className="ol-visually-hidden">{t('inbox.unreadMark')}: </span>}
                      {title}
                    </span>
                    <span className="ol-message-snippet">{body}</span>
                  </span>
                  <span className="ol-message-date">{format.date(m.createdAt)}</span>
                </UnstyledButton>
              </li>
            );
          })}
        </ul>
      )}
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
    </section>
  );
};
