import { Group, Select, Stack, TextInput } from '@mantine/core';
import { FEEDBACK_QUESTION_TYPES } from '@openlobby/contracts';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useFeedbackList, type TAdminFeedback } from '../../features/engagement/api/feedback.ts';
import { FeedbackReplyDialog } from '../../features/engagement/components/feedback-reply-dialog.tsx';
import { FeedbackTable } from '../../features/engagement/components/feedback-table.tsx';
import { PagedList, StateSegments } from '../../features/engagement/components/paged-list.tsx';
import { useCan } from '../../lib/permissions.ts';
import { useDialogTarget } from '../../lib/use-dialog-target.ts';
import { useListParams } from '../../lib/use-list-params.ts';

/** The reply filter as segments: the server's `replied` no / yes. */
const REPLIED = ['ALL', 'UNANSWERED', 'ANSWERED'] as const;
const REPLIED_PARAM: Record<string, string> = { UNANSWERED: 'no', ANSWERED: 'yes' };

/** Members' feedback, filtered by type, reply and account; an operator who may write replies once. */
export const FeedbackPage = () => {
  const { t } = useTranslation();
  const canWrite = useCan('engagement.write');
  const list = useListParams(['brand', 'questionType', 'replied', 'account'] as const);
  const { brand, questionType, replied, account } = list.filters;
  const { data, error, refetch, isPlaceholderData } = useFeedbackList({
    brand,
    questionType: questionType || undefined,
    replied: replied || undefined,
    account: account.trim() || undefined,
    page: list.page,
    pageSize: list.pageSize,
  });
  const replying = useDialogTarget<TAdminFeedback>();

  return (
    <Stack gap={0} data-testid="feedback-page">
      <PageHeader
        order={2}
        title={t('engagement.feedback.title')}
        subtitle={t('engagement.feedback.subtitle')}
      />
      <Group align="end" gap="sm" mb="md" wrap="wrap">
        <StateSegments
          states={REPLIED}
          value={replied === 'no' ? 'UNANSWERED' : replied === 'yes' ? 'ANSWERED' : 'ALL'}
          onChange={(v) => list.setFilters({ replied: REPLIED_PARAM[v] ?? '' })}
          ariaLabel={t('engagement.feedback.replied.label')}
          testId="feedback-replied"
        />
        <Select
          mb="md"
          label={t('engagement.feedback.columns.type')}
          placeholder={t('engagement.feedback.anyType')}
          clearable
          value={questionType || null}
          onChange={(v) => list.setFilters({ questionType: v ?? '' })}
          data={FEEDBACK_QUESTION_TYPES.map((q) => ({
            value: q,
            label: t(`engagement.feedback.types.${q}`),
          }))}
          data-testid="feedback-type"
        />
        <TextInput
          mb="md"
          label={t('engagement.feedback.account')}
          maxLength={32}
          value={account}
          onChange={(e) => list.setFilters({ account: e.currentTarget.value })}
          data-testid="feedback-account"
        />
      </Group>
      <PagedList query={{ data, error, refetch }} list={list}>
        <FeedbackTable
          items={data?.items}
          stale={isPlaceholderData}
          onReply={canWrite ? replying.open : undefined}
        />
      </PagedList>
      {canWrite && (
        <FeedbackReplyDialog
          key={`reply-${replying.target?.seq}`}
          brand={brand}
          feedback={replying.target?.value ?? null}
          opened={replying.opened}
          onClose={replying.close}
        />
      )}
    </Stack>
  );
};
