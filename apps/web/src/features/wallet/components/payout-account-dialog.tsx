import { PAYOUT_ACCOUNT_KINDS, ZPayoutAccountRequest, type TPayoutAccount } from '@openlobby/contracts';
import { Button, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { toast } from '../../../lib/toast.ts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { IconBank, IconPhone } from '../../../components/ui/icons.tsx';
import { errorCodeOf, errorMessage } from '../../../lib/error-message.ts';
import { createPayoutAccount } from '../api/payout-accounts.ts';
import { fieldIssuesOf } from '../lib/field-errors.ts';
import { PaymentFailureAlert, type TPaymentFailure } from './payment-failure-alert.tsx';
import { PinField } from '../../../components/ui/pin-field.tsx';

type TKind = TPayoutAccount['kind'];
type TField = 'bankName' | 'accountName' | 'accountNumber' | 'paymentPassword';
type TErrors = Partial<Record<TField, string>>;

type TProps = {
  opened: boolean;
  onClose: () => void;
  /** The new account, as the server answered it (number masked). */
  onSaved: (account: TPayoutAccount) => void;
  /** Opens the place to set the payment password, when the server says none is set. */
  onSetPaymentPassword: () => void;
};

const FIELDS: readonly TField[] = ['bankName', 'accountName', 'accountNumber', 'paymentPassword'];
const isField = (v: unknown): v is TField => FIELDS.includes(v as TField);

const PayoutAccountForm = ({ onClose, onSaved, onSetPaymentPassword }: Omit<TProps, 'opened'>) => {
  const { t } = useTranslation();
  const [kind, setKind] = useState<TKind>('BANK');
  const [bankName, setBankName] = useState('');
  const [accountName, setAccountName] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [pin, setPin] = useState('');
  const [errors, setErrors] = useState<TErrors>({});
  const [failure, setFailure] = useState<TPaymentFailure | null>(null);
  const [pending, setPending] = useState(false);

  /** The message of a refused field, in the words of this form. */
  const fieldText = (field: TField, reason?: string): string => {
    if (field === 'paymentPassword') return t('wallet.paymentPassword.sixDigits');
    if (field === 'accountName' && reason === 'notPayee') return t('wallet.withdraw.account.errors.notPayee');
    if (field === 'accountNumber' && reason === 'bound') return t('wallet.withdraw.account.errors.bound');
    if (field === 'accountNumber') return t('wallet.withdraw.account.errors.number');
    return t('wallet.withdraw.account.errors.name');
  };

  const submit = async () => {
    const body = { kind, bankName, accountName, accountNumber, paymentPassword: pin };
    const parsed = ZPayoutAccountRequest.safeParse(body);
    if (!parsed.success) {
      const found: TErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (isField(field)) found[field] ??= fieldText(field);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    if (pending) return;
    setPending(true);
    setFailure(null);
    try {
      const account = await createPayoutAccount(parsed.data);
      toast({ color: 'green', message: t('wallet.withdraw.account.saved') });
      onSaved(account);
    } catch (e) {
      const code = errorCodeOf(e);
      const issues = fieldIssuesOf(e).filter((i) => isField(i.field));
      if (issues.length > 0) {
        setErrors(Object.fromEntries(issues.map((i) => [i.field, fieldText(i.field as TField, i.message)])));
        return;
      }
      if (code === 'WRONG_PAYMENT_PASSWORD' || code === 'PAYMENT_PASSWORD_REQUIRED') setPin('');
      setFailure({
        code,
        message:
          code === 'OPERATION_NOT_ALLOWED' ? t('wallet.withdraw.account.errors.tooMany') : errorMessage(t, e),
      });
    } finally {
      setPending(false);
    }
  };

  const clear = (field: TField) => {
    setErrors((e) => ({ ...e, [field]: undefined }));
    setFailure(null);
  };
  const isBank = kind === 'BANK';

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      data-testid="payout-form"
    >
      <Stack gap="md">
        <SegmentedControl
          fullWidth
          radius="md"
          value={kind}
          onChange={(v) => setKind(v as TKind)}
          data={PAYOUT_ACCOUNT_KINDS.map((k) => ({
            value: k,
            label: (
              <span className="ol-segment-label">
                {k === 'BANK' ? <IconBank size={16} /> : <IconPhone size={16} />}
                {t(`wallet.withdraw.account.kinds.${k}`)}
              </span>
            ),
          }))}
          data-testid="payout-kind"
        />
        <TextInput
          label={isBank ? t('wallet.withdraw.account.bankName') : t('wallet.withdraw.account.providerName')}
          placeholder={
            isBank
              ? t('wallet.withdraw.account.bankPlaceholder')
              : t('wallet.withdraw.account.providerPlaceholder')
          }
          value={bankName}
          onChange={(e) => {
            setBankName(e.currentTarget.value);
            clear('bankName');
          }}
          error={errors.bankName}
          maxLength={64}
          autoComplete="off"
          data-autofocus
          data-testid="payout-bank"
        />
        <TextInput
          label={t('wallet.withdraw.account.accountName')}
          description={t('wallet.withdraw.account.accountNameHint')}
          placeholder={t('wallet.withdraw.account.accountNamePlaceholder')}
          value={accountName}
          onChange={(e) => {
            setAccountName(e.currentTarget.value);
            clear('accountName');
          }}
          error={errors.accountName}
          maxLength={64}
          autoComplete="name"
          data-testid="payout-name"
        />
        <TextInput
          label={
            isBank ? t('wallet.withdraw.account.accountNumber') : t('wallet.withdraw.account.walletNumber')
          }
          value={accountNumber}
          onChange={(e) => {
            setAccountNumber(e.currentTarget.value);
            clear('accountNumber');
          }}
          error={errors.accountNumber}
          maxLength={40}
          autoComplete="off"
          inputMode={isBank ? 'numeric' : 'text'}
          classNames={{ input: 'ol-mono' }}
          data-testid="payout-number"
        />
        <PinField
          label={t('fields.paymentPassword')}
          value={pin}
          onChange={(v) => {
            setPin(v);
            clear('paymentPassword');
          }}
          error={errors.paymentPassword}
          testId="payout-password"
        />
        <PaymentFailureAlert
          failure={failure}
          testId="payout-error"
          onSetPaymentPassword={onSetPaymentPassword}
        />
        <Group grow>
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={pending} className="ol-btn-glow" data-testid="payout-save">
            {t('wallet.withdraw.account.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

/**
 * Adds a bank card or e-wallet to withdraw to: the kind, the bank or provider, the holder (the
 * member's own name; the server checks it against the registered payee name), the number, and the
 * payment password as proof. The modal drops its content when closed: a fresh form each time.
 */
export const PayoutAccountDialog = ({ opened, ...rest }: TProps) => {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={rest.onClose}
      title={t('wallet.withdraw.account.title')}
      centered
      radius="lg"
      size="md"
      classNames={{ title: 'ol-dialog-title' }}
    >
      <Text size="sm" c="dimmed" mb="md">
        {t('wallet.withdraw.account.intro')}
      </Text>
      <PayoutAccountForm {...rest} />
    </Modal>
  );
};
