import { Button, Group, Stack, Table, Text } from '@mantine/core';
import type { TAdminDeposit } from '@openlobby/contracts';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../../components/ui/reason-dialog.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/i18n.ts';
import { useCan } from '../../../lib/permissions.ts';
import { useDialogTarget } from '../../../lib/use-dialog-target.ts';
import { useDecideDeposit, type TDepositDecision } from '../api/deposits.ts';
import { decidedByOf, formatDepositAmount, isDecidable, type TDepositStatusFilter } from '../lib/deposits.ts';
import { ApproveDepositDialog } from './approve-deposit-dialog.tsx';
import { DepositStatusBadge, GatewayBadge } from './deposit-badges.tsx';
import { DepositSummary } from './deposit-summary.tsx';
import { QueueTable } from './queue-table.tsx';
import { settleDecision } from './settle-decision.ts';

type TProps = {
  items: readonly TAdminDeposit[] | undefined;
  /** The first page is still on its way: placeholder rows. */
  pending: boolean;
  /** The rows are the previous filter's while the new page loads: they dim (not on a poll). */
  stale: boolean;
  status: TDepositStatusFilter;
};

/** Who decided and when (an operator, or the gateway that confirmed the payment), and the note or reason. */
const Decided = ({ deposit }: { deposit: TAdminDeposit }) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const by = decidedByOf(deposit.decidedBy);
  if (!by && !deposit.decidedAt) return <Text c="dimmed">—</Text>;
  return (
    <Stack gap={0}>
      {by?.kind === 'gateway' ? (
        <Group gap={4} wrap="nowrap">
          <Text size="sm" fw={500}>
            {t('payments.byGateway')}
          </Text>
          <GatewayBadge gateway={by.gateway} />
        </Group>
      ) : (
        <Text size="sm" fw={500}>
          {by?.name ?? '—'}
        </Text>
      )}
      <Text size="xs" c="dimmed" className="ol-nowrap">
        {formatDateTime(deposit.decidedAt, locale)}
      </Text>
      {deposit.reason && (
        <Text size="xs" c="dimmed" lineClamp={1} maw={220} title={deposit.reason}>
          {deposit.reason}
        </Text>
      )}
    </Stack>
  );
};

/**
 * The deposit queue's rows. Operators with payments.review approve (with an optional note) or
 * reject (with a reason) a pending deposit; after either the queue is read again. A deposit that
 * somebody else decided meanwhile (OPERATION_NOT_ALLOWED) is reported as such, not as a failure.
 */
export const DepositTable = ({ items, pending, stale, status }: TProps) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const canReview = useCan('payments.review');
  const decide = useDecideDeposit();
  const approving = useDialogTarget<TAdminDeposit>();
  const rejecting = useDialogTarget<TAdminDeposit>();
  const columns = canReview ? 10 : 9;
  const amountOf = (d: TAdminDeposit) => formatDepositAmount(d.amount, d.currency, locale);

  /** Resolves when decided, or when it turns out to be decided already; other failures throw. */
  const run = (deposit: TAdminDeposit, decision: TDepositDecision) => {
    const values = { reference: deposit.reference, account: deposit.account, amount: amountOf(deposit) };
    return settleDecision(() => decide.mutateAsync({ deposit, decision }), {
      done: t(decision.kind === 'approve' ? 'payments.approve.done' : 'payments.reject.done', values),
      conflictTitle: t('payments.alreadyDecidedTitle'),
      conflict: t('payments.alreadyDecided', { reference: deposit.reference }),
    });
  };

  const rejected = rejecting.target?.value;

  return (
    <>
      <QueueTable
        testId="deposits-table"
        minWidth={canReview ? 1180 : 1020}
        columns={columns}
        pending={pending}
        stale={stale}
        items={items}
        empty={{
          label: t(status === 'PENDING' ? 'payments.emptyPending' : 'payments.empty'),
          testId: 'deposits-empty',
        }}
        head={
          <>
            <Table.Th>{t('payments.columns.createdAt')}</Table.Th>
            <Table.Th>{t('payments.columns.brand')}</Table.Th>
            <Table.Th>{t('payments.columns.reference')}</Table.Th>
            <Table.Th>{t('payments.columns.account')}</Table.Th>
            <Table.Th>{t('payments.columns.channel')}</Table.Th>
            <Table.Th ta="right">{t('payments.columns.amount')}</Table.Th>
            <Table.Th>{t('payments.columns.payerName')}</Table.Th>
            <Table.Th>{t('payments.columns.status')}</Table.Th>
            <Table.Th>{t('payments.columns.decided')}</Table.Th>
            {canReview && <Table.Th ta="right">{t('payments.columns.actions')}</Table.Th>}
          </>
        }
      >
        {items?.map((d) => (
          <Table.Tr key={d.id} data-testid={`deposit-row-${d.reference}`} data-status={d.status}>
            <Table.Td className="ol-nowrap">{formatDateTime(d.createdAt, locale)}</Table.Td>
            <Table.Td>
              <Text size="sm" ff="monospace">
                {d.brand}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm" ff="monospace" className="ol-nowrap">
                {d.reference}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm" fw={600}>
                {d.account}
              </Text>
            </Table.Td>
            <Table.Td>
              <Group gap={6} wrap="nowrap">
                <Text size="sm">{d.channel}</Text>
                <GatewayBadge gateway={d.gateway} />
              </Group>
            </Table.Td>
            <Table.Td ta="right" className="ol-amount" data-testid={`deposit-amount-${d.id}`}>
              {amountOf(d)}
            </Table.Td>
            <Table.Td>{d.payerName || '—'}</Table.Td>
            <Table.Td>
              <DepositStatusBadge status={d.status} testId={`deposit-status-${d.id}`} />
            </Table.Td>
            <Table.Td>
              <Decided deposit={d} />
            </Table.Td>
            {canReview && (
              <Table.Td>
                {isDecidable(d) && (
                  <Group gap={6} justify="flex-end" wrap="nowrap">
                    <Button
                      size="xs"
                      color="green"
                      variant="light"
                      onClick={() => approving.open(d)}
                      data-testid={`deposit-approve-${d.id}`}
                    >
                      {t('payments.approve.action')}
                    </Button>
                    <Button
                      size="xs"
                      color="red"
                      variant="light"
                      onClick={() => rejecting.open(d)}
                      data-testid={`deposit-reject-${d.id}`}
                    >
                      {t('payments.reject.action')}
                    </Button>
                  </Group>
                )}
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </QueueTable>
      {canReview && (
        <>
          <ApproveDepositDialog
            opened={approving.opened}
            deposit={approving.target?.value ?? null}
            onClose={approving.close}
            onConfirm={(note) => run(approving.target!.value, { kind: 'approve', note })}
          />
          <ReasonDialog
            opened={rejecting.opened}
            title={t('payments.reject.title')}
            description={
              rejected &&
              t('payments.reject.description', {
                reference: rejected.reference,
                account: rejected.account,
                amount: amountOf(rejected),
              })
            }
            confirmLabel={t('payments.reject.confirm')}
            danger
            onClose={rejecting.close}
            onConfirm={(reason) => run(rejecting.target!.value, { kind: 'reject', reason })}
          >
            {rejected && <DepositSummary deposit={rejected} />}
          </ReasonDialog>
        </>
      )}
    </>
  );
};
