import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RowsTable, type TRowsColumn } from '../../../components/ui/rows-table.tsx';
import { DecideButtonsCell, DecisionStateCell } from './decision-cells.tsx';

type TQueued = {
  id: number;
  account: string;
  reason: string | null;
  decidedBy: string | null;
};

type TProps<T extends TQueued> = {
  items: readonly T[] | undefined;
  stale: boolean;
  /** The queue's words under engagement.<queue> (empty, pass/approve…), its table's test ids <queue>-…. */
  queue: 'applications' | 'redemptions';
  /** The test ids' prefix of a row and its buttons: <row>-row-<id>, <row>-<word>-<id>. */
  row: string;
  /** The columns between the account and the state, with their cells. */
  columns: TRowsColumn[];
  cells: (item: T) => ReactNode;
  minWidth: number;
  stateOf: (item: T) => string;
  /** The state that still waits for a decision. */
  pending: string;
  /** The yes answer's word: pass, approve. */
  yes: string;
  /** Given when the operator may decide. */
  onDecide?: (item: T, yes: boolean) => void;
};

/**
 * A queue of members' requests an operator decides: the account, the request's own columns, its
 * state (with the reason and who decided, once decided) and, while it waits, the yes and REJECT.
 */
export const DecisionQueueTable = <T extends TQueued>({
  items,
  stale,
  queue,
  row,
  columns,
  cells,
  minWidth,
  stateOf,
  pending,
  yes,
  onDecide,
}: TProps<T>) => {
  const { t } = useTranslation();
  return (
    <RowsTable
      columns={[
        { key: 'account', label: t('engagement.columns.account') },
        ...columns,
        { key: 'state', label: t('engagement.columns.state') },
        { key: 'actions', label: t('common.actions') },
      ]}
      items={items}
      empty={t(`engagement.${queue}.empty`)}
      emptyTestId={`${queue}-empty`}
      minWidth={minWidth}
      loading={stale}
      testId={`${queue}-table`}
      row={(item) => (
        <Table.Tr key={item.id} data-testid={`${row}-row-${item.id}`}>
          <Table.Td fw={600}>{item.account}</Table.Td>
          {cells(item)}
          <DecisionStateCell state={stateOf(item)} reason={item.reason} decidedBy={item.decidedBy} />
          <DecideButtonsCell
            show={!!onDecide && stateOf(item) === pending}
            texts={`engagement.${queue}`}
            yes={yes}
            account={item.account}
            testIdOf={(w) => `${row}-${w}-${item.id}`}
            onDecide={(isYes) => onDecide?.(item, isYes)}
          />
        </Table.Tr>
      )}
    />
  );
};
