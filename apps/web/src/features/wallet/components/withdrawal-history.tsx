import type { TWithdrawal } from '@openlobby/contracts';
import { Button, Group, Stack, Text } from '@mantine/core';
import { toast } from '../../../lib/toast.ts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { DataTable, type TColumn } from '../../../components/ui/data-table.tsx';
import { lastDays, type TDateRange } from '../../../components/ui/date-range.ts';
import { brandToday } from '../../../lib/brand-clock.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { IconCheck, IconClock, IconClose } from '../../../components/ui/icons.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { errorCodeOf, errorMessage } from '../../../lib/error-message.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { confirmWithdrawal, useWithdrawals, type TWithdrawalAnswer } from '../api/withdrawals.ts';
import { useInvalidateMoney } from '../hooks/use-invalidate-money.ts';
import { HistoryToolbar } from './history-toolbar.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { WithdrawalNotReceivedDialog } from './withdrawal-not-received-dialog.tsx';
import { WithdrawalProofThumbs } from './withdrawal-proof-thumbs.tsx';
import { WithdrawalStatusBadge } from './withdrawal-status-badge.tsx';

/** How far back the list reaches when it opens. */
const RECENT_DAYS = 30;

type TProps = { format: (amount: number) => string; currency: string };

type TFollowUpProps = {
  w: TWithdrawal;
  busy: TWithdrawalAnswer | null;
  onAnswer: (w: TWithdrawal, answer: 'RECEIVED' | 'FULLY_PAID') => void;
  onNotReceived: (w: TWithdrawal) => void;
};

/**
 * What a withdrawal's state means for the member, and what they can do: after a payout, its
 * reference, when it counts as received, and received / not received; after a report, the remark,
 * the proof images and "fully paid"; after a refusal, the reason.
 */
const FollowUp = ({ w, busy, onAnswer, onNotReceived }: TFollowUpProps) => {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  return (
    <Stack gap={6} className="ol-withdrawal-follow">
      <Text size="xs" c="dimmed">
        {t(`wallet.withdraw.statusHint.${w.status}`)}
      </Text>
      {w.payoutReference && (w.status === 'PAID' || w.status === 'DISPUTED') && (
        <Text size="xs">
          {t('wallet.withdraw.payoutReferenceLabel')}: <span className="ol-mono">{w.payoutReference}</span>
        </Text>
      )}
      {w.status === 'PAID' && w.autoReceiveAt && (
        <Text size="xs" className="ol-withdrawal-deadline">
          <IconClock size={13} />
          {t('wallet.withdraw.autoReceiveAt', { time: dateTime(w.autoReceiveAt) })}
        </Text>
      )}
      {w.reason && (w.status === 'REJECTED' || w.status === 'REFUNDED') && (
        <Text size="xs">{t('wallet.withdraw.reason', { reason: w.reason })}</Text>
      )}
      {w.status === 'DISPUTED' && w.remark && (
        <Text size="xs" className="ol-withdrawal-remark">
          “{w.remark}”
        </Text>
      )}
      {w.status === 'DISPUTED' && <WithdrawalProofThumbs withdrawalId={w.id} proofIds={w.proofIds} />}
      {w.status === 'PAID' && (
        <Group gap={6} wrap="wrap">
          <Button
            size="xs"
            color="teal"
            leftSection={<IconCheck size={14} />}
            loading={busy === 'RECEIVED'}
            disabled={busy !== null}
            onClick={() => onAnswer(w, 'RECEIVED')}
            data-testid={`withdrawal-received-${w.id}`}
          >
            {t('wallet.withdraw.received')}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconClose size={14} />}
            disabled={busy !== null}
            onClick={() => onNotReceived(w)}
            data-testid={`withdrawal-not-received-${w.id}`}
          >
            {t('wallet.withdraw.notReceived')}
          </Button>
        </Group>
      )}
      {w.status === 'DISPUTED' && (
        <Group gap={6}>
          <Button
            size="xs"
            color="teal"
            variant="light"
            leftSection={<IconCheck size={14} />}
            loading={busy === 'FULLY_PAID'}
            disabled={busy !== null}
            onClick={() => onAnswer(w, 'FULLY_PAID')}
            data-testid={`withdrawal-fully-paid-${w.id}`}
          >
            {t('wallet.withdraw.fullyPaid')}
          </Button>
        </Group>
      )}
    </Stack>
  );
};

