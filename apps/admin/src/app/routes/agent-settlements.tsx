import { useTranslation } from 'react-i18next';
import { PageFooter } from '../../components/ui/list-pagination.tsx';
import { QueryError } from '../../components/ui/query-error.tsx';
import { useAgentSettlements } from '../../features/agents/api/find-agent-settlements.ts';
import { SettlementFilters } from '../../features/agents/components/settlement-filters.tsx';
import { SettlementNextRun } from '../../features/agents/components/settlement-next-run.tsx';
import { SettlementTotals } from '../../features/agents/components/settlement-totals.tsx';
import { SettlementsTable } from '../../features/agents/components/settlements-table.tsx';
import { isDayRange } from '../../features/agents/lib/settlements.ts';
import { useCan } from '../../lib/permissions.ts';
import { useListParams } from '../../lib/use-list-params.ts';
import { PageHeader } from '../../components/ui/page-header.tsx';

const MAX_PAGE_SIZE = 100;
const STATUSES = ['PAID', 'NOTHING_DUE', 'SHORTFALL'] as const;
const KINDS = ['DIVIDEND', 'DAILY_WAGE', 'HOURLY_WAGE', 'REAL_TIME_SALARY'] as const;

const oneOf = <T extends string>(choices: readonly T[], v: string): T | undefined =>
  (choices as readonly string[]).includes(v) ? (v as T) : undefined;

/**
 * Settlement runs: what the next run would pay (a preview that writes nothing) and "Run now" for
 * operators who may settle; then every settlement over the days chosen, with its totals, paged.
 */
export const AgentSettlementsPage = () => {
  const { t } = useTranslation();
  const canSettle = useCan('agents.settle');
  const list = useListParams(['brand', 'from', 'to', 'status', 'kind'] as const);
  const { brand } = list.filters;
  // Days left out are the brand's last week, which the server reckons in the brand's time zone
  // (the operator's own calendar may already be on another day) and answers with the list.
  const { from, to } = list.filters;
  const valid = isDayRange(from, to);
  const query = {
    brand,
    from: from || undefined,
    to: to || undefined,
    status: oneOf(STATUSES, list.filters.status),
    kind: oneOf(KINDS, list.filters.kind),
    page: list.page,
    pageSize: Math.min(list.pageSize, MAX_PAGE_SIZE),
  };
  const { data, error, refetch, isPlaceholderData } = useAgentSettlements(query, valid);

  return (
    <div data-testid="agent-settlements-page">
      <PageHeader
        order={2}
        title={t('agents.settlements.title')}
        subtitle={t('agents.settlements.subtitle')}
      />
      <SettlementNextRun brand={brand} canSettle={canSettle} />
      <SettlementFilters
        filters={{
          from: from || data?.from || '',
          to: to || data?.to || '',
          status: list.filters.status,
          kind: list.filters.kind,
        }}
        onChange={list.setFilters}
        rangeError={valid ? undefined : t('agents.settlements.filters.badRange')}
      />
      {error && !data ? (
        <QueryError error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          <SettlementTotals page={valid ? data : undefined} />
          <SettlementsTable
            items={valid ? data?.items : []}
            currency={data?.currency}
            stale={isPlaceholderData}
          />
        </>
      )}
      {valid && <PageFooter data={data} list={list} />}
    </div>
  );
};
