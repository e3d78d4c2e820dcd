import { ActionIcon, Button, Card, Code, Group, Skeleton, Stack, Table, Text, Tooltip } from '@mantine/core';
import type { TAdminHelpTopic } from '@openlobby/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyRow } from '../../../components/ui/empty-row.tsx';
import { notifyFailure, notifySuccess } from '../../../components/ui/notify.ts';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { useDeleteHelpTopic, useHelpTopics } from '../api/help-topics.ts';
import { localizedLabel } from '../lib/localized.ts';
import { HelpTopicEditor } from './help-topic-editor.tsx';
import { EditIcon, TrashIcon } from './icons.tsx';

const COLUMNS = 5;

type TEditing = { topic: TAdminHelpTopic | null; seq: number } | null;

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
  const [editing, setEditing] = useState<TEditing>(null);
  const [editorOpen, setEditorOpen] = useState(false);
  // Each opening gets a fresh form (seq); the record stays while the modal fades out.
  const openEditor = (topic: TAdminHelpTopic | null) => {
    setEditing((e) => ({ topic, seq: (e?.seq ?? 0) + 1 }));
    setEditorOpen(true);
  };
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [deleting, setDeleting] = useState<TAdminHelpTopic | null>(null);

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
          <Button onClick={() => openEditor(null)} data-testid="help-topic-new">
            {t('content.help.new')}
          </Button>
        )}
      </Group>
      {error && !data ? (
        <QueryError error={error} onRetry={() => void refetch()} />
      ) : (
        <Card p={0}>
          <Table.ScrollContainer minWidth={640}>
            <Table
              className="ol-table"
              data-loading={isFetching || undefined}
              data-testid="help-topics-table"
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('content.fields.tag')}</Table.Th>
                  <Table.Th>{t('content.fields.titleEn')}</Table.Th>
                  <Table.Th>{t('content.fields.languages')}</Table.Th>
                  <Table.Th>{t('content.fields.sort')}</Table.Th>
                  <Table.Th aria-label={t('content.actions')} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {isPending &&
                  [0, 1, 2].map((i) => (
                    <Table.Tr key={i}>
                      <Table.Td colSpan={COLUMNS}>
                        <Skeleton h={18} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
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
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="default"
                          leftSection={<EditIcon />}
                          onClick={() => openEditor(h)}
                          data-testid={`help-topic-edit-${h.id}`}
                        >
                          {canWrite ? t('content.edit') : t('content.view')}
                        </Button>
                        {canWrite && (
                          <Tooltip label={t('content.delete')} withinPortal>
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              aria-label={t('content.delete')}
                              onClick={() => {
                                setDeleting(h);
                                setConfirmOpen(true);
                              }}
                              data-testid={`help-topic-delete-${h.id}`}
                            >
                              <TrashIcon />
                            </ActionIcon>
                          </Tooltip>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
                {data?.length === 0 && (
                  <EmptyRow colSpan={COLUMNS} label={t('content.help.empty')} testId="help-topics-empty" />
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
      {editing && (
        <HelpTopicEditor
          key={editing.seq}
          opened={editorOpen}
          brand={brand}
          brandLanguages={brandLanguages}
          topic={editing.topic}
          readOnly={!canWrite}
          onClose={() => setEditorOpen(false)}
        />
      )}
      <ConfirmDialog
        opened={confirmOpen && deleting !== null}
        title={t('content.help.deleteTitle')}
        message={t('content.help.deleteConfirm', { title: deleting ? localizedLabel(deleting.title) : '' })}
        confirmLabel={t('content.delete')}
        danger
        onClose={() => setConfirmOpen(false)}
        onConfirm={confirmDelete}
        data-testid="help-topic-delete-dialog"
      />
    </Stack>
  );
};
