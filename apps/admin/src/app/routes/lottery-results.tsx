import { SegmentedControl, Stack, Title } from '@mantine/core';
import { LOTTERY_ENTRY_STATUSES, type TLotteryEntryStatus } from '@openlobby/contracts';
import { useTranslation } from 'react-i18next';
import { PageFooter } from '../../components/ui/list-pagination.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { QueryError } from '../../components/ui/query-error.tsx';
import { useAwaitingResults, type TAwaitingDraw } from '../../features/lottery/api/find-awaiting-results.ts';
import {
  useLotteryResults,
  type TAdminLotteryResultEntry,
} from '../../features/lottery/api/find-lottery-results.ts';
import { AwaitingTable } from '../../features/lottery/components/awaiting-table.tsx';
import { ResultDecideDialog } from '../../features/lottery/components/result-decide-dialog.tsx';
import { ResultEntrySheet } from '../../features/lottery/components/result-entry-sheet.tsx';
import { ResultsTable } from '../../features/lottery/components/results-table.tsx';
import { useSession } from '../../lib/session.ts';
import { useCan } from '../../lib/permissions.ts';
import { useDialogTarget } from '../../lib/use-dialog-target.ts';
import { useListParams } from '../../lib/use-list-params.ts';

const isEntryStatus = (v: string): v is TLotteryEntryStatus =>
  (LOTTERY_ENTRY_STATUSES as readonly string[]).includes(v);

/**
 * Official results (issue 18), maker and checker: the closed draws of games with official results
 * that wait for their sheet (entered in a side sheet, with a reason), and the entries, pending
 * first, which an operator other than the maker approves (the draw takes the result, the draw job
 * pays by it) or rejects.
 */
export const LotteryResultsPage = () => {
  const { t } = useTranslation();
  const canDecide = useCan('lottery.results');
  const me = useSession((s) => s.operator?.username ?? '');
  const list = useListParams(['brand', 'status'] as const);
  const { brand } = list.filters;
  const status = isEntryStatus(list.filters.status) ? list.filters.status : 'PENDING';
  const awaiting = useAwaitingResults(brand);
  const results = useLotteryResults({ brand, status, page: list.page, pageSize: list.pageSize });
  const entering = useDialogTarget<TAwaitingDraw>();
  const deciding = useDialogTarget<{ entry: TAdminLotteryResultEntry; decision: 'APPROVE' | 'REJECT' }>();

  return (
    <Stack gap="sm" data-testid="lottery-results-page">
      <PageHeader order={2} title={t('lottery.results.title')} subtitle={t('lottery.results.subtitle')} />
      <Title order={3} size="h5">
        {t('lottery.results.awaiting')}
      </Title>
      {awaiting.error ? (
        <QueryError error={awaiting.error} onRetry={() => void awaiting.refetch()} />
      ) : (
        <AwaitingTable items={awaiting.data?.items} onEnter={canDecide ? entering.open : undefined} />
      )}
      <Title order={3} size="h5" mt="md">
        {t('lottery.results.entries')}
      </Title>
      <SegmentedControl
        w="fit-content"
        value={status}
        onChange={(v) => list.setFilters({ status: v === 'PENDING' ? '' : v })}
        data={LOTTERY_ENTRY_STATUSES.map((s) => ({ value: s, label: t(`lottery.entryStatuses.${s}`) }))}
        aria-label={t('lottery.columns.status')}
        data-testid="lottery-results-status"
      />
      {results.error && !results.data ? (
        <QueryError error={results.error} onRetry={() => void results.refetch()} />
      ) : (
        <>
          <ResultsTable
            items={results.data?.items}
            stale={results.isPlaceholderData}
            me={me}
            onDecide={canDecide ? (entry, decision) => deciding.open({ entry, decision }) : undefined}
          />
          <PageFooter data={results.data} list={list} />
        </>
      )}
      {canDecide && entering.target && (
        <ResultEntrySheet
          key={entering.target.seq}
          brand={brand}
          draw={entering.target.value}
          opened={entering.opened}
          onClose={entering.close}
        />
      )}
      {canDecide && deciding.target && (
        <ResultDecideDialog
          key={deciding.target.seq}
          brand={brand}
          entry={deciding.target.value.entry}
          decision={deciding.target.value.decision}
          opened={deciding.opened}
          onClose={deciding.close}
        />
      )}
    </Stack>
  );
};
