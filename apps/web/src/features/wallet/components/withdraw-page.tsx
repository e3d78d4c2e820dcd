import type { TPayoutAccount, TWithdrawal, TWithdrawInfo } from '@openlobby/contracts';
import { Alert, Button, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { StatusIcon } from '../../../components/ui/status-icon.tsx';
import { IconAlert, IconCalendar, IconClock, IconLock, IconWithdraw } from '../../../components/ui/icons.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { errorCodeOf, errorMessage } from '../../../lib/error-message.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useRequestToken } from '../../../lib/use-request-token.ts';
import { walletKeys } from '../api/query-keys.ts';
import { useWithdrawInfo } from '../api/withdraw-info.ts';
import { createWithdrawal } from '../api/withdrawals.ts';
import { useInvalidateMoney } from '../hooks/use-invalidate-money.ts';
import { useRequestId } from '../../../lib/use-request-id.ts';
import { checkAmount } from '../lib/amount.ts';
import { amountErrorText } from '../lib/amount-message.ts';
import { AmountInput } from './amount-input.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { PayoutAccountDialog } from './payout-account-dialog.tsx';
import { PayoutAccountPicker } from './payout-account-picker.tsx';
import { PaymentFailureAlert, type TPaymentFailure } from './payment-failure-alert.tsx';
import { PinField } from '../../../components/ui/pin-field.tsx';
import { RefreshBalanceButton } from './refresh-balance-button.tsx';
import { WithdrawalHistory } from './withdrawal-history.tsx';

const SIX_DIGITS = /^\d{6}$/;
/** After these the PIN field is cleared: the PIN itself was the problem. */
const PIN_CODES = new Set(['WRONG_PAYMENT_PASSWORD', 'PAYMENT_PASSWORD_REQUIRED']);

type TProps = {
  /** Takes the member to where the payment password is set (account security). */
  onSetPaymentPassword: () => void;
};

/** The turnover a TURNOVER_NOT_MET answer says is still to bet, if it says. */
const remainingOf = (e: unknown): number | null => {
  const value = isApiError(e) ? e.value : null;
  const remaining = value && typeof value === 'object' ? (value as { remaining?: unknown }).remaining : null;
  return typeof remaining === 'number' ? remaining : null;
};

/** One of the withdrawal rules as a small tile: an icon, what it is and its value. */
const RuleTile = ({
  icon,
  label,
  value,
  testId,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  testId: string;
}) => (
  <div className="ol-withdraw-rule" data-testid={testId}>
    <span className="ol-withdraw-rule-icon" aria-hidden="true">
      {icon}
    </span>
    <div className="ol-withdraw-rule-text">
      <span className="ol-withdraw-rule-label">{label}</span>
      <span className="ol-withdraw-rule-value">{value}</span>
    </div>
  </div>
);

const PageSkeleton = () => (
  <div className="ol-wallet-page" data-testid="withdraw-page">
    <Skeleton h={112} radius="lg" />
    <div className="ol-withdraw-rules">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} h={64} radius="lg" />
      ))}
    </div>
    <Skeleton h={360} radius="lg" />
  </div>
);

type TFormProps = TProps & { info: TWithdrawInfo; format: (amount: number) => string };

