import type { TDeposit, TDepositChannel } from '@openlobby/contracts';
import { Alert, Button, Chip, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { errorCodeOf, errorMessage } from '../../../lib/error-message.ts';
import { createDeposit, useDepositChannels } from '../api/deposits.ts';
import { useCurrency } from '../hooks/use-currency.ts';
import { useInvalidateMoney } from '../hooks/use-invalidate-money.ts';
import { useRequestId } from '../../../lib/use-request-id.ts';
import { checkAmount } from '../lib/amount.ts';
import { amountErrorText } from '../lib/amount-message.ts';
import { isManualChannel, quickAmounts } from '../lib/deposit.ts';
import { AmountInput } from './amount-input.tsx';
import { DepositChannelPicker } from './deposit-channel-picker.tsx';
import { DepositHistory } from './deposit-history.tsx';
import { DepositResult } from './deposit-result.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';

type TResult = { deposit: TDeposit; channel: TDepositChannel };

/**
 * Deposit (member centre `depositv2`): pick a channel (bank, e-wallet, crypto), an amount within
 * its limits (quick chips), the payer's name for manual channels, then pay online or to the
 * receiving account. The member's recent requests follow below.
 */
export const DepositPage = () => {
  const { t } = useTranslation();
  const channels = useDepositChannels();
  const { ready, currency, decimals, format } = useCurrency();
  const invalidateMoney = useInvalidateMoney();
  const requestIds = useRequestId();
  const [kind, setKind] = useState<TDepositChannel['kind'] | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [payerName, setPayerName] = useState('');
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<TResult | null>(null);

  const list = channels.data ?? [];
  const shownKind = kind ?? list[0]?.kind ?? 'BANK';
  const channel =
    list.find((c) => c.id === selectedId && c.kind === shownKind) ?? list.find((c) => c.kind === shownKind);
  const manual = channel ? isManualChannel(channel) : false;
  const check = checkAmount(text, { decimals, min: channel?.min, max: channel?.max });
  const fieldError =
    touched && !check.ok && channel
      ? amountErrorText(t, check.error, { decimals, min: format(channel.min), max: format(channel.max) })
      : undefined;

  const submit = async () => {
    setTouched(true);
    if (!channel || !check.ok || pending || !ready) return;
    const payload = {
      channelId: channel.id,
      amount: check.amount,
      ...(manual && payerName.trim() ? { payerName: payerName.trim() } : {}),
    };
    setPending(true);
    setFailure(null);
    try {
      const deposit = await createDeposit({ ...payload, requestId: requestIds.idFor(payload) });
      requestIds.settle();
      setResult({ deposit, channel });
      void invalidateMoney();
    } catch (e) {
      if (errorCodeOf(e) === 'DUPLICATE_TRANSACTION') requestIds.settle();
      setFailure(errorMessage(t, e));
      // The answer may have been lost after the request was made: the list shows what exists.
      void invalidateMoney();
    } finally {
      setPending(false);
    }
  };

  const again = () => {
    setResult(null);
    setText('');
    setTouched(false);
    setFailure(null);
  };

  let body;
  if (result) {
    body = (
      <DepositResult
        deposit={result.deposit}
        channel={result.channel}
        currency={currency}
        format={format}
        onAgain={again}
      />
    );
  } else if (channels.isPending) {
    body = (
      <div className="ol-channel-grid">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={76} radius="lg" />
        ))}
      </div>
    );
  } else if (channels.isError) {
    body = <LoadError error={channels.error} onRetry={() => void channels.refetch()} />;
  } else if (!channel) {
    body = (
      <EmptyState title={t('wallet.deposit.noChannels')} description={t('wallet.deposit.noChannelsHint')} />
    );
  } else {
    body = (
      <form
        className="ol-card ol-deposit-form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="lg">
          <div>
            <Text fw={700} className="ol-section-title">
              {t('wallet.deposit.channel')}
            </Text>
            <DepositChannelPicker
              channels={list}
              kind={shownKind}
              onKind={(k) => {
                setKind(k);
                setSelectedId(null);
              }}
              selectedId={channel.id}
              onSelect={(c) => setSelectedId(c.id)}
              format={format}
            />
          </div>
          <Stack gap="xs">
            <AmountInput
              label={t('wallet.amount.label')}
              description={t('wallet.deposit.limits', {
                min: format(channel.min),
                max: format(channel.max),
                currency,
              })}
              currency={currency}
              value={text}
              onChange={(v) => {
                setText(v);
                setFailure(null);
              }}
              error={fieldError}
              testId="deposit-amount"
            />
            <Chip.Group
              value={check.ok ? String(check.amount) : ''}
              onChange={(v) => {
                setText(String(v));
                setTouched(true);
              }}
            >
              <Group gap={8} className="ol-quick-amounts">
                {quickAmounts(channel.min, channel.max).map((a) => (
                  <Chip
                    key={a}
                    value={String(a)}
                    size="sm"
                    radius="md"
                    variant="outline"
                    data-testid={`deposit-quick-${a}`}
                  >
                    {format(a)}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </Stack>
          {manual && (
            <TextInput
              label={t('wallet.deposit.payerName')}
              description={t('wallet.deposit.payerNameHint')}
              value={payerName}
              onChange={(e) => setPayerName(e.currentTarget.value)}
              maxLength={64}
              autoComplete="name"
              data-testid="deposit-payer-name"
            />
          )}
          {failure && (
            <Alert color="red" variant="light" py={8} data-testid="deposit-error">
              {failure}
            </Alert>
          )}
          <Button
            type="submit"
            size="md"
            loading={pending}
            disabled={!ready}
            className="ol-btn-glow"
            data-testid="deposit-submit"
          >
            {t('wallet.deposit.submit')}
          </Button>
        </Stack>
      </form>
    );
  }

  return (
    <div className="ol-wallet-page" data-testid="deposit-page">
      {body}
      <DepositHistory format={format} />
    </div>
  );
};
