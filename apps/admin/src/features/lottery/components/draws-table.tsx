import { Table, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RowsTable } from '../../../components/ui/rows-table.tsx';
import { formatCurrency, formatDateTime, formatNumber } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/i18n.ts';
import type { TAdminLotteryDraw } from '../api/find-lottery-draws.ts';
import { headlineOf } from '../lib/sheet-form.ts';
import { LotteryBadge } from './lottery-badges.tsx';
import { RowActions } from './row-actions.tsx';

/** A draw can be voided until it is settled (the draw job then refunds its tickets). */
export const isVoidable = (d: Pick<TAdminLotteryDraw, 'status'>) =>
  d.status === 'OPEN' || d.status === 'CLOSED' || d.status === 'DRAWN';
/** Liability is kept while bets are taken and until the draw is drawn. */
export const hasLiveLiability = (d: Pick<TAdminLotteryDraw, 'status'>) =>
  d.status === 'OPEN' || d.status === 'CLOSED';

type TProps = {
  items: readonly TAdminLotteryDraw[] | undefined;
  currency: string;
  stale?: boolean;
  onLiability: (d: TAdminLotteryDraw) => void;
  /** Given when the operator may void draws (lottery.write). */
  onVoid?: (d: TAdminLotteryDraw) => void;
};

/**
 * A game's draws: key and status, when it closes and draws, the seed's hash (the seed once
 * closed), the result's headline, the tickets with their stakes and wins, and the drill-down to
 * the liability per number and the void a draw not yet settled allows.
 */
export const DrawsTable = ({ items, currency, stale, onLiability, onVoid }: TProps) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = (v: number) => formatCurrency(v, currency, locale);
  return (
    <RowsTable
      columns={[
        { key: 'draw', label: t('lottery.columns.draw') },
        { key: 'status', label: t('lottery.columns.status') },
        { key: 'times', label: t('lottery.draws.times') },
        { key: 'seed', label: t('lottery.draws.seed') },
        { key: 'result', label: t('lottery.draws.result') },
        { key: 'tickets', label: t('lottery.draws.tickets'), align: 'right' },
        { key: 'stakes', label: t('lottery.draws.stakes'), align: 'right' },
        { key: 'wins', label: t('lottery.draws.wins'), align: 'right' },
        { key: 'actions', label: t('common.actions') },
      ]}
      items={items}
      loading={stale}
      empty={t('lottery.draws.empty')}
      emptyTestId="lottery-draws-empty"
      minWidth={1100}
      testId="lottery-draws-table"
      row={(d) => (
        <Table.Tr key={d.id} data-testid={`lottery-draw-row-${d.id}`}>
          <Table.Td fw={600} className="ol-nowrap">
            {d.drawKey}
          </Table.Td>
          <Table.Td>
            <LotteryBadge kind="drawStatuses" status={d.status} testId={`lottery-draw-status-${d.id}`} />
            {d.voidReason && (
              <Text size="xs" c="dimmed">
                {d.voidReason}
              </Text>
            )}
          </Table.Td>
          <Table.Td className="ol-nowrap">
            <Text size="xs">{t('lottery.draws.closesAt', { at: formatDateTime(d.closesAt, locale) })}</Text>
            <Text size="xs">{t('lottery.draws.drawAt', { at: formatDateTime(d.drawAt, locale) })}</Text>
          </Table.Td>
          <Table.Td>
            <Tooltip
              label={d.seed ? `${t('lottery.draws.seedRevealed')}: ${d.seed}` : d.seedHash}
              multiline
              w={320}
            >
              <Text size="xs" ff="monospace">
                {d.seedHash.slice(0, 12)}…
              </Text>
            </Tooltip>
            <Text size="xs" c="dimmed">
              {t(d.seed ? 'lottery.draws.seedShown' : 'lottery.draws.seedHidden')}
            </Text>
          </Table.Td>
          <Table.Td className="ol-amount">
            {d.result ? headlineOf(d.result) : '—'}
            {d.resultSource === 'ENTERED' && (
              <Text size="xs" c="dimmed">
                {t('lottery.resultModes.ENTERED')}
              </Text>
            )}
          </Table.Td>
          <Table.Td ta="right">{formatNumber(d.tickets, locale)}</Table.Td>
          <Table.Td ta="right" className="ol-amount">
            {money(d.stakes)}
          </Table.Td>
          <Table.Td ta="right" className="ol-amount">
            {money(d.wins)}
          </Table.Td>
          <RowActions
            actions={[
              hasLiveLiability(d) && {
                word: t('lottery.draws.liability'),
                name: t('lottery.draws.liabilityOf', { draw: d.drawKey }),
                onClick: () => onLiability(d),
                testId: `lottery-draw-liability-${d.id}`,
              },
              isVoidable(d) &&
                !!onVoid && {
                  word: t('lottery.draws.void'),
                  name: t('lottery.draws.voidOf', { draw: d.drawKey }),
                  onClick: () => onVoid(d),
                  testId: `lottery-draw-void-${d.id}`,
                  color: 'red',
                },
            ]}
          />
        </Table.Tr>
      )}
    />
  );
};
