import { Badge } from '@mantine/core';
import { useState } from 'react';
import { DataTable, type TColumn } from '../../../components/ui/data-table.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useTeamTransactions, type TTeamTransaction } from '../api/find-team-transactions.ts';
import { pageCountOf, useAgentWindow } from '../hooks/use-agent-window.ts';
import { useMoney } from '../lib/agent-env.tsx';
import { AgentToolbar } from './agent-toolbar.tsx';
import { Amount } from './amount.tsx';
import { LoadError } from './load-error.tsx';
import { TeamMemberFilter } from './team-member-filter.tsx';

/**
 * Transaction details (agentDownlineTransactionDetailsCopy): the team's deposits, withdrawals,
 * transfers and agent pay in a window, one member's with the filter. Kinds read the wallet's words.
 */
export const TeamTransactionsPage = () => {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  const money = useMoney();
  const { range, changeRange, page, setPage, restart } = useAgentWindow();
  const [memberId, setMemberId] = useState<number | undefined>();
  const list = useTeamTransactions({ ...range, page, memberId });
  const data = list.data;
  const columns: TColumn<TTeamTransaction>[] = [
    { key: 'at', label: t('wallet.columns.time'), render: (x) => dateTime(x.at) },
    { key: 'account', label: t('agents.team.account'), render: (x) => x.account },
    {
      key: 'kind',
      label: t('wallet.columns.kind'),
      render: (x) => (
        <Badge size="sm" variant="light" color="gray">
          {t(`wallet.kinds.${x.kind}`, { defaultValue: x.kind })}
        </Badge>
      ),
    },
    {
      key: 'amount',
      label: t('wallet.columns.amount'),
      align: 'end',
      render: (x) => <Amount value={x.amount} format={money} />,
    },
  ];
  return (
    <div className="ol-wallet-page" data-testid="agent-transactions">
      <AgentToolbar range={range} onRange={changeRange}>
        <TeamMemberFilter
          range={range}
          value={memberId}
          onChange={(id) => {
            setMemberId(id);
            restart();
          }}
          testId="agent-transactions-member"
        />
      </AgentToolbar>
      {list.isError && <LoadError error={list.error} onRetry={() => void list.refetch()} />}
      <DataTable
        columns={columns}
        rows={data?.items ?? []}
        rowKey={(x) => x.id}
        rowTestId={(x) => `agent-transaction-${x.id}`}
        loading={list.isPending}
        fetching={list.isPlaceholderData}
        empty={
          <EmptyState
            title={t('agents.transactions.empty')}
            description={t('agents.transactions.emptyHint')}
          />
        }
        testId="agent-transactions-table"
        caption={t('agents.pages.agentDownlineTransactionDetailsCopy')}
      />
      {pageCountOf(data) > 1 && <Pagination total={pageCountOf(data)} value={page} onChange={setPage} />}
    </div>
  );
};
