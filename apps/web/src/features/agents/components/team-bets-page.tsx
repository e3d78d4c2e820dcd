import { Badge, Skeleton } from '@mantine/core';
import { useState } from 'react';
import { DataTable, type TColumn } from '../../../components/ui/data-table.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useTeamBets, type TTeamBet } from '../api/find-team-bets.ts';
import { pageCountOf, useAgentWindow } from '../hooks/use-agent-window.ts';
import { useMoney } from '../lib/agent-env.tsx';
import { AgentToolbar } from './agent-toolbar.tsx';
import { Amount } from './amount.tsx';
import { LoadError } from './load-error.tsx';
import { TeamMemberFilter } from './team-member-filter.tsx';

const STATUS_COLOR = { OPEN: 'yellow', SETTLED: 'green', ROLLED_BACK: 'gray' } as const;

/**
 * Team betting (personalHistoryCopy of the agent centre): the team's bets in a window, one
 * member's with the filter, with the window's totals (bets, wins, the players' profit).
 */
export const TeamBetsPage = () => {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  const money = useMoney();
  const { range, changeRange, page, setPage, restart } = useAgentWindow();
  const [memberId, setMemberId] = useState<number | undefined>();
  const bets = useTeamBets({ ...range, page, memberId });
  const data = bets.data;
  const columns: TColumn<TTeamBet>[] = [
    { key: 'placedAt', label: t('wallet.bets.placedAt'), render: (b) => dateTime(b.placedAt) },
    { key: 'account', label: t('agents.team.account'), render: (b) => b.account },
    {
      key: 'game',
      label: t('wallet.bets.game'),
      wide: true,
      render: (b) => (
        <span>
          {b.game} <span className="ol-dim">· {b.vendorCode}</span>
        </span>
      ),
    },
    { key: 'bet', label: t('wallet.bets.bet'), align: 'end', render: (b) => money(b.betAmount) },
    { key: 'win', label: t('wallet.bets.win'), align: 'end', render: (b) => money(b.winAmount) },
    {
      key: 'profit',
      label: t('wallet.bets.profit'),
      align: 'end',
      render: (b) => <Amount value={b.profit} format={money} />,
    },
    {
      key: 'status',
      label: t('wallet.columns.status'),
      render: (b) => (
        <Badge size="sm" variant="light" color={STATUS_COLOR[b.status]} data-status={b.status}>
          {t(`wallet.bets.status.${b.status}`)}
        </Badge>
      ),
    },
  ];
  return (
    <div className="ol-wallet-page" data-testid="agent-bets">
      <AgentToolbar range={range} onRange={changeRange}>
        <TeamMemberFilter
          range={range}
          value={memberId}
          onChange={(id) => {
            setMemberId(id);
            restart();
          }}
          testId="agent-bets-member"
        />
      </AgentToolbar>
      {bets.isError && <LoadError error={bets.error} onRetry={() => void bets.refetch()} />}
      <div
        className="ol-stat-grid ol-agent-totals"
        data-testid="agent-bets-totals"
        data-fetching={bets.isPlaceholderData || undefined}
      >
        {(['betAmount', 'winAmount', 'profit'] as const).map((key) => (
          <div key={key} className="ol-stat" data-key={key} data-testid={`agent-bets-total-${key}`}>
            <span className="ol-stat-label">{t(`agents.bets.${key}`)}</span>
            {data ? (
              <span className="ol-stat-value">
                {key === 'profit' ? (
                  <Amount value={data.totals.profit} format={money} />
                ) : (
                  money(data.totals[key])
                )}
              </span>
            ) : (
              <Skeleton h={22} w="70%" mt={4} />
            )}
          </div>
        ))}
      </div>
      <DataTable
        columns={columns}
        rows={data?.items ?? []}
        rowKey={(b) => b.id}
        rowTestId={(b) => `agent-bet-${b.id}`}
        loading={bets.isPending}
        fetching={bets.isPlaceholderData}
        empty={<EmptyState title={t('agents.bets.empty')} description={t('agents.bets.emptyHint')} />}
        testId="agent-bets-table"
        caption={t('agents.pages.personalHistoryCopy')}
      />
      {pageCountOf(data) > 1 && <Pagination total={pageCountOf(data)} value={page} onChange={setPage} />}
    </div>
  );
};
