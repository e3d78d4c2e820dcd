import { Code, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { TAdminHelpTopic } from '@openlobby/contracts';
import { useTranslation } from 'react-i18next';
import { EmptyRow } from '../../../components/ui/empty-row.tsx';
import { ListTable } from '../../../components/ui/list-table.tsx';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton-rows.tsx';
import { useDialogTarget } from '../../../lib/use-dialog-target.ts';
import { useDeleteHelpTopic, useHelpTopics } from '../api/help-topics.ts';
import { localizedLabel } from '../lib/localized.ts';
import { ContentDeleteDialog } from './content-delete-dialog.tsx';
import { ContentRowActions } from './content-row-actions.tsx';
import { ContentToolbar } from './content-toolbar.tsx';
import { HelpTopicEditor } from './help-topic-editor.tsx';

const COLUMNS = 5;

/** A brand's help-centre topics (a short list the server answers whole), with editor and delete. */
export const HelpTopicsPanel = ({
  brand,
  brandLanguages,
  canWrite,
}: {
  brand: string;
  brandLanguages: readonly string[];
  canWrite: boolean;
}) => {
  const { t } = useTranslation();
  const { data, error, refetch, isPending, isFetching } = useHelpTopics(brand);
  const remove = useDeleteHelpTopic(brand);
  const editor = useDialogTarget<TAdminHelpTopic | null>();
  const deletion = useDialogTarget<TAdminHelpTopic>();
  return (
    <Stack gap="md">
      <ContentToolbar
        canWrite={canWrite}
        newLabel={t('content.help.new')}
        newTestId="help-topic-new"
        onNew={() => editor.open(null)}
      >
        <Text size="sm" c="dimmed">
          {data ? t('content.help.count', { count: data.length }) : ' '}
        </Text>
      </ContentToolbar>
      {error && !data ? (
        <QueryError error={error} onRetry={() => void refetch()} />
      ) : (
        <ListTable
          minWidth={640}
          loading={isFetching}
          testId="help-topics-table"
          head={
            <>
              <Table.Th>{t('content.fields.tag')}</Table.Th>
              <Table.Th>{t('content.fields.titleEn')}</Table.Th>
              <Table.Th>{t('content.fields.languages')}</Table.Th>
              <Table.Th>{t('content.fields.sort')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('content.actions')}</VisuallyHidden>
              </Table.Th>
            </>
          }
        >
          {isPending && <SkeletonRows count={3} colSpan={COLUMNS} />}
          {data?.map((h) => (
            <Table.Tr key={h.id} data-testid={`help-topic-row-${h.tag}`}>
              <Table.Td>
                <Code>{h.tag}</Code>
              </Table.Td>
              <Table.Td maw={420}>
                <Text size="sm" fw={600} lineClamp={1} title={localizedLabel(h.title)}>
                  {localizedLabel(h.title)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="xs" c="dimmed" ff="monospace">
                  {Object.keys(h.title).join(' · ') || '—'}
                </Text>
              </Table.Td>
              <Table.Td>{h.sort}</Table.Td>
              <Table.Td>
                <ContentRowActions
                  testId="help-topic"
                  id={h.id}
                  canWrite={canWrite}
                  onEdit={() => editor.open(h)}
                  onDelete={() => deletion.open(h)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
          {data?.length === 0 && (
            <EmptyRow colSpan={COLUMNS} label={t('content.help.empty')} testId="help-topics-empty" />
          )}
        </ListTable>
      )}
      {editor.target && (
        <HelpTopicEditor
          key={editor.target.seq}
          opened={editor.opened}
          brand={brand}
          brandLanguages={brandLanguages}
          topic={editor.target.value}
          readOnly={!canWrite}
          onClose={editor.close}
        />
      )}
      <ContentDeleteDialog
        section="help"
        deletion={deletion}
        remove={remove.mutateAsync}
        testId="help-topic-delete-dialog"
      />
    </Stack>
  );
};
