import { Badge, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RowsTable } from '../../../components/ui/rows-table.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/i18n.ts';
import type { TAdminFeedback } from '../api/feedback.ts';
import { PlainText, RowActionsCell } from './row-cells.tsx';

/** The brand's feedback, newest first, as plain text, with the reply once there is one. */
export const FeedbackTable = ({
  items,
  stale,
  onReply,
}: {
  items: readonly TAdminFeedback[] | undefined;
  stale: boolean;
  /** Given when the operator may reply (engagement.write). */
  onReply?: (f: TAdminFeedback) => void;
}) => {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <RowsTable
      columns={[
        { key: 'from', label: t('engagement.feedback.columns.from') },
        { key: 'type', label: t('engagement.feedback.columns.type') },
        { key: 'content', label: t('engagement.feedback.columns.content') },
        { key: 'sent', label: t('engagement.feedback.columns.sent') },
        { key: 'actions', label: t('common.actions') },
      ]}
      items={items}
      empty={t('engagement.feedback.empty')}
      emptyTestId="feedback-empty"
      minWidth={820}
      loading={stale}
      testId="feedback-table"
      row={(f) => (
        <Table.Tr key={f.id} data-testid={`feedback-row-${f.id}`}>
          <Table.Td fw={600}>{f.account ?? t('engagement.feedback.visitor')}</Table.Td>
          <Table.Td>
            <Badge className="ol-badge-fit" variant="light">
              {t(`engagement.feedback.types.${f.questionType}`)}
            </Badge>
          </Table.Td>
          <Table.Td maw={420}>
            <PlainText>{f.content}</PlainText>
            {f.reply && (
              <PlainText size="xs" c="dimmed" mt={4} testId={`feedback-answer-${f.id}`}>
                {t('engagement.feedback.answered', { when: formatDateTime(f.repliedAt, locale) })} {f.reply}
              </PlainText>
            )}
          </Table.Td>
          <Table.Td className="ol-nowrap">{formatDateTime(f.createdAt, locale)}</Table.Td>
          <RowActionsCell
            actions={[
              !!onReply &&
                !f.reply &&
                !!f.account && {
                  word: t('engagement.feedback.reply'),
                  name: t('engagement.feedback.replyTo', { account: f.account }),
                  onClick: () => onReply(f),
                  testId: 'feedback-reply',
                },
            ]}
          />
        </Table.Tr>
      )}
    />
  );
};
