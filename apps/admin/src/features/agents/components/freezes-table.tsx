import { Button, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RowsTable } from '../../../components/ui/rows-table.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/i18n.ts';
import type { TAgentFreeze } from '../api/find-agent-freezes.ts';
import { formatAmount } from '../lib/money.ts';
import { freezeReasonOf } from '../lib/settlements.ts';
import { DoneBy } from './done-by.tsx';

type TProps = {
  items: readonly TAgentFreeze[] | undefined;
  active: boolean;
  stale: boolean;
  /** The brand's currency code, as the freezes' answer gives it. */
  currency: string | undefined;
  /** Given when the operator may lift freezes (agents.write). */
  onLift?: (freeze: TAgentFreeze) => void;
};

/** Accounts frozen for an unpaid dividend (or once frozen): why, what is still owed, who lifted it. */
export const FreezesTable = ({ items, active, stale, currency, onLift }: TProps) => {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <RowsTable
      columns={[
        { key: 'account', label: t('agents.freezes.columns.account') },
        { key: 'reason', label: t('agents.freezes.columns.reason') },
        { key: 'debt', label: t('agents.freezes.columns.debt'), align: 'right' },
        { key: 'frozenAt', label: t('agents.freezes.columns.frozenAt') },
        { key: 'lifted', label: t('agents.freezes.columns.lifted') },
        { key: 'actions', label: t('common.actions') },
      ]}
      items={items}
      skeletonRows={3}
      empty={active ? t('agents.freezes.empty') : t('agents.freezes.emptyLifted')}
      emptyTestId="freezes-empty"
      minWidth={860}
      loading={stale}
      testId="freezes-table"
      row={(f) => {
        const reason = freezeReasonOf(f.reason);
        return (
          <Table.Tr key={f.id} data-testid={`freeze-row-${f.account}`}>
            <Table.Td fw={600}>{f.account}</Table.Td>
            <Table.Td>
              {t(`agents.freezes.reasons.${reason.code}`, { period: reason.period, defaultValue: f.reason })}
            </Table.Td>
            <Table.Td ta="right" className="ol-amount" c={f.debt > 0 ? 'red.8' : undefined}>
              {formatAmount(f.debt, currency, locale)}
            </Table.Td>
            <Table.Td className="ol-nowrap">{formatDateTime(f.createdAt, locale)}</Table.Td>
            <Table.Td>
              <DoneBy by={f.liftedBy} at={f.liftedAt} />
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
      }}
    />
  );
};
