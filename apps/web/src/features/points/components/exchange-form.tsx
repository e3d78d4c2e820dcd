import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import type { TPointConfig } from '@openlobby/contracts';
import { useState } from 'react';
import { PinField } from '../../../components/ui/pin-field.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { toast } from '../../../lib/toast.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useRequestId } from '../../../lib/use-request-id.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { convertPoints } from '../api/convert-points.ts';
import { cashFor, exchangeErrorOf } from '../lib/exchange.ts';

type TProps = {
  config: TPointConfig;
  balance: number;
  decimals: number;
  money: (amount: number) => string;
  onDone: () => void;
};

/**
 * Exchanges points for cash into the main wallet: the ratio and its rules shown, the cash the
 * amount pays worked out as the member types, checked here as the server will, sealed with the
 * payment password.
 */
export const ExchangeForm = ({ config, balance, decimals, money, onDone }: TProps) => {
  const { t } = useTranslation();
  const { number } = useFormat();
  const requestId = useRequestId();
  const [points, setPoints] = useState<number | ''>('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const amount = points === '' ? 0 : points;
  const problem = exchangeErrorOf(amount, config, balance);
  const shownProblem = touched || points !== '' ? problem : null;

  const submit = async () => {
    setTouched(true);
    if (problem || !/^\d{6}$/.test(password) || pending) return;
    setPending(true);
    setFailure(null);
    const payload = { points: amount, paymentPassword: password };
    try {
      const r = await convertPoints({ ...payload, requestId: requestId.idFor(payload) });
      requestId.settle();
      toast({ color: 'green', message: t('points.exchange.done', { cash: money(r.cash) }) });
      setPoints('');
      setPassword('');
      setTouched(false);
      onDone();
    } catch (e) {
      setFailure(errorMessage(t, e));
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      className="ol-exchange"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      data-testid="exchange-form"
    >
      <Stack gap="md" maw={420}>
        <div className="ol-exchange-ratio" data-testid="exchange-ratio">
          <Text fw={800} fz="lg">
            {t('points.exchange.ratio', {
              points: number(config.pointUnit),
              cash: money(config.cashPerUnit),
            })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('points.exchange.rules', {
              min: number(config.minConvertPoints),
              unit: number(config.pointUnit),
            })}
          </Text>
        </div>
        <TextInput
          label={t('points.exchange.amount')}
          value={points === '' ? '' : String(points)}
          // Whole points only: anything but digits is dropped as it is typed.
          onChange={(e) => {
            const digits = e.currentTarget.value.replace(/\D/g, '').slice(0, 15);
            setPoints(digits === '' ? '' : Number(digits));
          }}
          error={
            shownProblem
              ? t(`points.exchange.errors.${shownProblem}`, {
                  min: number(config.minConvertPoints),
                  unit: number(config.pointUnit),
                  balance: number(balance),
                })
              : undefined
          }
          description={t('points.exchange.get', { cash: money(cashFor(amount, config, decimals)) })}
          inputMode="numeric"
          autoComplete="off"
          data-testid="exchange-points"
        />
        <PinField
          label={t('points.password')}
          description={t('points.passwordHint')}
          value={password}
          onChange={setPassword}
          testId="exchange-password"
        />
        {failure && (
          <Alert color="red" variant="light" py={8} role="alert" data-testid="exchange-error">
            {failure}
          </Alert>
        )}
        <Button
          type="submit"
          className="ol-btn-glow"
          loading={pending}
          disabled={!/^\d{6}$/.test(password)}
          data-testid="exchange-submit"
        >
          {t('points.exchange.submit')}
        </Button>
      </Stack>
    </form>
  );
};
