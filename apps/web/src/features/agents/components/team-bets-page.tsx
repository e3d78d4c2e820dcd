import { Badge } from '@mantine/core';
import type { TColumn } from '../../../components/ui/data-table.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useTeamBets, type TTeamBet } from '../api/find-team-bets.ts';
import { useTeamWindow } from '../hooks/use-team-window.ts';
import { useMoney } from '../lib/agent-env.tsx';
import { Amount } from './amount.tsx';
import { PagedTable } from './paged-table.tsx';
import { TeamToolbar } from './team-member-filter.tsx';
import { TeamTotals } from './team-totals.tsx';

const STATUS_COLOR = { OPEN: 'yellow', SETTLED: 'green', ROLLED_BACK: 'gray' } as const;
const TOTALS = ['betAmount', 'winAmount', 'profit'] as const;

/**
 * Team betting (personalHistoryCopy of the agent centre): the team's bets in a window, one
 * member's with the filter, with the window's totals (bets, wins, the players' profit).
 */
export const TeamBetsPage = () => {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  const money = useMoney();
  const w = useTeamWindow();
  const bets = useTeamBets({ ...w.range, page: w.page, memberId: w.memberId });
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
      <TeamToolbar window={w} testId="agent-bets-member" />
      <PagedTable
        query={bets}
        rows={bets.data?.items ?? []}
        columns={columns}
        rowKey={(b) => b.id}
        rowTestId={(b) => `agent-bet-${b.id}`}
        empty={{ title: t('agents.bets.empty'), description: t('agents.bets.emptyHint') }}
        testId="agent-bets-table"
        caption={t('agents.pages.personalHistoryCopy')}
        page={w.page}
        onPage={w.setPage}
      >
        <TeamTotals
          keys={TOTALS}
          labelOf={(key) => t(`agents.bets.${key}`)}
          totals={bets.data?.totals}
          fetching={bets.isPlaceholderData}
          testId="agent-bets"
        />
      </PagedTable>
    </div>
  );
};
