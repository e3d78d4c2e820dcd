import { NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { ZAdminEnvelopeRainInput } from '@openlobby/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../components/ui/notify.ts';
import { fromLocalInput, toLocalInput } from '../../../lib/format.ts';
import { useScheduleRain } from '../api/feedback.ts';
import { newRequestId } from '../lib/engagement.ts';
import { FormDialog, useCheckedForm } from './form-dialog.tsx';

/** The rain's figures as the operator types them, with the schema field each one is sent as. */
const AMOUNTS = [
  { name: 'pool', field: 'poolMinor' },
  { name: 'count', field: 'count' },
  { name: 'min', field: 'minMinor' },
  { name: 'max', field: 'maxMinor' },
] as const;
type TAmount = (typeof AMOUNTS)[number]['name'];

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
  const [amounts, setAmounts] = useState<Record<TAmount, number | string>>({
    pool: 1000,
    count: 100,
    min: 1,
    max: 50,
  });
  const minor = (v: number | string) => Math.round(Number(v) * 10 ** decimals);
  const form = useCheckedForm(
    ZAdminEnvelopeRainInput,
    {
      startsAt: fromLocalInput(startsAt),
      endsAt: fromLocalInput(endsAt),
      poolMinor: minor(amounts.pool),
      count: Number(amounts.count),
      minMinor: minor(amounts.min),
      maxMinor: minor(amounts.max),
      requestId,
    },
    (field) => t(`engagement.envelopes.invalid.${field}`),
  );
  const { bad } = form;
  const submit = form.submit(async (rain) => {
    await schedule.mutateAsync(rain);
    notifySuccess(t('engagement.envelopes.done'));
    onClose();
  });

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      size="lg"
      title={t('engagement.envelopes.new')}
      testId="envelope-dialog"
      submit={submit}
      failure={form.failure}
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
        {AMOUNTS.map(({ name, field }) => (
          <NumberInput
            key={name}
            label={t(`engagement.envelopes.${name}`)}
            required
            min={name === 'count' ? 1 : 0}
            allowDecimal={name !== 'count'}
            decimalScale={name === 'count' ? 0 : decimals}
            value={amounts[name]}
            onChange={(v) => setAmounts({ ...amounts, [name]: v })}
            error={bad(field)}
            data-testid={`envelope-${name}`}
          />
        ))}
      </SimpleGrid>
    </FormDialog>
  );
};
