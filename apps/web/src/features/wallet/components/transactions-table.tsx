import type { TTransaction } from '@openlobby/contracts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { DataTable, type TColumn } from '../../../components/ui/data-table.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { KindBadge } from './kind-badge.tsx';
import { SignedAmount } from './signed-amount.tsx';
import { walletLabel } from './wallet-label.ts';

type TProps = {
  rows: TTransaction[];
  format: (amount: number) => string;
  loading: boolean;
  fetching: boolean;
  onOpen: (row: TTransaction) => void;
  testId: string;
  /** Prefix of each row's test id: `<prefix>-<id>`. */
  rowPrefix: string;
  emptyTitle: string;
};

/** Money movements: time, kind, wallet, signed amount, balance after, reference; a row opens its detail. */
export const TransactionsTable = ({
  rows,
  format,
  loading,
  fetching,
  onOpen,
  testId,
  rowPrefix,
  emptyTitle,
}: TProps) => {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  const columns: TColumn<TTransaction>[] = [
    { key: 'at', label: t('wallet.columns.time'), render: (r) => dateTime(r.at) },
    { key: 'kind', label: t('wallet.columns.kind'), render: (r) => <KindBadge kind={r.kind} /> },
    { key: 'wallet', label: t('wallet.columns.wallet'), render: (r) => walletLabel(t, r.wallet) },
    {
      key: 'amount',
      label: t('wallet.columns.amount'),
      align: 'end',
      render: (r) => <SignedAmount value={r.amount} format={format} />,
    },
    {
      key: 'balanceAfter',
      label: t('wallet.columns.balanceAfter'),
      align: 'end',
      render: (r) => format(r.balanceAfter),
    },
    {
      key: 'reference',
      label: t('wallet.columns.reference'),
      wide: true,
      render: (r) => <span className="ol-mono ol-dim">{r.reference ?? '—'}</span>,
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      rowTestId={(r) => `${rowPrefix}-${r.id}`}
      onRowClick={onOpen}
      loading={loading}
      fetching={fetching}
      empty={<EmptyState title={emptyTitle} description={t('wallet.history.emptyHint')} />}
      testId={testId}
    />
  );
};
