import { Stack, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { ADMIN_API } from '@openlobby/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportCsvButton } from '../../components/ui/export-csv-button.tsx';
import { PageFooter } from '../../components/ui/list-pagination.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { QueryError } from '../../components/ui/query-error.tsx';
import { useAudit } from '../../features/audit/api/audit.ts';
import { AuditChainBanner } from '../../features/audit/components/audit-chain-banner.tsx';
import { AuditTable } from '../../features/audit/components/audit-table.tsx';
import { useListParams } from '../../lib/use-list-params.ts';

export const AuditPage = () => {
  const { t } = useTranslation();
  const list = useListParams(['action'] as const);
  const { page, pageSize, filters } = list;
  const [action, setAction] = useState(filters.action);
  const pushAction = useDebouncedCallback((v: string) => list.setFilters({ action: v.trim() }), 400);
  const query = { action: filters.action || undefined, page, pageSize };
  const { data, error, refetch, isPending } = useAudit(query);
  return (
    <Stack gap="md">
      <PageHeader
        title={t('audit.title')}
        subtitle={t('audit.subtitle')}
        actions={<ExportCsvButton path={ADMIN_API.audit} query={query} fileName="audit.csv" />}
      />
      <AuditChainBanner />
      <TextInput
        maw={360}
        placeholder={t('audit.actionFilter')}
        aria-label={t('audit.action')}
        value={action}
        onChange={(e) => {
          setAction(e.currentTarget.value);
          pushAction(e.currentTarget.value);
        }}
        data-testid="audit-action-filter"
      />
      {error && !data ? (
        <QueryError error={error} onRetry={() => void refetch()} />
      ) : (
        <AuditTable items={data?.items} loading={isPending} />
      )}
      <PageFooter data={data} list={list} />
    </Stack>
  );
};
