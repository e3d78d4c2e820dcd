import { EmptyRow } from '../../../components/ui/empty-row.tsx';
import {
  ActionIcon,
  Badge,
  Code,
  Collapse,
  Group,
  SimpleGrid,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import type { TAuditEntry } from '@openlobby/contracts';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changedKeys, JsonView } from '../../../components/ui/json-view.tsx';
import { ListTable } from '../../../components/ui/list-table.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton-rows.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/i18n.ts';

const COLUMNS = 8;

const AuditDiff = ({ entry }: { entry: TAuditEntry }) => {
  const { t } = useTranslation();
  const keys = changedKeys(entry.before, entry.after);
  return (
    <div className="ol-diff" data-testid="audit-diff">
      {keys.length > 0 && (
        <Group gap={6} mb="xs">
          <Text size="xs" c="dimmed">
            {t('audit.changed')}
          </Text>
          {keys.map((k) => (
            <Badge key={k} size="sm" variant="outline" color="ops" tt="none">
              {k}
            </Badge>
          ))}
        </Group>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <JsonView label={t('audit.before')} value={entry.before} tone="before" />
        <JsonView label={t('audit.after')} value={entry.after} tone="after" />
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt="xs">
        {t('audit.hash')}: <Code>{entry.hash}</Code>
      </Text>
    </div>
  );
};

/** Audit entries, newest first as the server sends them; a row opens its before/after diff. */
export const AuditTable = ({ items, loading }: { items?: TAuditEntry[]; loading: boolean }) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const [open, setOpen] = useState<Set<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <ListTable
      minWidth={860}
      head={
        <>
          <Table.Th w={36}>
            <VisuallyHidden>{t('audit.expandColumn')}</VisuallyHidden>
          </Table.Th>
          <Table.Th>#</Table.Th>
          <Table.Th>{t('audit.at')}</Table.Th>
          <Table.Th>{t('audit.operator')}</Table.Th>
          <Table.Th>{t('audit.action')}</Table.Th>
          <Table.Th>{t('audit.target')}</Table.Th>
          <Table.Th>{t('audit.ip')}</Table.Th>
          <Table.Th>{t('audit.changes')}</Table.Th>
        </>
      }
    >
      {loading && <SkeletonRows count={4} colSpan={COLUMNS} />}
      {items?.map((e) => {
        const expanded = open.has(e.id);
        const keys = changedKeys(e.before, e.after);
        return (
          <Fragment key={e.id}>
            <Table.Tr
              className="ol-row-link"
              data-testid="audit-row"
              data-id={e.id}
              data-action={e.action}
              onClick={() => toggle(e.id)}
              aria-expanded={expanded}
            >
              <Table.Td>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="sm"
                  aria-label={expanded ? t('audit.hideDiff') : t('audit.showDiff')}
                  className="ol-chevron"
                  data-open={expanded || undefined}
                >
                  <svg width="14" height="14" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
                    <path d="M8.6 16.6 13.2 12 8.6 7.4 10 6l6 6-6 6z" />
                  </svg>
                </ActionIcon>
              </Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {e.id}
                </Text>
              </Table.Td>
              <Table.Td className="ol-nowrap">{formatDateTime(e.at, locale)}</Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Text size="sm" fw={600}>
                    {e.operator}
                  </Text>
                  <Badge size="xs" variant="light" color="gray">
                    {t(`roles.${e.role}`, { defaultValue: e.role })}
                  </Badge>
                </Group>
              </Table.Td>
              <Table.Td>
                <Code>{e.action}</Code>
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {e.targetType}{' '}
                  <Text span c="dimmed">
                    #{e.targetId}
                  </Text>
                </Text>
              </Table.Td>
              <Table.Td className="ol-nowrap">{e.ip ?? '—'}</Table.Td>
              <Table.Td>
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {keys.length ? keys.join(', ') : '—'}
                </Text>
              </Table.Td>
            </Table.Tr>
            <Table.Tr className="ol-diff-row" data-open={expanded || undefined}>
              <Table.Td colSpan={COLUMNS} p={0}>
                <Collapse expanded={expanded}>
                  <div className="ol-diff-wrap">{expanded && <AuditDiff entry={e} />}</div>
                </Collapse>
              </Table.Td>
            </Table.Tr>
          </Fragment>
        );
      })}
      {items?.length === 0 && <EmptyRow colSpan={COLUMNS} label={t('common.empty')} />}
    </ListTable>
  );
};