const WithdrawForm = ({ info, format, onSetPaymentPassword }: TFormProps) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const token = useRequestToken();
  const invalidateMoney = useInvalidateMoney();
  const requestIds = useRequestId();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const [text, setText] = useState('');
  const [pin, setPin] = useState('');
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<TPaymentFailure | null>(null);
  const [done, setDone] = useState<TWithdrawal | null>(null);

  const { balance, min, max, accounts } = info;
  const { currency, decimals, mainBalance: available } = balance;
  const account = accounts.find((a) => a.id === selectedId) ?? accounts[0] ?? null;
  const blockedByTurnover = info.turnoverRequired > 0;
  const blockedByCount = info.usedToday >= info.dailyCount;
  const blocked = blockedByTurnover || blockedByCount || !info.hasPaymentPassword || account === null;

  const check = checkAmount(text, { decimals, min, max, available });
  const amountError =
    touched && !check.ok
      ? amountErrorText(t, check.error, {
          decimals,
          min: format(min),
          max: format(max),
          available: format(available),
        })
      : undefined;
  const pinError = touched && !SIX_DIGITS.test(pin) ? t('wallet.paymentPassword.sixDigits') : undefined;

  const submit = async () => {
    setTouched(true);
    if (!check.ok || !SIX_DIGITS.test(pin) || pending || blocked || !account) return;
    // The PIN is proof, not part of the request: a retry with a corrected PIN is the same withdrawal.
    const payload = { payoutAccountId: account.id, amount: check.amount };
    setPending(true);
    setFailure(null);
    try {
      const withdrawal = await createWithdrawal({
        ...payload,
        paymentPassword: pin,
        requestId: requestIds.idFor(payload),
      });
      requestIds.settle();
      setDone(withdrawal);
      setText('');
      setPin('');
      setTouched(false);
      void invalidateMoney();
    } catch (e) {
      const code = errorCodeOf(e);
      if (code === 'DUPLICATE_TRANSACTION') requestIds.settle();
      if (PIN_CODES.has(code)) {
        // The alert says what was wrong; the emptied PIN boxes need no second message.
        setPin('');
        setTouched(false);
      }
      const remaining = code === 'TURNOVER_NOT_MET' ? remainingOf(e) : null;
      setFailure({
        code,
        message:
          remaining === null
            ? errorMessage(t, e)
            : t('wallet.withdraw.turnoverError', { amount: format(remaining), currency }),
      });
      // The answer may have been lost after the hold, or the rules changed: show what holds now.
      void invalidateMoney();
    } finally {
      setPending(false);
    }
  };

  const onAccountSaved = (saved: TPayoutAccount) => {
    client.setQueryData<TWithdrawInfo>(walletKeys.withdrawInfo(token), (old) =>
      old ? { ...old, accounts: [...old.accounts.filter((a) => a.id !== saved.id), saved] } : old,
    );
    void client.invalidateQueries({ queryKey: walletKeys.withdrawInfo(token) });
    setSelectedId(saved.id);
    setAdding(false);
    setFailure(null);
  };

  if (done) {
    return (
      <section className="ol-card ol-wallet-done ol-withdraw-done" data-testid="withdraw-done">
        <Stack align="center" gap="sm">
          <StatusIcon icon="success" />
          <Text fw={800} size="lg" ta="center">
            {t('wallet.withdraw.done')}
          </Text>
          <Text size="sm" c="dimmed" ta="center" maw={420}>
            {t('wallet.withdraw.doneHint', {
              amount: format(done.amount),
              currency,
              account: `${done.account.bankName} ${done.account.accountNumber}`,
            })}
          </Text>
          <Text size="sm">
            {t('wallet.columns.reference')}:{' '}
            <span className="ol-mono" data-testid="withdraw-done-reference">
              {done.reference}
            </span>
          </Text>
          <Button variant="light" onClick={() => setDone(null)} data-testid="withdraw-again">
            {t('wallet.withdraw.again')}
          </Button>
        </Stack>
      </section>
    );
  }

  const allAmount = Math.min(available, max);
  return (
    <>
      <form
        className="ol-card ol-withdraw-form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        data-testid="withdraw-form"
      >
        <Stack gap="lg">
          <div>
            <Text fw={700} className="ol-section-title">
              {t('wallet.withdraw.to')}
            </Text>
            <PayoutAccountPicker
              accounts={accounts}
              selectedId={account?.id ?? null}
              onSelect={(a) => {
                setSelectedId(a.id);
                setFailure(null);
              }}
              onAdd={() => setAdding(true)}
            />
            {accounts.length === 0 && (
              <Text size="sm" c="dimmed" mt={8} data-testid="withdraw-no-accounts">
                {t('wallet.withdraw.noAccounts')}
              </Text>
            )}
          </div>
          <div className="ol-withdraw-fields">
            <AmountInput
              label={t('wallet.amount.label')}
              description={t('wallet.withdraw.range', { min: format(min), max: format(max), currency })}
              currency={currency}
              value={text}
              onChange={(v) => {
                setText(v);
                setFailure(null);
              }}
              error={amountError}
              testId="withdraw-amount"
              rightAction={
                allAmount > 0 ? (
                  <UnstyledButton
                    className="ol-amount-max"
                    onClick={() => {
                      setText(String(allAmount));
                      setFailure(null);
                    }}
                    data-testid="withdraw-all"
                  >
                    {t('wallet.amount.all')}
                  </UnstyledButton>
                ) : undefined
              }
            />
            <PinField
              label={t('fields.paymentPassword')}
              value={pin}
              onChange={(v) => {
                setPin(v);
                setFailure(null);
              }}
              error={pinError}
              testId="withdraw-password"
            />
          </div>
          <PaymentFailureAlert
            failure={failure}
            testId="withdraw-error"
            onSetPaymentPassword={onSetPaymentPassword}
          />
          <div className="ol-withdraw-submit">
            <Button
              type="submit"
              size="md"
              loading={pending}
              disabled={blocked}
              className="ol-btn-glow"
              leftSection={<IconWithdraw size={18} />}
              data-testid="withdraw-submit"
            >
              {t('wallet.withdraw.submit')}
            </Button>
            <Text size="xs" c="dimmed">
              {t('wallet.withdraw.holdNote')}
            </Text>
          </div>
        </Stack>
      </form>
      <PayoutAccountDialog
        opened={adding}
        onClose={() => setAdding(false)}
        onSaved={onAccountSaved}
        onSetPaymentPassword={() => {
          setAdding(false);
          onSetPaymentPassword();
        }}
      />
    </>
  );
};