/**
 * "My withdrawals": the member's requests in a date window (the last 30 days at first), newest
 * first, each with its state in words and, once paid out, the member's confirmation.
 */
export const WithdrawalHistory = ({ format, currency }: TProps) => {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  const invalidateMoney = useInvalidateMoney();
  const [page, setPage] = useState(1);
  const [range, setRange] = useState<TDateRange>(() => lastDays(RECENT_DAYS, brandToday()));
  const [busy, setBusy] = useState<{ id: number; answer: TWithdrawalAnswer } | null>(null);
  const [disputing, setDisputing] = useState<TWithdrawal | null>(null);
  const withdrawals = useWithdrawals({ ...range, page });
  const data = withdrawals.data;
  const pages = data ? Math.ceil(data.total / Math.max(1, data.pageSize)) : 0;

  const answer = async (w: TWithdrawal, value: 'RECEIVED' | 'FULLY_PAID') => {
    if (busy) return;
    setBusy({ id: w.id, answer: value });
    try {
      await confirmWithdrawal(w.id, { answer: value });
      toast({ color: 'green', message: t(`wallet.withdraw.confirmed.${value}`) });
    } catch (e) {
      toast({
        color: 'red',
        message:
          errorCodeOf(e) === 'OPERATION_NOT_ALLOWED'
            ? t('wallet.withdraw.confirmClosed')
            : errorMessage(t, e),
      });
    } finally {
      setBusy(null);
      // Either way the list shows where the withdrawal stands now.
      void invalidateMoney();
    }
  };

  const columns: TColumn<TWithdrawal>[] = [
    {
      key: 'at',
      label: t('wallet.columns.time'),
      render: (w) => <span className="ol-nowrap">{dateTime(w.createdAt)}</span>,
    },
    {
      key: 'account',
      label: t('wallet.withdraw.columns.account'),
      render: (w) => (
        <span className="ol-withdrawal-account">
          <span>{w.account.bankName}</span>
          <span className="ol-mono ol-dim">{w.account.accountNumber}</span>
        </span>
      ),
    },
    {
      key: 'amount',
      label: t('wallet.columns.amount'),
      align: 'end',
      render: (w) => <span className="ol-amount">{format(w.amount)}</span>,
    },
    {
      key: 'status',
      label: t('wallet.columns.status'),
      render: (w) => <WithdrawalStatusBadge status={w.status} testId={`withdrawal-status-${w.id}`} />,
    },
    {
      key: 'reference',
      label: t('wallet.columns.reference'),
      render: (w) => <span className="ol-mono ol-nowrap">{w.reference}</span>,
    },
    {
      key: 'follow',
      label: t('wallet.withdraw.columns.details'),
      wide: true,
      render: (w) => (
        <FollowUp
          w={w}
          busy={busy?.id === w.id ? busy.answer : null}
          onAnswer={(x, a) => void answer(x, a)}
          onNotReceived={setDisputing}
        />
      ),
    },
  ];

  return (
    <section className="ol-wallet-section" data-testid="withdrawal-history">
      <Text fw={700} className="ol-section-title">
        {t('wallet.withdraw.history')}
      </Text>
      <HistoryToolbar
        range={range}
        onRange={(r) => {
          setRange(r);
          setPage(1);
        }}
      />
      {withdrawals.isError && (
        <LoadError error={withdrawals.error} onRetry={() => void withdrawals.refetch()} />
      )}
      <DataTable
        columns={columns}
        rows={data?.items ?? []}
        rowKey={(w) => w.id}
        rowTestId={(w) => `withdrawal-row-${w.id}`}
        loading={withdrawals.isPending}
        fetching={withdrawals.isPlaceholderData}
        empty={
          <EmptyState title={t('wallet.withdraw.noHistory')} description={t('wallet.history.emptyHint')} />
        }
        testId="withdrawals-table"
        caption={t('wallet.withdraw.history')}
      />
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
      <WithdrawalNotReceivedDialog
        withdrawal={disputing}
        onClose={() => setDisputing(null)}
        format={format}
        currency={currency}
      />
    </section>
  );
};
