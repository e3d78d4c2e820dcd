import { NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { ZAdminEnvelopeRainInput } from '@openlobby/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../components/ui/notify.ts';
import { fromLocalInput, toLocalInput } from '../../../lib/format.ts';
import { useScheduleRain } from '../api/feedback.ts';
import { newRequestId } from '../lib/engagement.ts';
import { FormDialog, useFailure } from './form-dialog.tsx';

/**
 * Schedules a red-envelope rain: its window, pool, count and the bounds of one envelope, in the
 * currency's major unit (sent in minor units). One request id per opening: a double click makes one.
 */
export const EnvelopeScheduleDialog = ({
  brand,
  decimals,
  opened,
  onClose,
}: {
  brand: string;
  decimals: number;
  opened: boolean;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const schedule = useScheduleRain(brand);
  const [requestId] = useState(newRequestId);
  const [startsAt, setStartsAt] = useState(toLocalInput(new Date().toISOString()));
  const [endsAt, setEndsAt] = useState(toLocalInput(new Date(Date.now() + 3_600_000).toISOString()));
  const [pool, setPool] = useState<number | string>(1000);
  const [count, setCount] = useState<number | string>(100);
  const [min, setMin] = useState<number | string>(1);
  const [max, setMax] = useState<number | string>(50);
  const [touched, setTouched] = useState(false);
  const { failure, attempt } = useFailure();
  const minor = (v: number | string) => Math.round(Number(v) * 10 ** decimals);
  const checked = ZAdminEnvelopeRainInput.safeParse({
    startsAt: fromLocalInput(startsAt),
    endsAt: fromLocalInput(endsAt),
    poolMinor: minor(pool),
    count: Number(count),
    minMinor: minor(min),
    maxMinor: minor(max),
    requestId,
  });
  const bad = (field: string) =>
    touched && !checked.success && checked.error.issues.some((i) => i.path[0] === field)
      ? t(`engagement.envelopes.invalid.${field}`)
      : undefined;

  const submit = async () => {
    setTouched(true);
    if (!checked.success) return;
    await attempt(async () => {
      await schedule.mutateAsync(checked.data);
      notifySuccess(t('engagement.envelopes.done'));
      onClose();
    });
  };

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      size="lg"
      title={t('engagement.envelopes.new')}
      testId="envelope-dialog"
      submit={submit}
      failure={failure}
      failureTestId="envelope-error"
      busy={schedule.isPending}
      confirmLabel={t('engagement.envelopes.schedule')}
      confirmTestId="envelope-schedule"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          type="datetime-local"
          label={t('engagement.envelopes.startsAt')}
          required
          value={startsAt}
          onChange={(e) => setStartsAt(e.currentTarget.value)}
          error={bad('startsAt')}
          data-testid="envelope-starts"
        />
        <TextInput
          type="datetime-local"
          label={t('engagement.envelopes.endsAt')}
          required
          value={endsAt}
          onChange={(e) => setEndsAt(e.currentTarget.value)}
          error={bad('endsAt')}
          data-testid="envelope-ends"
        />
        <NumberInput
          label={t('engagement.envelopes.pool')}
          required
          min={0}
          decimalScale={decimals}
          value={pool}
          onChange={setPool}
          error={bad('poolMinor')}
          data-testid="envelope-pool"
        />
        <NumberInput
          label={t('engagement.envelopes.count')}
          required
          min={1}
          allowDecimal={false}
          value={count}
          onChange={setCount}
          error={bad('count')}
          data-testid="envelope-count"
        />
        <NumberInput
          label={t('engagement.envelopes.min')}
          required
          min={0}
          decimalScale={decimals}
          value={min}
          onChange={setMin}
          error={bad('minMinor')}
          data-testid="envelope-min"
        />
        <NumberInput
          label={t('engagement.envelopes.max')}
          required
          min={0}
          decimalScale={decimals}
          value={max}
          onChange={setMax}
          error={bad('maxMinor')}
          data-testid="envelope-max"
        />
      </SimpleGrid>
    </FormDialog>
  );
};
