import { Badge, Box, Button, Group, Stack, Table, Text } from '@mantine/core';
import type { TBalanceAdjustment } from '@openlobby/contracts';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../../components/ui/reason-dialog.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { useDialogTarget } from '../../../lib/use-dialog-target.ts';
import { DecisionDialog } from '../../../components/ui/decision-dialog.tsx';
import { QueueTable } from './queue-table.tsx';
import { settleDecision } from './settle-decision.ts';
import { StatusBadge } from './status-badge.tsx';
import { formatAmount } from '../lib/queue.ts';
import { useDecideAdjustment, type TAdjustmentDecision } from '../api/adjustments.ts';
import { AdjustmentSummary } from './adjustment-summary.tsx';
import { DirectionBadge } from './direction-badge.tsx';

type TProps = {
  items: readonly TBalanceAdjustment[] | undefined;
  /** The first page is still on its way: placeholder rows. */
  pending: boolean;
  /** The rows are the previous filter's while the new page loads: they dim (not on a poll). */
  stale: boolean;
  /** The queue shows pending adjustments only (its empty state says so). */
  pendingOnly: boolean;
  /** After a decision (whatever its answer): what else to read again. */
  onDecided?: (adjustment: TBalanceAdjustment) => Promise<unknown>;
};

const STATUS_COLORS: Record<TBalanceAdjustment['status'], string> = {
  PENDING: 'yellow',
  POSTED: 'green',
  REJECTED: 'gray',
};

const COLUMNS = 8;

/** Who decided and when, and why a rejected one was rejected (nothing while it is pending). */
const Decided = ({ adjustment: a }: { adjustment: TBalanceAdjustment }) => {
  const locale = useLocale();
  if (!a.decidedBy && !a.decidedAt) return null;
  return (
    <Stack gap={0} data-testid={`adjustment-decided-${a.id}`}>
      <Text size="sm" fw={500}>
        {a.decidedBy ?? '—'}
      </Text>
      <Text size="xs" c="dimmed" className="ol-nowrap">
        {formatDateTime(a.decidedAt, locale)}
      </Text>
      {a.rejectReason && (
        <Text size="xs" c="dimmed" lineClamp={2} maw={220} title={a.rejectReason}>
          {a.rejectReason}
        </Text>
      )}
    </Stack>
  );
};

/**
 * The checker's queue of balance adjustments (maker-checker): an adjustment above the brand's
 * threshold waits until a second operator approves it (it is posted, the balance changes) or
 * rejects it with a reason. The maker cannot approve their own: their rows say so instead of
 * offering Approve (the server refuses it too, ADJUSTMENT_SELF_APPROVAL, shown in the dialog), but
 * they may withdraw it by rejecting. One decided meanwhile by someone else (OPERATION_NOT_ALLOWED)
 * is reported as such, not as a failure.
 */
