import { Card, NumberInput, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { ZAdminReferralSettingsSave } from '@openlobby/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../components/ui/notify.ts';
import { useSaveReferralSettings, type TReferralSettings } from '../api/referral.ts';
import { bpsOfPercent, percentOfBps, typedNumber } from '../lib/engagement.ts';
import { ReasonSave, submitWith, useCheckedForm } from './form-dialog.tsx';

/**
 * The brand's referral rewards: whether the programme is on, the reward for a referred member's
 * first deposit, the share of their settled valid turnover (a percentage with two decimals, sent
 * in basis points) and the wagering multiple on both (0 = none). Read-only without
 * engagement.write; saved with a reason. The inputs have no min or max (Mantine would clamp a
 * wrong figure unseen); the contract's schema says what is wrong.
 */
export const ReferralSettingsForm = ({
  brand,
  settings,
  canWrite,
}: {
  brand: string;
  settings: TReferralSettings;
  canWrite: boolean;
}) => {
  const { t } = useTranslation();
  const save = useSaveReferralSettings(brand);
  const [enabled, setEnabled] = useState(settings.enabled);
  const [reward, setReward] = useState<number | string>(settings.firstDepositReward);
  const [share, setShare] = useState<number | string>(percentOfBps(settings.turnoverShareBps));
  const [multiplier, setMultiplier] = useState<number | string>(settings.turnoverMultiplier);
  const [reason, setReason] = useState('');
  const form = useCheckedForm(
    ZAdminReferralSettingsSave,
    {
      enabled,
      firstDepositReward: typedNumber(reward),
      turnoverShareBps: bpsOfPercent(share),
      turnoverMultiplier: typedNumber(multiplier),
      reason: reason.trim(),
    },
    (field) => t(field === 'reason' ? 'engagement.reason.invalid' : `engagement.referral.invalid.${field}`),
  );
  const { bad } = form;
  const submit = form.submit(async (valid) => {
    await save.mutateAsync(valid);
    notifySuccess(t('engagement.referral.saved'));
    setReason('');
    form.settle();
  });

  return (
    <Card withBorder padding="md" maw={760} data-testid="referral-settings">
      <form noValidate onSubmit={submitWith(submit)}>
        <Stack gap="sm">
          <Switch
            label={t('engagement.referral.enabled')}
            description={t('engagement.referral.enabledHint')}
            checked={enabled}
            disabled={!canWrite}
            onChange={(e) => setEnabled(e.currentTarget.checked)}
            data-testid="referral-enabled"
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <NumberInput
              label={t('engagement.referral.firstDepositReward')}
              description={t('engagement.referral.firstDepositHint')}
              required
              disabled={!canWrite}
              value={reward}
              onChange={setReward}
              error={bad('firstDepositReward')}
              data-testid="referral-reward"
            />
            <NumberInput
              label={t('engagement.referral.turnoverShare')}
              description={t('engagement.referral.turnoverShareHint')}
              required
              decimalScale={2}
              fixedDecimalScale
              suffix=" %"
              disabled={!canWrite}
              value={share}
              onChange={setShare}
              error={bad('turnoverShareBps')}
              data-testid="referral-share"
            />
            <NumberInput
              label={t('engagement.referral.multiplier')}
              description={t('engagement.referral.multiplierHint')}
              required
              allowDecimal={false}
              disabled={!canWrite}
              value={multiplier}
              onChange={setMultiplier}
              error={bad('turnoverMultiplier')}
              data-testid="referral-multiplier"
            />
          </SimpleGrid>
          {!canWrite && (
            <Text size="sm" c="dimmed">
              {t('engagement.referral.readOnly')}
            </Text>
          )}
          {canWrite && (
            <ReasonSave
              reason={reason}
              onReason={setReason}
              error={bad('reason')}
              failure={form.failure}
              busy={save.isPending}
              testId="referral"
            />
          )}
        </Stack>
      </form>
    </Card>
  );
};
