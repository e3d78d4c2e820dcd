import { Button, Group, Stack, Table, Text } from '@mantine/core';
import type { TAdminWithdrawal } from '@openlobby/contracts';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../../components/ui/reason-dialog.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/i18n.ts';
import { useCan } from '../../../lib/permissions.ts';
import { useDialogTarget } from '../../../lib/use-dialog-target.ts';
import { useWithdrawalAction, type TWithdrawalAction } from '../api/withdrawals.ts';
import { formatAmount } from '../lib/queue.ts';
import {
  withdrawalActionsOf,
  withdrawalDecidedByOf,
  type TWithdrawalRowAction,
  type TWithdrawalStatusFilter,
} from '../lib/withdrawals.ts';
import { DisputeDrawer } from './dispute-drawer.tsx';
import { QueueTable } from './queue-table.tsx';
import { settleDecision } from './settle-decision.ts';
import { WithdrawalStatusBadge } from './withdrawal-badges.tsx';
import { ApproveWithdrawalDialog, PayoutDialog } from './withdrawal-dialogs.tsx';
import { PayTo, WithdrawalSummary } from './withdrawal-summary.tsx';

type TProps = {
  items: readonly TAdminWithdrawal[] | undefined;
  /** The first page is still on its way: placeholder rows. */
  pending: boolean;
  /** The rows are the previous filter's while the new page loads: they dim (not on a poll). */
  stale: boolean;
  status: TWithdrawalStatusFilter;
};

const COLUMNS = 10;

/** The payout reference and when it was paid; for an unconfirmed payout, when it counts as received. */
const Payout = ({ withdrawal: w }: { withdrawal: TAdminWithdrawal }) => {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!w.payoutReference) return <Text c="dimmed">—</Text>;
  return (
    <Stack gap={0}>
      <Text size="sm" ff="monospace" className="ol-nowrap">
        {w.payoutReference}
      </Text>
      <Text size="xs" c="dimmed" className="ol-nowrap">
        {formatDateTime(w.paidAt, locale)}
      </Text>
      {w.status === 'PAID' && w.autoReceiveAt && (
        <Text size="xs" c="dimmed" className="ol-nowrap">
          {t('payments.withdrawals.autoReceiveAt', { time: formatDateTime(w.autoReceiveAt, locale) })}
        </Text>
      )}
    </Stack>
  );
};

/** Who acted last (an operator, or the auto-receipt job), and the reason of a rejection or refund. */
const DecidedBy = ({ withdrawal: w }: { withdrawal: TAdminWithdrawal }) => {
  const { t } = useTranslation();
  const by = withdrawalDecidedByOf(w.decidedBy);
  if (!by) return <Text c="dimmed">—</Text>;
  return (
    <Stack gap={0}>
      <Text size="sm" fw={500}>
        {by.kind === 'auto' ? t('payments.withdrawals.autoReceiveJob') : by.name}
      </Text>
      {w.reason && (
        <Text size="xs" c="dimmed" lineClamp={1} maw={220} title={w.reason}>
          {w.reason}
        </Text>
      )}
    </Stack>
  );
};

const ACTION_COLORS: Readonly<Record<TWithdrawalRowAction, string>> = {
  approve: 'green',
  reject: 'red',
  payout: 'blue',
  dispute: 'orange',
};

/**
 * The withdrawal queue's rows. With payments.review each row offers what its status allows (see
 * withdrawalActionsOf): approve or reject a pending request, pay out or reject an approved one, and
 * open a disputed one to pay again or refund. After every step the queue is read again; a
 * withdrawal that moved on meanwhile (OPERATION_NOT_ALLOWED) is reported as such, not as a failure.
 * Without payments.review a disputed row still opens, to read the remark and see the proofs.
 */
