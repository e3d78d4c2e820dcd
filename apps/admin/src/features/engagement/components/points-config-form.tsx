import { Card, NumberInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ZAdminPointsConfigSave } from '@openlobby/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../components/ui/notify.ts';
import { useSavePointsConfig, type TAdminPointsConfig } from '../api/points.ts';
import { ReasonSave, submitWith, useCheckedForm } from './form-dialog.tsx';

/** The bet categories that earn points (spec §9: live, lottery, card games, slots, sports), by the bets' codes. */
export const POINT_CATEGORIES = ['LIVE', 'LOTT', 'PVP', 'RNG', 'SPORTS'] as const;

/**
 * The brand's points rules: points per amount of valid bets in each category and of deposits, and
 * the exchange (cash for every so many points, the least converted). Read-only without
 * engagement.write; saved with a reason.
 */
export const PointsConfigForm = ({
  brand,
  config,
  canWrite,
}: {
  brand: string;
  config: TAdminPointsConfig & { currency: string };
  canWrite: boolean;
}) => {
  const { t } = useTranslation();
  const save = useSavePointsConfig(brand);
  const [draft, setDraft] = useState<TAdminPointsConfig>({
    betRates: config.betRates,
    depositRate: config.depositRate,
    perAmount: config.perAmount,
    pointUnit: config.pointUnit,
    cashPerUnit: config.cashPerUnit,
    minConvertPoints: config.minConvertPoints,
  });
  const [reason, setReason] = useState('');
  const form = useCheckedForm(ZAdminPointsConfigSave, { ...draft, reason: reason.trim() }, () =>
    t('engagement.points.config.invalid'),
  );
  const set = (patch: Partial<TAdminPointsConfig>) => setDraft({ ...draft, ...patch });
  const num = (v: number | string) => (typeof v === 'number' ? v : Number(v || 0));

  const submit = form.submit(async (valid) => {
    await save.mutateAsync(valid);
    notifySuccess(t('engagement.points.config.saved'));
    setReason('');
    form.settle();
  });

  return (
    <Card withBorder padding="md" data-testid="points-config">
      <form noValidate onSubmit={submitWith(submit)}>
        <Stack gap="sm">
          <Title order={3} size="h5">
            {t('engagement.points.config.earnTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('engagement.points.config.earnHint', { amount: draft.perAmount, currency: config.currency })}
          </Text>
          <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }}>
            {POINT_CATEGORIES.map((c) => (
              <NumberInput
                key={c}
                label={t(`engagement.pointCategories.${c}`)}
                min={0}
                allowDecimal={false}
                disabled={!canWrite}
                value={draft.betRates[c] ?? 0}
                onChange={(v) => set({ betRates: { ...draft.betRates, [c]: num(v) } })}
                data-testid={`points-rate-${c}`}
              />
            ))}
            <NumberInput
              label={t('engagement.points.config.depositRate')}
              min={0}
              allowDecimal={false}
              disabled={!canWrite}
              value={draft.depositRate}
              onChange={(v) => set({ depositRate: num(v) })}
              data-testid="points-deposit-rate"
            />
          </SimpleGrid>
          <NumberInput
            maw={260}
            label={t('engagement.points.config.perAmount', { currency: config.currency })}
            min={0}
            decimalScale={2}
            disabled={!canWrite}
            value={draft.perAmount}
            onChange={(v) => set({ perAmount: num(v) })}
            data-testid="points-per-amount"
          />
          <Title order={3} size="h5" mt="xs">
            {t('engagement.points.config.exchangeTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <NumberInput
              label={t('engagement.points.config.pointUnit')}
              min={1}
              allowDecimal={false}
              disabled={!canWrite}
              value={draft.pointUnit}
              onChange={(v) => set({ pointUnit: num(v) })}
              data-testid="points-unit"
            />
            <NumberInput
              label={t('engagement.points.config.cashPerUnit', { currency: config.currency })}
              min={0}
              decimalScale={2}
              disabled={!canWrite}
              value={draft.cashPerUnit}
              onChange={(v) => set({ cashPerUnit: num(v) })}
              data-testid="points-cash"
            />
            <NumberInput
              label={t('engagement.points.config.minConvert')}
              min={0}
              allowDecimal={false}
              disabled={!canWrite}
              value={draft.minConvertPoints}
              onChange={(v) => set({ minConvertPoints: num(v) })}
              data-testid="points-min"
            />
          </SimpleGrid>
          <Text size="sm" data-testid="points-ratio">
            {t('engagement.points.config.ratio', {
              points: draft.pointUnit,
              cash: draft.cashPerUnit,
              currency: config.currency,
            })}
          </Text>
          {canWrite && (
            <ReasonSave
              reason={reason}
              onReason={setReason}
              error={form.invalid ? t('engagement.points.config.invalid') : undefined}
              failure={form.failure}
              busy={save.isPending}
              testId="points"
            />
          )}
        </Stack>
      </form>
    </Card>
  );
};
