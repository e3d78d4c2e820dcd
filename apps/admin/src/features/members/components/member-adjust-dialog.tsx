import { Alert, Modal, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import type { TMember360 } from '@openlobby/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFooter } from '../../../components/ui/dialog-footer.tsx';
import { notifySuccess } from '../../../components/ui/notify.ts';
import { ReasonField } from '../../../components/ui/reason-field.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useLocale } from '../../../lib/i18n.ts';
import { useAdjustBalance } from '../api/members.ts';
import {
  buildAdjustRequest,
  formatMoney,
  mainBalance,
  newIdempotencyKey,
  previewAdjustment,
  type TAdjustDirection,
  type TAmountIssue,
} from '../lib/wallet.ts';

type TProps = {
  opened: boolean;
  member: Pick<TMember360, 'id' | 'account' | 'wallet'>;
  onClose: () => void;
};

/**
 * Credits or debits the member's main wallet with a reason (audited). One idempotency key per
 * opening: a double click, an automatic retry after a lost connection or a second confirm after
 * an error all send the same key, so the server applies the adjustment once.
 */
export const MemberAdjustDialog = ({ opened, member, onClose }: TProps) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const adjust = useAdjustBalance(member.id);
  const { wallet } = member;
  const balance = mainBalance(wallet);
  const money = (n: number) => formatMoney(n, wallet, locale);

  const [direction, setDirection] = useState<TAdjustDirection>('credit');
  const [amount, setAmount] = useState<number | string>('');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState({ amount: false, reason: false });
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const inFlight = useRef(false);
  useEffect(() => {
    if (!opened) return;
    setIdempotencyKey(newIdempotencyKey());
    setDirection('credit');
    setAmount('');
    setReason('');
    setTouched({ amount: false, reason: false });
    setFailure(null);
  }, [opened]);

  const preview = previewAdjustment(amount, direction, balance, wallet.decimals);
  const built = buildAdjustRequest(
    { direction, amount, reason, idempotencyKey },
    { balance, decimals: wallet.decimals },
  );
  const amountIssue: TAmountIssue | null = built.ok ? null : built.amountIssue;
  const reasonInvalid = !built.ok && built.reasonInvalid;
  // A debit above the balance is shown at once; the other amount issues once the field was left.
  const amountError =
    amountIssue && (touched.amount || amountIssue === 'insufficient')
      ? t(`memberWallet.adjust.errors.${amountIssue}`, {
          decimals: wallet.decimals,
          balance: money(balance),
        })
      : undefined;

  const submit = async () => {
    setTouched({ amount: true, reason: true });
    if (!built.ok || inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setFailure(null);
    try {
      const result = await adjust.mutateAsync(built.request);
      notifySuccess(
        t(
          result.status === 'PENDING'
            ? 'memberWallet.adjust.pending'
            : result.replayed
              ? 'memberWallet.adjust.replayed'
              : 'memberWallet.adjust.done',
          {
            account: member.account,
            balance: money(result.balance),
          },
        ),
      );
      onClose();
    } catch (e) {
      setFailure(e);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const close = () => {
    if (!busy) onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('memberWallet.adjust.title', { account: member.account })}
      centered
      size="md"
      data-testid="member-adjust-dialog"
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed" data-testid="member-adjust-current">
            {t('memberWallet.adjust.current', { balance: money(balance) })}
          </Text>
          <SegmentedControl
            fullWidth
            value={direction}
            onChange={(v) => setDirection(v === 'debit' ? 'debit' : 'credit')}
            color={direction === 'debit' ? 'red' : 'green'}
            disabled={busy}
            data={[
              { value: 'credit', label: t('memberWallet.adjust.credit') },
              { value: 'debit', label: t('memberWallet.adjust.debit') },
            ]}
            data-testid="member-adjust-direction"
          />
          <NumberInput
            label={t('memberWallet.adjust.amount')}
            description={t('memberWallet.adjust.amountHint', {
              currency: wallet.currency,
              decimals: wallet.decimals,
            })}
            required
            data-autofocus
            min={0}
            allowNegative={false}
            allowDecimal={wallet.decimals > 0}
            decimalScale={wallet.decimals}
            thousandSeparator=","
            hideControls
            rightSection={
              <Text size="xs" c="dimmed">
                {wallet.currency}
              </Text>
            }
            rightSectionWidth={52}
            value={amount}
            onChange={setAmount}
            onBlur={() => setTouched((s) => ({ ...s, amount: true }))}
            error={amountError}
            disabled={busy}
            data-testid="member-adjust-amount"
          />
          <Text
            size="sm"
            fw={500}
            c={preview.balanceAfter === null ? 'dimmed' : preview.ok ? undefined : 'red'}
            data-testid="member-adjust-preview"
          >
            {t('memberWallet.adjust.preview', {
              balance: preview.balanceAfter === null ? '—' : money(preview.balanceAfter),
            })}
          </Text>
          <ReasonField
            value={reason}
            onChange={setReason}
            onBlur={() => setTouched((s) => ({ ...s, reason: true }))}
            invalid={touched.reason && reasonInvalid}
            disabled={busy}
            testId="member-adjust-reason"
          />
          {failure !== null && (
            <Alert color="red" variant="light" data-testid="member-adjust-error">
              {errorMessage(t, failure)}
            </Alert>
          )}
          <DialogFooter
            busy={busy}
            onCancel={close}
            confirmLabel={t(
              direction === 'debit'
                ? 'memberWallet.adjust.confirmDebit'
                : 'memberWallet.adjust.confirmCredit',
            )}
            confirmTestId="member-adjust-confirm"
            confirmColor={direction === 'debit' ? 'red' : 'green'}
            confirmDisabled={amountIssue === 'insufficient'}
          />
        </Stack>
      </form>
    </Modal>
  );
};
