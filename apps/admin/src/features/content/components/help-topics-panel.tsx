import { Button, Code, Group, Stack, Table, Text } from '@mantine/core';
import type { TAdminHelpTopic } from '@openlobby/contracts';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyRow } from '../../../components/ui/empty-row.tsx';
import { ListTable } from '../../../components/ui/list-table.tsx';
import { notifyFailure, notifySuccess } from '../../../components/ui/notify.ts';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton-rows.tsx';
import { useDialogTarget } from '../../../lib/use-dialog-target.ts';
import { useDeleteHelpTopic, useHelpTopics } from '../api/help-topics.ts';
import { localizedLabel } from '../lib/localized.ts';
import { ContentRowActions } from './content-row-actions.tsx';
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
  const deleting = deletion.target?.value ?? null;

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notifySuccess(t('content.help.deleted', { title: localizedLabel(deleting.title) }));
    } catch (e) {
      notifyFailure(t, t('content.deleteFailed'), e);
      throw e;
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" c="dimmed">
          {data ? t('content.help.count', { count: data.length }) : ' '}
        </Text>
        {canWrite && (
          <Button onClick={() => editor.open(null)} data-testid="help-topic-new">
            {t('content.help.new')}
          </Button>
        )}
      </Group>
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
              <Table.Th aria-label={t('content.actions')} />
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
      <ConfirmDialog
        opened={deletion.opened && deleting !== null}
        title={t('content.help.deleteTitle')}
        message={t('content.help.deleteConfirm', { title: deleting ? localizedLabel(deleting.title) : '' })}
        confirmLabel={t('content.delete')}
        danger
        onClose={deletion.close}
        onConfirm={confirmDelete}
        data-testid="help-topic-delete-dialog"
      />
    </Stack>
  );
};
