import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import { ANNOUNCEMENT_TYPES, type TAdminAnnouncement } from '@openlobby/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyRow } from '../../../components/ui/empty-row.tsx';
import { PageFooter } from '../../../components/ui/list-pagination.tsx';
import { notifyFailure, notifySuccess } from '../../../components/ui/notify.ts';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/i18n.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useAnnouncements, useDeleteAnnouncement } from '../api/announcements.ts';
import type { TAnnouncementType } from '../api/content-keys.ts';
import { localizedLabel } from '../lib/localized.ts';
import { AnnouncementEditor } from './announcement-editor.tsx';
import { AnnouncementStateBadge } from './announcement-state-badge.tsx';
import { EditIcon, TrashIcon } from './icons.tsx';

const COLUMNS = 7;
const TYPE_COLORS: Record<TAnnouncementType, string> = {
  B: 'indigo',
  PL: 'cyan',
  PU: 'grape',
  PR: 'orange',
  H: 'teal',
};

const isType = (v: string): v is TAnnouncementType => (ANNOUNCEMENT_TYPES as readonly string[]).includes(v);

type TEditing = { announcement: TAdminAnnouncement | null; seq: number } | null;

/** A brand's announcements: filter by type, server-side pages, editor and delete. */
export const AnnouncementsPanel = ({
  brand,
  brandLanguages,
  canWrite,
}: {
  brand: string;
  brandLanguages: readonly string[];
  canWrite: boolean;
}) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const list = useListParams(['type'] as const);
  const type = isType(list.filters.type) ? list.filters.type : undefined;
  const { data, error, refetch, isPending, isFetching } = useAnnouncements(brand, {
    page: list.page,
    pageSize: list.pageSize,
    type,
  });
  const remove = useDeleteAnnouncement(brand);
  const [editing, setEditing] = useState<TEditing>(null);
  const [editorOpen, setEditorOpen] = useState(false);
  // Each opening gets a fresh form (seq); the record stays while the modal fades out.
  const openEditor = (announcement: TAdminAnnouncement | null) => {
    setEditing((e) => ({ announcement, seq: (e?.seq ?? 0) + 1 }));
    setEditorOpen(true);
  };
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [deleting, setDeleting] = useState<TAdminAnnouncement | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      // The last row of a later page is gone: step back rather than show an empty page.
      if (data?.items.length === 1 && list.page > 1) list.setPage(list.page - 1);
      notifySuccess(t('content.announcements.deleted', { title: localizedLabel(deleting.title) }));
    } catch (e) {
      notifyFailure(t, t('content.deleteFailed'), e);
      throw e;
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Select
          w={{ base: '100%', xs: 220 }}
          placeholder={t('content.announcements.allTypes')}
          aria-label={t('content.fields.type')}
          data={ANNOUNCEMENT_TYPES.map((v) => ({ value: v, label: t(`content.types.${v}`) }))}
          value={type ?? null}
          onChange={(v) => list.setFilters({ type: v ?? '' })}
          clearable
          data-testid="announcement-type-filter"
        />
        {canWrite && (
          <Button onClick={() => openEditor(null)} data-testid="announcement-new">
            {t('content.announcements.new')}
          </Button>
        )}
      </Group>
      {error && !data ? (
        <QueryError error={error} onRetry={() => void refetch()} />
      ) : (
        <Card p={0}>
          <Table.ScrollContainer minWidth={880}>
            <Table
              className="ol-table"
              data-loading={isFetching || undefined}
              data-testid="announcements-table"
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('content.fields.type')}</Table.Th>
                  <Table.Th>{t('content.fields.titleEn')}</Table.Th>
                  <Table.Th>{t('content.fields.execution')}</Table.Th>
                  <Table.Th>{t('content.fields.schedule')}</Table.Th>
                  <Table.Th>{t('content.fields.state')}</Table.Th>
                  <Table.Th>{t('content.fields.sort')}</Table.Th>
                  <Table.Th aria-label={t('content.actions')} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {isPending &&
                  [0, 1, 2, 3].map((i) => (
                    <Table.Tr key={i}>
                      <Table.Td colSpan={COLUMNS}>
                        <Skeleton h={18} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                {data?.items.map((a) => (
                  <Table.Tr key={a.id} data-testid={`announcement-row-${a.id}`}>
                    <Table.Td>
                      <Badge variant="light" color={TYPE_COLORS[a.type]} radius="sm" tt="none">
                        {t(`content.types.${a.type}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td maw={360}>
                      <Text size="sm" fw={600} lineClamp={1} title={localizedLabel(a.title)}>
                        {localizedLabel(a.title)}
                      </Text>
                      {a.category && (
                        <Text size="xs" c="dimmed">
                          {t(`content.categories.${a.category}`)}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td className="ol-nowrap">{t(`content.execution.${a.execution}`)}</Table.Td>
                    <Table.Td className="ol-nowrap">
                      <Text size="sm">{formatDateTime(a.startsAt, locale)}</Text>
                      <Text size="xs" c="dimmed">
                        → {a.endsAt ? formatDateTime(a.endsAt, locale) : t('content.announcements.noEnd')}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <AnnouncementStateBadge state={a.state} />
                    </Table.Td>
                    <Table.Td>{a.sort}</Table.Td>
                    <Table.Td>
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="default"
                          leftSection={<EditIcon />}
                          onClick={() => openEditor(a)}
                          data-testid={`announcement-edit-${a.id}`}
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
                                setDeleting(a);
                                setConfirmOpen(true);
                              }}
                              data-testid={`announcement-delete-${a.id}`}
                            >
                              <TrashIcon />
                            </ActionIcon>
                          </Tooltip>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
                {data?.items.length === 0 && (
                  <EmptyRow
                    colSpan={COLUMNS}
                    label={t('content.announcements.empty')}
                    testId="announcements-empty"
                  />
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
      <PageFooter data={data} list={list} />
      {editing && (
        <AnnouncementEditor
          key={editing.seq}
          opened={editorOpen}
          brand={brand}
          brandLanguages={brandLanguages}
          announcement={editing.announcement}
          readOnly={!canWrite}
          onClose={() => setEditorOpen(false)}
        />
      )}
      <ConfirmDialog
        opened={confirmOpen && deleting !== null}
        title={t('content.announcements.deleteTitle')}
        message={t('content.announcements.deleteConfirm', {
          title: deleting ? localizedLabel(deleting.title) : '',
        })}
        confirmLabel={t('content.delete')}
        danger
        onClose={() => setConfirmOpen(false)}
        onConfirm={confirmDelete}
        data-testid="announcement-delete-dialog"
      />
    </Stack>
  );
};