export const WithdrawalTable = ({ items, pending, stale, status }: TProps) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const canReview = useCan('payments.review');
  const act = useWithdrawalAction();
  const approving = useDialogTarget<TAdminWithdrawal>();
  const rejecting = useDialogTarget<TAdminWithdrawal>();
  const paying = useDialogTarget<TAdminWithdrawal>();
  const refunding = useDialogTarget<TAdminWithdrawal>();
  const disputing = useDialogTarget<TAdminWithdrawal>();
  const amountOf = (w: TAdminWithdrawal) => formatAmount(w.amount, w.currency, locale);

  const doneKey = (w: TAdminWithdrawal, action: TWithdrawalAction) =>
    action.kind === 'payout' && w.status === 'DISPUTED'
      ? 'payments.withdrawals.payAgain.done'
      : `payments.withdrawals.${action.kind}.done`;

  /** Resolves when taken, or when the withdrawal turns out to have moved on; other failures throw. */
  const run = async (w: TAdminWithdrawal, action: TWithdrawalAction) => {
    const values = {
      reference: w.reference,
      account: w.memberAccount,
      amount: amountOf(w),
      payoutReference: action.kind === 'payout' ? action.reference : '',
    };
    const settled = await settleDecision(() => act.mutateAsync({ withdrawal: w, action }), {
      done: t(doneKey(w, action), values),
      conflictTitle: t('payments.withdrawals.conflictTitle'),
      conflict: t('payments.withdrawals.conflict', { reference: w.reference }),
    });
    // Settled either way: the dispute the drawer shows is over or has moved on.
    if (disputing.target?.value.id === w.id) disputing.close();
    return settled;
  };

  const open: Record<TWithdrawalRowAction, (w: TAdminWithdrawal) => void> = {
    approve: approving.open,
    reject: rejecting.open,
    payout: paying.open,
    dispute: disputing.open,
  };
  const actionsOf = (w: TAdminWithdrawal): readonly TWithdrawalRowAction[] =>
    withdrawalActionsOf(w.status).filter((a) => canReview || a === 'dispute');

  const rejected = rejecting.target?.value;
  const refunded = refunding.target?.value;

  return (
    <>
      <QueueTable
        testId="withdrawals-table"
        minWidth={1320}
        columns={COLUMNS}
        pending={pending}
        stale={stale}
        items={items}
        empty={{
          label: t(status === 'PENDING' ? 'payments.withdrawals.emptyPending' : 'payments.withdrawals.empty'),
          testId: 'withdrawals-empty',
        }}
        head={
          <>
            <Table.Th>{t('payments.columns.createdAt')}</Table.Th>
            <Table.Th>{t('payments.columns.brand')}</Table.Th>
            <Table.Th>{t('payments.columns.reference')}</Table.Th>
            <Table.Th>{t('payments.withdrawals.columns.memberAccount')}</Table.Th>
            <Table.Th>{t('payments.withdrawals.columns.payTo')}</Table.Th>
            <Table.Th ta="right">{t('payments.columns.amount')}</Table.Th>
            <Table.Th>{t('payments.columns.status')}</Table.Th>
            <Table.Th>{t('payments.withdrawals.columns.payoutReference')}</Table.Th>
            <Table.Th>{t('payments.withdrawals.columns.decidedBy')}</Table.Th>
            <Table.Th ta="right">{t('payments.columns.actions')}</Table.Th>
          </>
        }
      >
        {items?.map((w) => (
          <Table.Tr key={w.id} data-testid={`withdrawal-row-${w.reference}`} data-status={w.status}>
            <Table.Td className="ol-nowrap">{formatDateTime(w.createdAt, locale)}</Table.Td>
            <Table.Td>
              <Text size="sm" ff="monospace">
                {w.brand}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm" ff="monospace" className="ol-nowrap">
                {w.reference}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm" fw={600}>
                {w.memberAccount}
              </Text>
            </Table.Td>
            <Table.Td>
              <PayTo account={w.account} testId={`withdrawal-payto-${w.id}`} />
            </Table.Td>
            <Table.Td ta="right" className="ol-amount ol-nowrap" data-testid={`withdrawal-amount-${w.id}`}>
              {amountOf(w)}
            </Table.Td>
            <Table.Td>
              <WithdrawalStatusBadge status={w.status} testId={`withdrawal-state-${w.id}`} />
            </Table.Td>
            <Table.Td>
              <Payout withdrawal={w} />
            </Table.Td>
            <Table.Td>
              <DecidedBy withdrawal={w} />
            </Table.Td>
            <Table.Td>
              <Group gap={6} justify="flex-end" wrap="nowrap">
                {actionsOf(w).map((action) => (
                  <Button
                    key={action}
                    size="xs"
                    variant="light"
                    color={ACTION_COLORS[action]}
                    onClick={() => open[action](w)}
                    data-testid={`withdrawal-${action}-${w.id}`}
                  >
                    {t(`payments.withdrawals.${action}.action`)}
                  </Button>
                ))}
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </QueueTable>
      <DisputeDrawer
        opened={disputing.opened}
        withdrawal={disputing.target?.value ?? null}
        onClose={disputing.close}
        canReview={canReview}
        onPayAgain={paying.open}
        onRefund={refunding.open}
        covered={paying.opened || refunding.opened}
      />
      {canReview && (
        <>
          <ApproveWithdrawalDialog
            opened={approving.opened}
            withdrawal={approving.target?.value ?? null}
            onClose={approving.close}
            onConfirm={() => run(approving.target!.value, { kind: 'approve' })}
          />
          <PayoutDialog
            opened={paying.opened}
            withdrawal={paying.target?.value ?? null}
            onClose={paying.close}
            onConfirm={(reference) => run(paying.target!.value, { kind: 'payout', reference })}
          />
          <ReasonDialog
            opened={rejecting.opened}
            title={t('payments.withdrawals.reject.title')}
            description={
              rejected &&
              t('payments.withdrawals.reject.description', {
                reference: rejected.reference,
                account: rejected.memberAccount,
                amount: amountOf(rejected),
              })
            }
            confirmLabel={t('payments.withdrawals.reject.confirm')}
            danger
            onClose={rejecting.close}
            onConfirm={(reason) => run(rejecting.target!.value, { kind: 'reject', reason })}
          >
            {rejected && <WithdrawalSummary withdrawal={rejected} />}
          </ReasonDialog>
          <ReasonDialog
            opened={refunding.opened}
            title={t('payments.withdrawals.refund.title')}
            description={
              refunded &&
              t('payments.withdrawals.refund.description', {
                reference: refunded.reference,
                account: refunded.memberAccount,
                amount: amountOf(refunded),
              })
            }
            confirmLabel={t('payments.withdrawals.refund.confirm')}
            onClose={refunding.close}
            onConfirm={(reason) => run(refunding.target!.value, { kind: 'refund', reason })}
          >
            {refunded && <WithdrawalSummary withdrawal={refunded} />}
          </ReasonDialog>
        </>
      )}
    </>
  );
};
