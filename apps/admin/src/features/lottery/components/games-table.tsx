import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RowsTable } from '../../../components/ui/rows-table.tsx';
import { formatCurrency } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/i18n.ts';
import type { TAdminLotteryGame } from '../api/find-lottery-games.ts';
import { overriddenKeys } from '../lib/game-form.ts';
import { durationParts, scheduleOf } from '../lib/schedule.ts';
import { LotteryBadge } from './lottery-badges.tsx';
import { RowActions } from './row-actions.tsx';

/** A number of seconds in words: "15 min" or "10 s". */
export const useDuration = () => {
  const { t } = useTranslation();
  return (seconds: number) => {
    const { unit, count } = durationParts(seconds);
    return t(`lottery.duration.${unit}`, { n: count });
  };
};

type TProps = {
  items: readonly TAdminLotteryGame[] | undefined;
  currency: string;
  /** Given when the operator may change games (lottery.write). */
  onEdit?: (g: TAdminLotteryGame) => void;
};

/**
 * A brand's lottery games: schedule and close-before, how results come, odds the brand set over the
 * engine's, stakes per line, the liability cap, and whether the game opens new draws.
 */
export const GamesTable = ({ items, currency, onEdit }: TProps) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const duration = useDuration();
  const money = (v: number) => formatCurrency(v, currency, locale);
  const scheduleText = (g: TAdminLotteryGame) => {
    const s = scheduleOf(g, locale);
    if (s.kind === 'every') return t('lottery.games.every', { interval: duration(s.seconds) });
    return s.kind === 'daily'
      ? t('lottery.games.daily', { time: s.time })
      : t('lottery.games.onDays', { days: s.days, time: s.time });
  };
  return (
    <RowsTable
      columns={[
        { key: 'game', label: t('lottery.columns.game') },
        { key: 'schedule', label: t('lottery.games.schedule') },
        { key: 'mode', label: t('lottery.games.resultMode') },
        { key: 'odds', label: t('lottery.games.odds') },
        { key: 'stakes', label: t('lottery.games.stakes'), align: 'right' },
        { key: 'cap', label: t('lottery.games.cap'), align: 'right' },
        { key: 'enabled', label: t('lottery.games.enabled') },
        { key: 'actions', label: t('common.actions') },
      ]}
      items={items}
      empty={t('lottery.games.empty')}
      emptyTestId="lottery-games-empty"
      minWidth={1000}
      testId="lottery-games-table"
      row={(g) => {
        const own = overriddenKeys(g);
        return (
          <Table.Tr key={g.id} data-testid={`lottery-game-row-${g.code}`}>
            <Table.Td>
              <Text fw={600} size="sm">
                {g.name}
              </Text>
              <Text size="xs" c="dimmed">
                {g.code} · {t(`lottery.products.${g.product}`)}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{scheduleText(g)}</Text>
              <Text size="xs" c="dimmed">
                {t('lottery.games.closesBefore', { duration: duration(g.closeBeforeSeconds) })}
              </Text>
            </Table.Td>
            <Table.Td>
              <LotteryBadge kind="resultModes" status={g.resultMode} />
            </Table.Td>
            <Table.Td data-testid={`lottery-game-odds-${g.code}`}>
              {own.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('lottery.games.engineOdds')}
                </Text>
              ) : (
                <Text size="sm">{own.map((k) => `${k} ${g.odds[k]}×`).join(' · ')}</Text>
              )}
            </Table.Td>
            <Table.Td ta="right" className="ol-amount">
              {money(g.minStake)} – {money(g.maxStake)}
            </Table.Td>
            <Table.Td ta="right" className="ol-amount">
              {money(g.liabilityCap)}
            </Table.Td>
            <Table.Td>
              <Badge variant="light" color={g.enabled ? 'green' : 'gray'}>
                {t(g.enabled ? 'lottery.games.on' : 'lottery.games.off')}
              </Badge>
            </Table.Td>
            <RowActions
              actions={[
                !!onEdit && {
                  word: t('lottery.games.edit'),
                  name: t('lottery.games.editOf', { name: g.name }),
                  onClick: () => onEdit(g),
                  testId: `lottery-game-edit-${g.code}`,
                },
              ]}
            />
          </Table.Tr>
        );
      }}
    />
  );
};
