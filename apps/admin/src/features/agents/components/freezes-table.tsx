import { Button, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyRow } from '../../../components/ui/empty-row.tsx';
import { ListTable } from '../../../components/ui/list-table.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton-rows.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/i18n.ts';
import type { TAgentFreeze } from '../api/find-agent-freezes.ts';
import { formatAmount } from '../lib/money.ts';
import { freezeReasonOf } from '../lib/settlements.ts';

const COLUMNS = 6;

type TProps = {
  items: readonly TAgentFreeze[] | undefined;
  active: boolean;
  stale: boolean;
  /** Given when the operator may lift freezes (agents.write). */
  onLift?: (freeze: TAgentFreeze) => void;
};

/** Accounts frozen for an unpaid dividend (or once frozen): why, what is still owed, who lifted it. */
export const FreezesTable = ({ items, active, stale, onLift }: TProps) => {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <ListTable
      minWidth={860}
      loading={stale}
      testId="freezes-table"
      head={
        <>
          <Table.Th>{t('agents.freezes.columns.account')}</Table.Th>
          <Table.Th>{t('agents.freezes.columns.reason')}</Table.Th>
          <Table.Th ta="right">{t('agents.freezes.columns.debt')}</Table.Th>
          <Table.Th>{t('agents.freezes.columns.frozenAt')}</Table.Th>
          <Table.Th>{t('agents.freezes.columns.lifted')}</Table.Th>
          <Table.Th>{t('common.actions')}</Table.Th>
        </>
      }
    >
      {!items && <SkeletonRows count={3} colSpan={COLUMNS} />}
      {items?.length === 0 && (
        <EmptyRow
          colSpan={COLUMNS}
          label={active ? t('agents.freezes.empty') : t('agents.freezes.emptyLifted')}
          testId="freezes-empty"
        />
      )}
      {items?.map((f) => {
        const reason = freezeReasonOf(f.reason);
        return (
          <Table.Tr key={f.id} data-testid={`freeze-row-${f.account}`}>
            <Table.Td fw={600}>{f.account}</Table.Td>
            <Table.Td>
              {t(`agents.freezes.reasons.${reason.code}`, { period: reason.period, defaultValue: f.reason })}
            </Table.Td>
            <Table.Td ta="right" className="ol-amount" c={f.debt > 0 ? 'red.8' : undefined}>
              {formatAmount(f.debt, locale)}
            </Table.Td>
            <Table.Td className="ol-nowrap">{formatDateTime(f.createdAt, locale)}</Table.Td>
            <Table.Td>
              {f.liftedAt ? (
                <Stack gap={0}>
                  <Text size="sm">{f.liftedBy ?? '—'}</Text>
                  <Text size="xs" c="dimmed" className="ol-nowrap">
                    {formatDateTime(f.liftedAt, locale)}
                  </Text>
                </Stack>
              ) : (
                '—'
              )}
            </Table.Td>
            <Table.Td>
              {onLift && f.active && (
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => onLift(f)}
                  aria-label={t('agents.freezes.lift.actionOf', { account: f.account })}
                  data-testid={`freeze-lift-${f.account}`}
                >
                  {t('agents.freezes.lift.action')}
                </Button>
              )}
            </Table.Td>
          </Table.Tr>
        );
      })}
    </ListTable>
  );
};
