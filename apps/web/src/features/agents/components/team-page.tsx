import type { TTeamPage } from '@openlobby/contracts';
import { Badge, Button, Group } from '@mantine/core';
import { useState } from 'react';
import type { TColumn } from '../../../components/ui/data-table.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useTeam } from '../api/get-team.ts';
import { useHistoryWindow } from '../../../components/ui/use-history-window.ts';
import { useAgentEnv, useMoney } from '../lib/agent-env.tsx';
import { AgentToolbar } from './agent-toolbar.tsx';
import { Amount } from './amount.tsx';
import { OfferContractDialog } from './offer-contract-dialog.tsx';
import { PagedTable } from './paged-table.tsx';

type TMember = TTeamPage['items'][number];
type TLevel = { id: number; account: string };

/**
 * Team management (downlineManagmentView): one level of the team with each one's figures, a
 * drill-down into a downline agent's own team (a breadcrumb leads back up), and an "offer
 * contract" dialog for the agent's direct downline agents (offers go to direct downlines only).
 */
export const TeamPage = () => {
  const { t } = useTranslation();
  const { dateTime, number } = useFormat();
  const money = useMoney();
  const { account } = useAgentEnv();
  const { range, changeRange, page, setPage, restart } = useHistoryWindow();
  // The levels below the agent the agent has opened, outermost first.
  const [trail, setTrail] = useState<TLevel[]>([]);
  const [offerTo, setOfferTo] = useState<TLevel | null>(null);
  const parent = trail.at(-1);
  const team = useTeam({ ...range, page, parentId: parent?.id });
  const data = team.data;
  const atRoot = trail.length === 0;
  const goTo = (levels: TLevel[]) => {
    setTrail(levels);
    restart();
  };

  const columns: TColumn<TMember>[] = [
    {
      key: 'account',
      label: t('agents.team.account'),
      render: (m) => (
        <Group gap={6} wrap="nowrap">
          <span className="ol-agent-account">{m.account}</span>
          <Badge size="xs" variant="light" color={m.isAgent ? 'accent' : 'gray'}>
            {m.isAgent ? t('agents.register.agent') : t('agents.register.member')}
          </Badge>
        </Group>
      ),
    },
    { key: 'registeredAt', label: t('agents.team.registeredAt'), render: (m) => dateTime(m.registeredAt) },
    { key: 'teamSize', label: t('agents.team.teamSize'), align: 'end', render: (m) => number(m.teamSize) },
    { key: 'bets', label: t('agents.team.bets'), align: 'end', render: (m) => money(m.bets) },
    { key: 'payouts', label: t('agents.team.payouts'), align: 'end', render: (m) => money(m.payouts) },
    {
      key: 'netLoss',
      label: t('agents.team.netLoss'),
      align: 'end',
      render: (m) => <Amount value={m.netLoss} format={money} />,
    },
    {
      key: 'actions',
      label: t('agents.team.actions'),
      wide: true,
      render: (m) =>
        m.isAgent ? (
          <Group gap={6} wrap="wrap">
            <Button
              size="compact-sm"
              variant="light"
              onClick={() => goTo([...trail, { id: m.id, account: m.account }])}
              data-testid={`team-drill-${m.account}`}
            >
              {t('agents.team.drill')}
              {/* Whose team, for a screen reader's list of buttons; the name starts with the label. */}
              <span className="ol-visually-hidden"> {m.account}</span>
            </Button>
            {atRoot && (
              <Button
                size="compact-sm"
                variant="light"
                color="accent"
                onClick={() => setOfferTo({ id: m.id, account: m.account })}
                data-testid={`team-offer-${m.account}`}
              >
                {t('agents.team.offer')}
                <span className="ol-visually-hidden"> {m.account}</span>
              </Button>
            )}
          </Group>
        ) : (
          <span className="ol-dim">—</span>
        ),
    },
  ];
  const levels: TLevel[] = [{ id: 0, account }, ...trail];
  return (
    <div className="ol-wallet-page" data-testid="agent-team">
      <AgentToolbar range={range} onRange={changeRange} />
      <nav aria-label={t('agents.team.breadcrumb')} className="ol-agent-crumbs" data-testid="team-crumbs">
        <ol>
          {levels.map((level, i) => (
            <li key={level.id}>
              {i === levels.length - 1 ? (
                <span aria-current="page">{level.account}</span>
              ) : (
                <button
                  type="button"
                  className="ol-agent-crumb"
                  onClick={() => goTo(trail.slice(0, i))}
                  data-testid={`team-crumb-${i}`}
                >
                  {level.account}
                </button>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <PagedTable
        query={team}
        rows={data?.items ?? []}
        columns={columns}
        rowKey={(m) => m.id}
        rowTestId={(m) => `team-row-${m.account}`}
        empty={{ title: t('agents.team.empty'), description: t('agents.team.emptyHint') }}
        testId="team-table"
        caption={t('agents.pages.downlineManagmentView')}
        page={page}
        onPage={setPage}
      />
      {offerTo && <OfferContractDialog downline={offerTo} onClose={() => setOfferTo(null)} />}
    </div>
  );
};