/**
 * Withdraw (member centre `withdraw`): what can be withdrawn and what is on hold, the brand's rules
 * (limits, today's count, auto-receive), what still blocks a withdrawal (turnover, the daily count,
 * a missing payment password), the payout accounts, amount and PIN; then "My withdrawals", where a
 * paid-out withdrawal is confirmed received or reported not received.
 */
export const WithdrawPage = ({ onSetPaymentPassword }: TProps) => {
  const { t } = useTranslation();
  const { money } = useFormat();
  const info = useWithdrawInfo();

  if (info.isPending) return <PageSkeleton />;
  if (info.isError) {
    return (
      <div className="ol-wallet-page" data-testid="withdraw-page">
        <LoadError error={info.error} onRetry={() => void info.refetch()} />
      </div>
    );
  }
  const data = info.data;
  const { currency, decimals, mainBalance, heldBalance } = data.balance;
  const format = (amount: number) => money(amount, decimals);

  return (
    <div className="ol-wallet-page" data-testid="withdraw-page">
      <section className="ol-wallet-hero ol-withdraw-hero">
        <div className="ol-wallet-hero-main">
          <span className="ol-wallet-hero-icon" aria-hidden="true">
            <IconWithdraw size={26} />
          </span>
          <div>
            <Text size="sm" c="dimmed">
              {t('wallet.withdraw.available')}
            </Text>
            <div className="ol-wallet-hero-amount">
              <span className="ol-currency">{currency}</span>
              <span data-testid="withdraw-available">{format(mainBalance)}</span>
            </div>
          </div>
        </div>
        <div className="ol-withdraw-held" data-empty={heldBalance <= 0 || undefined}>
          <div>
            <Text size="xs" c="dimmed" fw={700} tt="uppercase" className="ol-withdraw-held-label">
              {t('wallet.withdraw.held')}
            </Text>
            <div className="ol-withdraw-held-amount" data-testid="withdraw-held">
              <span className="ol-currency">{currency}</span> {format(heldBalance)}
            </div>
            <Text size="xs" c="dimmed">
              {t('wallet.withdraw.heldHint')}
            </Text>
          </div>
          <RefreshBalanceButton spinning={info.isFetching} />
        </div>
      </section>

      <div className="ol-withdraw-rules">
        <RuleTile
          icon={<IconWithdraw size={18} />}
          label={t('wallet.withdraw.rules.perWithdrawal')}
          value={t('wallet.withdraw.range', { min: format(data.min), max: format(data.max), currency })}
          testId="withdraw-rule-limits"
        />
        <RuleTile
          icon={<IconCalendar size={18} />}
          label={t('wallet.withdraw.rules.today')}
          value={t('wallet.withdraw.rules.todayValue', { used: data.usedToday, limit: data.dailyCount })}
          testId="withdraw-rule-count"
        />
        <RuleTile
          icon={<IconClock size={18} />}
          label={t('wallet.withdraw.rules.autoReceive')}
          value={t('wallet.withdraw.rules.autoReceiveValue', { minutes: data.autoReceiveMinutes })}
          testId="withdraw-rule-auto"
        />
      </div>

      {data.turnoverRequired > 0 && (
        <Alert
          color="yellow"
          variant="light"
          radius="lg"
          icon={<IconAlert size={20} />}
          title={t('wallet.withdraw.turnoverTitle')}
          data-testid="withdraw-turnover"
          className="ol-withdraw-notice"
        >
          <Text size="sm">
            {t('wallet.withdraw.turnoverBody', { amount: format(data.turnoverRequired), currency })}
          </Text>
        </Alert>
      )}
      {data.turnoverRequired <= 0 && data.usedToday >= data.dailyCount && (
        <Alert
          color="yellow"
          variant="light"
          radius="lg"
          icon={<IconCalendar size={20} />}
          title={t('wallet.withdraw.limitTitle')}
          data-testid="withdraw-limit"
          className="ol-withdraw-notice"
        >
          <Text size="sm">{t('wallet.withdraw.limitBody', { count: data.dailyCount })}</Text>
        </Alert>
      )}
      {!data.hasPaymentPassword && (
        <Alert
          color="blue"
          variant="light"
          radius="lg"
          icon={<IconLock size={20} />}
          title={t('wallet.withdraw.noPasswordTitle')}
          data-testid="withdraw-no-password"
          className="ol-withdraw-notice"
        >
          <Stack gap={10} align="flex-start">
            <Text size="sm">{t('wallet.withdraw.noPasswordBody')}</Text>
            <Button
              size="xs"
              leftSection={<IconLock size={14} />}
              onClick={onSetPaymentPassword}
              data-testid="withdraw-set-password"
            >
              {t('wallet.paymentPassword.setNow')}
            </Button>
          </Stack>
        </Alert>
      )}

      <WithdrawForm info={data} format={format} onSetPaymentPassword={onSetPaymentPassword} />
      <WithdrawalHistory format={format} currency={currency} />
    </div>
  );
};
