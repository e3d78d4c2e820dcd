import { EmptyRow } from '../../components/ui/empty-row.tsx';
import { Drawer, Group, Select, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback, useMediaQuery } from '@mantine/hooks';
import { ADMIN_API } from '@openlobby/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportCsvButton } from '../../components/ui/export-csv-button.tsx';
import { PageFooter } from '../../components/ui/list-pagination.tsx';
import { ListTable } from '../../components/ui/list-table.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { QueryError } from '../../components/ui/query-error.tsx';
import { SkeletonRows } from '../../components/ui/skeleton-rows.tsx';
import { useBrands } from '../../features/brands/api/brands.ts';
import { useMembers } from '../../features/members/api/members.ts';
import { Member360 } from '../../features/members/components/member-360.tsx';
import { MemberStatusBadge } from '../../features/members/components/member-status-badge.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useLocale } from '../../lib/i18n.ts';
import { useCan } from '../../lib/permissions.ts';
import { useListParams } from '../../lib/use-list-params.ts';

const COLUMNS = 9;

/** Brand filter: a select of brands for operators who may read them, else a free code field. */
const BrandFilter = ({ value, onChange }: { value: string; onChange: (v: string) => void }) => {
  const { t } = useTranslation();
  const canReadBrands = useCan('brands.read');
  const brands = useBrands(canReadBrands);
  if (canReadBrands)
    return (
      <Select
        w={{ base: '100%', xs: 200 }}
        placeholder={t('members.allBrands')}
        aria-label={t('members.brand')}
        data={(brands.data ?? []).map((b) => ({ value: b.code, label: `${b.name} (${b.code})` }))}
        value={value || null}
        onChange={(v) => onChange(v ?? '')}
        clearable
        data-testid="member-brand"
      />
    );
  return (
    <TextInput
      w={{ base: '100%', xs: 160 }}
      placeholder={t('members.brandCode')}
      aria-label={t('members.brand')}
      defaultValue={value}
      onBlur={(e) => onChange(e.currentTarget.value.trim())}
      onKeyDown={(e) => e.key === 'Enter' && onChange(e.currentTarget.value.trim())}
      data-testid="member-brand"
    />
  );
};

export const MembersPage = () => {
  const { t } = useTranslation();
  const locale = useLocale();
  const narrow = useMediaQuery('(max-width: 48em)');
  const list = useListParams(['q', 'brand'] as const);
  const { page, pageSize, filters } = list;
  const [search, setSearch] = useState(filters.q);
  const pushSearch = useDebouncedCallback((q: string) => list.setFilters({ q: q.trim() }), 400);
  const memberId = Number(list.params.get('member')) || null;
  const query = { brand: filters.brand || undefined, q: filters.q || undefined, page, pageSize };
  const { data, error, refetch, isPending, isFetching } = useMembers(query);

  return (
    <>
      <PageHeader
        title={t('members.title')}
        subtitle={t('members.subtitle')}
        actions={<ExportCsvButton path={ADMIN_API.members} query={query} fileName="members.csv" />}
      />
      <Group gap="sm" mb="md" wrap="wrap">
        <TextInput
          className="ol-grow"
          miw={220}
          placeholder={t('members.searchPlaceholder')}
          aria-label={t('members.search')}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            pushSearch(e.currentTarget.value);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              pushSearch.cancel?.();
              list.setFilters({ q: search.trim() });
            }
          }}
          leftSection={
            <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
              <path d="M15.5 14h-.8l-.3-.3A6.5 6.5 0 1 0 14 15.5l.3.3v.8l5 5 1.5-1.5-5-5zm-6 0a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9z" />
            </svg>
          }
          data-testid="member-search"
        />
        <BrandFilter value={filters.brand} onChange={(brand) => list.setFilters({ brand })} />
      </Group>
      {error && !data ? (
        <QueryError error={error} onRetry={() => void refetch()} />
      ) : (
        <ListTable
          minWidth={900}
          loading={isFetching}
          head={
            <>
              <Table.Th>{t('members.account')}</Table.Th>
              <Table.Th>{t('members.nickname')}</Table.Th>
              <Table.Th>{t('members.brand')}</Table.Th>
              <Table.Th>{t('members.type')}</Table.Th>
              <Table.Th>{t('members.statusLabel')}</Table.Th>
              <Table.Th>{t('members.vipLevel')}</Table.Th>
              <Table.Th>{t('members.mobile')}</Table.Th>
              <Table.Th>{t('members.createdAt')}</Table.Th>
              <Table.Th>{t('members.lastLoginAt')}</Table.Th>
            </>
          }
        >
          {isPending && <SkeletonRows count={5} colSpan={COLUMNS} />}
          {data?.items.map((m) => (
            <Table.Tr
              key={m.id}
              className="ol-row-link"
              data-testid={`member-row-${m.account}`}
              data-selected={memberId === m.id || undefined}
              tabIndex={0}
              onClick={() => list.setParam('member', m.id)}
              onKeyDown={(e) => e.key === 'Enter' && list.setParam('member', m.id)}
            >
              <Table.Td>
                <Text size="sm" fw={600}>
                  {m.account}
                </Text>
              </Table.Td>
              <Table.Td>{m.nickname || '—'}</Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {m.brand}
                </Text>
              </Table.Td>
              <Table.Td>{t(`members.types.${m.type}`, { defaultValue: String(m.type) })}</Table.Td>
              <Table.Td>
                <MemberStatusBadge status={m.status} />
              </Table.Td>
              <Table.Td>{t('members.vip', { level: m.vipLevel })}</Table.Td>
              <Table.Td className="ol-nowrap">{m.mobile ?? '—'}</Table.Td>
              <Table.Td className="ol-nowrap">{formatDateTime(m.createdAt, locale)}</Table.Td>
              <Table.Td className="ol-nowrap">{formatDateTime(m.lastLoginAt, locale)}</Table.Td>
            </Table.Tr>
          ))}
          {data?.items.length === 0 && (
            <EmptyRow colSpan={COLUMNS} label={t('members.empty')} testId="members-empty" />
          )}
        </ListTable>
      )}
      <PageFooter data={data} list={list} />
      <Drawer
        opened={memberId !== null}
        onClose={() => list.setParam('member', null)}
        position="right"
        size={narrow ? '100%' : 'xl'}
        title={t('members.view360')}
        data-testid="member-drawer"
      >
        {memberId !== null && <Member360 id={memberId} />}
      </Drawer>
    </>
  );
};
