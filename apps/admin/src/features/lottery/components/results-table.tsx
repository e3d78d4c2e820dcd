import { Box, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RowsTable } from '../../../components/ui/rows-table.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/i18n.ts';
import type { TAdminLotteryResultEntry } from '../api/find-lottery-results.ts';
import { headlineOf } from '../lib/sheet-form.ts';
import { LotteryBadge } from './lottery-badges.tsx';
import { RowActions } from './row-actions.tsx';

type TProps = {
  items: readonly TAdminLotteryResultEntry[] | undefined;
  stale?: boolean;
  /** The signed-in operator: the maker of an entry does not decide it. */
  me: string;
  /** Given when the operator may decide results (lottery.results). */
  onDecide?: (e: TAdminLotteryResultEntry, decision: 'APPROVE' | 'REJECT') => void;
};

/**
 * Entered official results: the draw, the special prize (or balls), who entered it and why, and
 * who decided. A pending entry offers Approve and Reject to any other operator who may decide;
 * Approve only while its draw still waits (a voided draw's entry can only be rejected).
 */
export const ResultsTable = ({ items, stale, me, onDecide }: TProps) => {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <RowsTable
      columns={[
        { key: 'draw', label: t('lottery.columns.draw') },
        { key: 'result', label: t('lottery.draws.result') },
        { key: 'status', label: t('lottery.columns.status') },
        { key: 'entered', label: t('lottery.results.enteredBy') },
        { key: 'decided', label: t('lottery.results.decidedBy') },
        { key: 'actions', label: t('common.actions') },
      ]}
      items={items}
      loading={stale}
      empty={t('lottery.results.empty')}
      emptyTestId="lottery-results-empty"
      minWidth={960}
      testId="lottery-results-table"
      row={(e) => {
        const pending = e.status === 'PENDING';
        const mine = e.enteredBy === me;
        const label = `${e.gameName} ${e.drawKey}`;
        return (
          <Table.Tr key={e.id} data-testid={`lottery-result-row-${e.id}`}>
            <Table.Td>
              <Text size="sm" fw={600}>
                {e.gameName}
              </Text>
              <Text size="xs" c="dimmed">
                {e.gameCode} · {e.drawKey} · {formatDateTime(e.drawAt, locale)}
              </Text>
            </Table.Td>
            <Table.Td className="ol-amount">{headlineOf(e.result)}</Table.Td>
            <Table.Td>
              <LotteryBadge kind="entryStatuses" status={e.status} />
              {/* a pending entry whose draw no longer waits (voided): only a rejection is left */}
              {e.drawStatus !== 'CLOSED' && pending && (
                <Box mt={4}>
                  <LotteryBadge kind="drawStatuses" status={e.drawStatus} />
                </Box>
              )}
            </Table.Td>
            <Table.Td>
              <Text size="sm">{e.enteredBy}</Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(e.createdAt, locale)} · {e.reason}
              </Text>
            </Table.Td>
            <Table.Td>
              {e.decidedBy ? (
                <>
                  <Text size="sm">{e.decidedBy}</Text>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(e.decidedAt, locale)}
                  </Text>
                </>
              ) : pending && mine ? (
                <Text size="xs" c="dimmed" data-testid={`lottery-result-mine-${e.id}`}>
                  {t('lottery.results.mine')}
                </Text>
              ) : (
                '—'
              )}
            </Table.Td>
            <RowActions
              actions={[
                pending &&
                  !mine &&
                  e.drawStatus === 'CLOSED' &&
                  !!onDecide && {
                    word: t('lottery.results.approve'),
                    name: t('lottery.results.approveOf', { draw: label }),
                    onClick: () => onDecide(e, 'APPROVE'),
                    testId: `lottery-result-approve-${e.id}`,
                    color: 'green',
                  },
                pending &&
                  !mine &&
                  !!onDecide && {
                    word: t('lottery.results.reject'),
                    name: t('lottery.results.rejectOf', { draw: label }),
                    onClick: () => onDecide(e, 'REJECT'),
                    testId: `lottery-result-reject-${e.id}`,
                    color: 'red',
                  },
              ]}
            />
          </Table.Tr>
        );
      }}
    />
  );
};
