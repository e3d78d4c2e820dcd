import type { TTeamOverview } from '@openlobby/contracts';
import { Skeleton } from '@mantine/core';
import { useFormat } from '../../../lib/use-format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useTeamOverview } from '../api/get-team-overview.ts';
import { useMoney } from '../lib/agent-env.tsx';
import { useHistoryWindow } from '../../../components/ui/use-history-window.ts';
import { AgentToolbar } from './agent-toolbar.tsx';
import { Amount } from './amount.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';

type TFigure = keyof Omit<TTeamOverview, 'currency'>;

/** The figures in the order an agent reads them: people first, then money. */
const FIGURES: { key: TFigure; money?: boolean; signed?: boolean }[] = [
  { key: 'teamSize' },
  { key: 'directMembers' },
  { key: 'newMembers' },
  { key: 'activeMembers' },
  { key: 'deposits', money: true },
  { key: 'betCount' },
  { key: 'bets', money: true },
  { key: 'validTurnover', money: true },
  { key: 'payouts', money: true },
  { key: 'netLoss', money: true, signed: true },
];

/**
 * Overview (agentTeamOverview): the whole team's size, new and active members, deposits, bets,
 * wins and net loss over the chosen days.
 */
export const OverviewPage = () => {
  const { t } = useTranslation();
  const { number } = useFormat();
  const money = useMoney();
  const { range, changeRange } = useHistoryWindow();
  const overview = useTeamOverview(range);
  const data = overview.data;
  return (
    <div className="ol-wallet-page" data-testid="agent-overview">
      <AgentToolbar range={range} onRange={changeRange} />
      {overview.isError && <LoadError error={overview.error} onRetry={() => void overview.refetch()} />}
      <div
        className="ol-stat-grid ol-agent-figures"
        data-fetching={overview.isPlaceholderData || undefined}
        data-testid="agent-overview-figures"
      >
        {FIGURES.map((f) => (
          <div key={f.key} className="ol-stat" data-testid={`agent-overview-${f.key}`}>
            <span className="ol-stat-label">{t(`agents.overview.${f.key}`)}</span>
            {data ? (
              <span className="ol-stat-value">
                {f.signed ? (
                  <Amount value={data[f.key]} format={money} />
                ) : f.money ? (
                  money(data[f.key])
                ) : (
                  number(data[f.key])
                )}
              </span>
            ) : (
              <Skeleton h={22} w="70%" mt={4} />
            )}
          </div>
        ))}
      </div>
      <p className="ol-agent-hint">{t('agents.overview.netLossHint')}</p>
    </div>
  );
};
