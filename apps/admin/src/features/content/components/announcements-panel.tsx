import { Badge, Select, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { ANNOUNCEMENT_TYPES, type TAdminAnnouncement } from '@openlobby/contracts';
import { useTranslation } from 'react-i18next';
import { EmptyRow } from '../../../components/ui/empty-row.tsx';
import { PageFooter } from '../../../components/ui/list-pagination.tsx';
import { ListTable } from '../../../components/ui/list-table.tsx';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton-rows.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/i18n.ts';
import { useDialogTarget } from '../../../lib/use-dialog-target.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useAnnouncements, useDeleteAnnouncement } from '../api/announcements.ts';
import type { TAnnouncementType } from '../api/content-keys.ts';
import { localizedLabel } from '../lib/localized.ts';
import { AnnouncementEditor } from './announcement-editor.tsx';
import { AnnouncementStateBadge } from './announcement-state-badge.tsx';
import { ContentDeleteDialog } from './content-delete-dialog.tsx';
import { ContentRowActions } from './content-row-actions.tsx';
import { ContentToolbar } from './content-toolbar.tsx';

const COLUMNS = 7;
const TYPE_COLORS: Record<TAnnouncementType, string> = {
  B: 'indigo',
  PL: 'cyan',
  PU: 'grape',
  PR: 'orange',
  H: 'teal',
};

const isType = (v: string): v is TAnnouncementType => (ANNOUNCEMENT_TYPES as readonly string[]).includes(v);

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
  const editor = useDialogTarget<TAdminAnnouncement | null>();
  const deletion = useDialogTarget<TAdminAnnouncement>();
  return (
    <Stack gap="md">
      <ContentToolbar
        canWrite={canWrite}
        newLabel={t('content.announcements.new')}
        newTestId="announcement-new"
        onNew={() => editor.open(null)}
      >
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
      </ContentToolbar>
      {error && !data ? (
        <QueryError error={error} onRetry={() => void refetch()} />
      ) : (
        <ListTable
          minWidth={880}
          loading={isFetching}
          testId="announcements-table"
          head={
            <>
              <Table.Th>{t('content.fields.type')}</Table.Th>
              <Table.Th>{t('content.fields.titleEn')}</Table.Th>
              <Table.Th>{t('content.fields.execution')}</Table.Th>
              <Table.Th>{t('content.fields.schedule')}</Table.Th>
              <Table.Th>{t('content.fields.state')}</Table.Th>
              <Table.Th>{t('content.fields.sort')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('content.actions')}</VisuallyHidden>
              </Table.Th>
            </>
          }
        >
          {isPending && <SkeletonRows count={4} colSpan={COLUMNS} />}
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
                <ContentRowActions
                  testId="announcement"
                  id={a.id}
                  canWrite={canWrite}
                  onEdit={() => editor.open(a)}
                  onDelete={() => deletion.open(a)}
                />
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
        </ListTable>
      )}
      <PageFooter data={data} list={list} />
      {editor.target && (
        <AnnouncementEditor
          key={editor.target.seq}
          opened={editor.opened}
          brand={brand}
          brandLanguages={brandLanguages}
          announcement={editor.target.value}
          readOnly={!canWrite}
          onClose={editor.close}
        />
      )}
      <ContentDeleteDialog
        section="announcements"
        deletion={deletion}
        remove={remove.mutateAsync}
        // The last row of a later page is gone: step back rather than show an empty page.
        onDeleted={() => {
          if (data?.items.length === 1 && list.page > 1) list.setPage(list.page - 1);
        }}
        testId="announcement-delete-dialog"
      />
    </Stack>
  );
};
