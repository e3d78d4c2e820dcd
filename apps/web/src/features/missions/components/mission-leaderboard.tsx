import { Center, Loader, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { localized } from '../../../lib/localized.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useMoney, type TCurrency } from '../../../lib/use-money.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useMissionLeaderboard } from '../api/find-mission-leaderboard.ts';
import { useMissions } from '../api/find-missions.ts';
import { goalFigure, inShownOrder } from '../lib/mission-view.ts';
import '../../../styles/engagement.css';

/**
 * Mission activity (member centre missionLeaderboard): one mission's board for its current period,
 * the top 20 members by progress with their accounts masked; the first mission is shown first.
 */
export const MissionLeaderboard = ({ currency }: { currency: TCurrency }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const money = useMoney(currency);
  const language = useLanguage();
  const list = useMissions();
  const [picked, setPicked] = useState<number | null>(null);
  const missions = inShownOrder(list.data?.missions ?? []);
  const missionId = picked ?? missions[0]?.id ?? null;
  const board = useMissionLeaderboard(missionId);

  if (list.isPending)
    return (
      <Center py="lg">
        <Loader size="sm" />
      </Center>
    );
  if (list.isError) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  if (missions.length === 0)
    return <EmptyState title={t('missions.empty')} description={t('missions.emptyHint')} />;
  const mission = missions.find((m) => m.id === missionId)!;
  const figure = goalFigure(mission.goal, money, format.number);

  return (
    <section className="ol-bonus-cards" data-testid="mission-leaderboard">
      <Select
        label={t('missions.board.mission')}
        data={missions.map((m) => ({ value: String(m.id), label: localized(m.title, language) }))}
        value={String(missionId)}
        onChange={(v) => v && setPicked(Number(v))}
        allowDeselect={false}
        maw={420}
        data-testid="mission-board-select"
      />
      <Text size="xs" c="dimmed" mt={4} mb="sm">
        {t(`missions.period.${mission.period}`)} ·{' '}
        {t('missions.endsAt', { date: format.dateTime(mission.periodEndsAt) })}
      </Text>
      {board.isPending ? (
        <Center py="lg">
          <Loader size="sm" />
        </Center>
      ) : board.isError ? (
        <LoadError error={board.error} onRetry={() => void board.refetch()} />
      ) : board.data.rows.length === 0 ? (
        <EmptyState title={t('missions.board.empty')} />
      ) : (
        <DataTable
          testId="mission-board"
          caption={t('missions.board.mission')}
          rows={board.data.rows}
          rowKey={(r) => r.rank}
          rowTestId={(r) => `mission-board-row-${r.rank}`}
          columns={[
            { key: 'rank', label: t('missions.board.rank'), render: (r) => format.number(r.rank) },
            { key: 'account', label: t('missions.board.account'), render: (r) => r.account },
            {
              key: 'progress',
              label: t('missions.board.progress'),
              align: 'end',
              render: (r) => figure(r.progress),
            },
          ]}
        />
      )}
    </section>
  );
};
