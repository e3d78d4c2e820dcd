import type { TTeamPage } from '@openlobby/contracts';
import { Skeleton } from '@mantine/core';
import { DataTable, type TColumn } from '../../../components/ui/data-table.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useTeam } from '../api/get-team.ts';
import { pageCountOf, useAgentWindow } from '../hooks/use-agent-window.ts';
import { useMoney } from '../lib/agent-env.tsx';
import { profitLossOf, sumProfitLoss, type TProfitLossRow } from '../lib/team-profit-loss.ts';
import { AgentToolbar } from './agent-toolbar.tsx';
import { Amount } from './amount.tsx';
import { LoadError } from './load-error.tsx';

type TMember = TTeamPage['items'][number];

/**
 * User profit and loss (palStatementsAgentCopy): each direct downline's bets, wins and profit
 * over the window (an agent's row is its whole team's), worked out from team management's figures.
 */
export const TeamProfitLossPage = () => {
  const { t } = useTranslation();
  const money = useMoney();
  const { range, changeRange, page, setPage } = useAgentWindow();
  const team = useTeam({ ...range, page });
  const rows = (team.data?.items ?? []).map(profitLossOf);
  const totals = team.data ? sumProfitLoss(rows) : undefined;
  const columns: TColumn<TProfitLossRow & { member: TMember }>[] = [
    { key: 'account', label: t('agents.team.account'), render: (r) => r.member.account },
    { key: 'bets', label: t('agents.pl.bets'), align: 'end', render: (r) => money(r.bets) },
    { key: 'wins', label: t('agents.pl.wins'), align: 'end', render: (r) => money(r.wins) },
    {
      key: 'profit',
      label: t('agents.pl.profit'),
      align: 'end',
      render: (r) => <Amount value={r.profit} format={money} />,
    },
  ];
  return (
    <div className="ol-wallet-page" data-testid="agent-pl">
      <AgentToolbar range={range} onRange={changeRange} />
      {team.isError && <LoadError error={team.error} onRetry={() => void team.refetch()} />}
      <div className="ol-stat-grid ol-agent-totals" data-testid="agent-pl-totals">
        {(['bets', 'wins', 'profit'] as const).map((key) => (
          <div key={key} className="ol-stat" data-key={key} data-testid={`agent-pl-total-${key}`}>
            <span className="ol-stat-label">{t(`agents.pl.total.${key}`)}</span>
            {totals ? (
              <span className="ol-stat-value">
                {key === 'profit' ? <Amount value={totals.profit} format={money} /> : money(totals[key])}
              </span>
            ) : (
              <Skeleton h={22} w="70%" mt={4} />
            )}
          </div>
        ))}
      </div>
      <p className="ol-agent-hint">{t('agents.pl.hint')}</p>
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(r) => r.member.id}
        rowTestId={(r) => `pl-row-${r.member.account}`}
        loading={team.isPending}
        fetching={team.isPlaceholderData}
        empty={<EmptyState title={t('agents.team.empty')} description={t('agents.team.emptyHint')} />}
        testId="pl-table"
        caption={t('agents.pages.palStatementsAgentCopy')}
      />
      {pageCountOf(team.data) > 1 && (
        <Pagination total={pageCountOf(team.data)} value={page} onChange={setPage} />
      )}
    </div>
  );
};
