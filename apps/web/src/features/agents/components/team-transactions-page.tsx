import { Badge } from '@mantine/core';
import type { TColumn } from '../../../components/ui/data-table.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useTeamTransactions, type TTeamTransaction } from '../api/find-team-transactions.ts';
import { useTeamWindow } from '../hooks/use-team-window.ts';
import { useMoney } from '../lib/agent-env.tsx';
import { Amount } from './amount.tsx';
import { PagedTable } from './paged-table.tsx';
import { TeamToolbar } from './team-member-filter.tsx';

/**
 * Transaction details (agentDownlineTransactionDetailsCopy): the team's deposits, withdrawals,
 * transfers and agent pay in a window, one member's with the filter. Kinds read the wallet's words.
 */
export const TeamTransactionsPage = () => {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  const money = useMoney();
  const w = useTeamWindow();
  const list = useTeamTransactions({ ...w.range, page: w.page, memberId: w.memberId });
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
      <TeamToolbar window={w} testId="agent-transactions-member" />
      <PagedTable
        query={list}
        rows={list.data?.items ?? []}
        columns={columns}
        rowKey={(x) => x.id}
        rowTestId={(x) => `agent-transaction-${x.id}`}
        empty={{ title: t('agents.transactions.empty'), description: t('agents.transactions.emptyHint') }}
        testId="agent-transactions-table"
        caption={t('agents.pages.agentDownlineTransactionDetailsCopy')}
        page={w.page}
        onPage={w.setPage}
      />
    </div>
  );
};
