import type { TTeamPage } from '@openlobby/contracts';
import type { TColumn } from '../../../components/ui/data-table.tsx';
import { useHistoryWindow } from '../../../components/ui/use-history-window.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useTeam } from '../api/get-team.ts';
import { useMoney } from '../lib/agent-env.tsx';
import { profitLossOf, sumProfitLoss, type TProfitLossRow } from '../lib/team-profit-loss.ts';
import { AgentToolbar } from './agent-toolbar.tsx';
import { Amount } from './amount.tsx';
import { PagedTable } from './paged-table.tsx';
import { TeamTotals } from './team-totals.tsx';

type TMember = TTeamPage['items'][number];

const TOTALS = ['bets', 'wins', 'profit'] as const;

/**
 * User profit and loss (palStatementsAgentCopy): each direct downline's bets, wins and profit
 * over the window (an agent's row is its whole team's), worked out from team management's figures.
 */
export const TeamProfitLossPage = () => {
  const { t } = useTranslation();
  const money = useMoney();
  const { range, changeRange, page, setPage } = useHistoryWindow();
  const team = useTeam({ ...range, page });
  const rows = (team.data?.items ?? []).map(profitLossOf);
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
      <PagedTable
        query={team}
        rows={rows}
        columns={columns}
        rowKey={(r) => r.member.id}
        rowTestId={(r) => `pl-row-${r.member.account}`}
        empty={{ title: t('agents.team.empty'), description: t('agents.team.emptyHint') }}
        testId="pl-table"
        caption={t('agents.pages.palStatementsAgentCopy')}
        page={page}
        onPage={setPage}
      >
        <TeamTotals
          keys={TOTALS}
          labelOf={(key) => t(`agents.pl.total.${key}`)}
          totals={team.data ? sumProfitLoss(rows) : undefined}
          testId="agent-pl"
        />
        <p className="ol-agent-hint">{t('agents.pl.hint')}</p>
      </PagedTable>
    </div>
  );
};
