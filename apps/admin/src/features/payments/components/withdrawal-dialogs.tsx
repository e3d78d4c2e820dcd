import { TextInput } from '@mantine/core';
import type { TAdminWithdrawal } from '@openlobby/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n.ts';
import { formatAmount } from '../lib/queue.ts';
import { PAYOUT_REFERENCE_MAX, payoutReferenceIssue } from '../lib/withdrawals.ts';
import { DecisionDialog } from '../../../components/ui/decision-dialog.tsx';
import { WithdrawalSummary } from './withdrawal-summary.tsx';

type TProps = {
  opened: boolean;
  withdrawal: TAdminWithdrawal | null;
  onClose: () => void;
};

/** "Approve this withdrawal?": the amount stays held until it is paid out. */
export const ApproveWithdrawalDialog = ({
  opened,
  withdrawal,
  onClose,
  onConfirm,
}: TProps & { onConfirm: () => Promise<unknown> }) => {
  const { t } = useTranslation();
  return (
    <DecisionDialog
      opened={opened}
      onClose={onClose}
      title={t('payments.withdrawals.approve.title')}
      description={t('payments.withdrawals.approve.description')}
      summary={withdrawal && <WithdrawalSummary withdrawal={withdrawal} />}
      confirmLabel={t('payments.withdrawals.approve.confirm')}
      confirmColor="green"
      testId="withdrawal-approve"
      onConfirm={onConfirm}
    />
  );
};

/**
 * Records a payout: the operator pays the amount to the member's account, then enters the bank's or
 * provider's reference. For a disputed withdrawal (`again`) it is the reference of the new payment.
 */
export const PayoutDialog = ({
  opened,
  withdrawal,
  onClose,
  onConfirm,
}: TProps & { onConfirm: (reference: string) => Promise<unknown> }) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const [reference, setReference] = useState('');
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (opened) {
      setReference('');
      setTouched(false);
    }
  }, [opened]);
  const again = withdrawal?.status === 'DISPUTED';
  const previous = again ? (withdrawal?.payoutReference ?? null) : null;
  const issue = payoutReferenceIssue(reference, previous);
  const values = withdrawal && {
    amount: formatAmount(withdrawal.amount, withdrawal.currency, locale),
    previous: previous ?? '—',
  };
  const prefix = again ? 'payments.withdrawals.payAgain' : 'payments.withdrawals.payout';
  return (
    <DecisionDialog
      opened={opened}
      onClose={onClose}
      title={t(`${prefix}.title`)}
      description={values && t(`${prefix}.description`, values)}
      summary={withdrawal && <WithdrawalSummary withdrawal={withdrawal} />}
      confirmLabel={t(`${prefix}.confirm`)}
      confirmColor="blue"
      testId="withdrawal-payout"
      valid={issue === null}
      onInvalid={() => setTouched(true)}
      onConfirm={() => onConfirm(reference.trim())}
    >
      <TextInput
        label={t('payments.withdrawals.payout.reference')}
        description={t('payments.withdrawals.payout.referenceHint')}
        placeholder={t('payments.withdrawals.payout.referencePlaceholder')}
        required
        maxLength={PAYOUT_REFERENCE_MAX}
        data-autofocus
        value={reference}
        onChange={(e) => setReference(e.currentTarget.value)}
        onBlur={() => setTouched(true)}
        error={
          touched && issue
            ? t(`payments.withdrawals.payout.errors.${issue}`, { previous: previous ?? '' })
            : undefined
        }
        data-testid="withdrawal-payout-reference"
      />
    </DecisionDialog>
  );
};