export const AdjustmentsTable = ({ items, pending, stale, pendingOnly, onDecided }: TProps) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const me = useSession((s) => s.operator?.username ?? null);
  const decide = useDecideAdjustment(onDecided);
  const approving = useDialogTarget<TBalanceAdjustment>();
  const rejecting = useDialogTarget<TBalanceAdjustment>();
  const amountOf = (a: TBalanceAdjustment) => formatAmount(a.amount, a.currency, locale);

  /** Resolves when decided, or when it turns out to be decided already; other failures throw. */
  const run = (adjustment: TBalanceAdjustment, decision: TAdjustmentDecision) => {
    const values = { account: adjustment.memberAccount, amount: amountOf(adjustment) };
    return settleDecision(() => decide.mutateAsync({ adjustment, decision }), {
      done: t(decision.kind === 'approve' ? 'adjustments.approve.done' : 'adjustments.reject.done', values),
      conflictTitle: t('adjustments.alreadyDecidedTitle'),
      conflict: t('adjustments.alreadyDecided', values),
    });
  };

  const approved = approving.target?.value;
  const rejected = rejecting.target?.value;

  return (
    <>
      <QueueTable
        testId="adjustments-table"
        minWidth={1040}
        columns={COLUMNS}
        pending={pending}
        stale={stale}
        items={items}
        empty={{
          label: t(pendingOnly ? 'adjustments.emptyPending' : 'adjustments.empty'),
          testId: 'adjustments-empty',
        }}
        head={
          <>
            <Table.Th>{t('adjustments.columns.createdAt')}</Table.Th>
            <Table.Th>{t('adjustments.columns.member')}</Table.Th>
            <Table.Th>{t('adjustments.columns.direction')}</Table.Th>
            <Table.Th ta="right">{t('adjustments.columns.amount')}</Table.Th>
            <Table.Th>{t('adjustments.columns.reason')}</Table.Th>
            <Table.Th>{t('adjustments.columns.maker')}</Table.Th>
            <Table.Th>{t('adjustments.columns.status')}</Table.Th>
            <Table.Th ta="right">{t('adjustments.columns.actions')}</Table.Th>
          </>
        }
      >
        {items?.map((a) => {
          const mine = me !== null && a.requestedBy === me;
          return (
            <Table.Tr key={a.id} data-testid={`adjustment-row-${a.id}`} data-status={a.status}>
              <Table.Td className="ol-nowrap">{formatDateTime(a.createdAt, locale)}</Table.Td>
              <Table.Td>
                <Stack gap={0}>
                  <Text size="sm" fw={600}>
                    {a.memberAccount}
                  </Text>
                  <Text size="xs" c="dimmed" ff="monospace">
                    {a.brand}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                {/* Badges keep their whole label: the table scrolls rather than cut it. */}
                <Box miw="max-content">
                  <DirectionBadge direction={a.direction} testId={`adjustment-direction-${a.id}`} />
                </Box>
              </Table.Td>
              <Table.Td ta="right" className="ol-amount ol-nowrap" data-testid={`adjustment-amount-${a.id}`}>
                {a.direction === 'debit' ? '−' : '+'}
                {amountOf(a)}
              </Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={2} miw={180} maw={320} title={a.reason}>
                  {a.reason}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Text size="sm">{a.requestedBy}</Text>
                  {mine && (
                    <Badge size="xs" variant="outline" color="gray" tt="none">
                      {t('adjustments.you')}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>
                <Stack gap={4} miw="max-content">
                  <Box>
                    <StatusBadge
                      status={a.status}
                      color={STATUS_COLORS[a.status]}
                      label={t(`adjustments.statuses.${a.status}`)}
                      testId={`adjustment-status-${a.id}`}
                    />
                  </Box>
                  <Decided adjustment={a} />
                </Stack>
              </Table.Td>
              <Table.Td>
                {a.status === 'PENDING' && (
                  <Stack gap={4} align="flex-end">
                    {/* The buttons keep their width: the table scrolls rather than cut them. */}
                    <Group gap={6} justify="flex-end" wrap="nowrap" miw="max-content">
                      {!mine && (
                        <Button
                          size="xs"
                          color="green"
                          variant="light"
                          onClick={() => approving.open(a)}
                          aria-label={t('adjustments.approve.label', {
                            account: a.memberAccount,
                            amount: amountOf(a),
                          })}
                          data-testid={`adjustment-approve-${a.id}`}
                        >
                          {t('adjustments.approve.action')}
                        </Button>
                      )}
                      <Button
                        size="xs"
                        color="red"
                        variant="light"
                        onClick={() => rejecting.open(a)}
                        aria-label={t('adjustments.reject.label', {
                          account: a.memberAccount,
                          amount: amountOf(a),
                        })}
                        data-testid={`adjustment-reject-${a.id}`}
                      >
                        {t('adjustments.reject.action')}
                      </Button>
                    </Group>
                    {mine && (
                      <Text size="xs" c="dimmed" maw={200} ta="right" data-testid={`adjustment-own-${a.id}`}>
                        {t('adjustments.ownNote')}
                      </Text>
                    )}
                  </Stack>
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </QueueTable>
      <DecisionDialog
        opened={approving.opened}
        onClose={approving.close}
        title={t('adjustments.approve.title')}
        description={
          approved &&
          t(
            approved.direction === 'credit'
              ? 'adjustments.approve.descriptionCredit'
              : 'adjustments.approve.descriptionDebit',
            {
              account: approved.memberAccount,
              amount: amountOf(approved),
            },
          )
        }
        summary={approved && <AdjustmentSummary adjustment={approved} />}
        confirmLabel={t('adjustments.approve.confirm')}
        confirmColor="green"
        testId="adjustment-approve"
        onConfirm={() => run(approving.target!.value, { kind: 'approve' })}
      />
      <ReasonDialog
        opened={rejecting.opened}
        title={t('adjustments.reject.title')}
        description={
          rejected &&
          t('adjustments.reject.description', { account: rejected.memberAccount, amount: amountOf(rejected) })
        }
        confirmLabel={t('adjustments.reject.confirm')}
        danger
        onClose={rejecting.close}
        onConfirm={(reason) => run(rejecting.target!.value, { kind: 'reject', reason })}
      >
        {rejected && <AdjustmentSummary adjustment={rejected} />}
      </ReasonDialog>
    </>
  );
};
