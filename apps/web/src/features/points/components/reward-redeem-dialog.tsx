import { Stack, Text } from '@mantine/core';
import type { TPointReward } from '@openlobby/contracts';
import { useState } from 'react';
import { DialogFormActions, ItemDialog } from '../../../components/ui/item-dialog.tsx';
import { PinField } from '../../../components/ui/pin-field.tsx';
import { toast } from '../../../lib/toast.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useRequestId } from '../../../lib/use-request-id.ts';
import { useSubmission } from '../../../lib/use-submission.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { redeemReward } from '../api/redeem-reward.ts';

type TProps = {
  reward: TPointReward | null;
  balance: number;
  onClose: () => void;
  onDone: () => void;
};

const RedeemForm = ({ reward, balance, onClose, onDone }: TProps & { reward: TPointReward }) => {
  const { t } = useTranslation();
  const { number } = useFormat();
  const requestId = useRequestId();
  const { pending, failure, run } = useSubmission();
  const [password, setPassword] = useState('');
  const complete = /^\d{6}$/.test(password);

  const submit = () =>
    run(async () => {
      const payload = { rewardId: reward.id, paymentPassword: password };
      await redeemReward({ ...payload, requestId: requestId.idFor(payload) });
      requestId.settle();
      toast({ color: 'green', message: t('points.redeem.done') });
      onDone();
      onClose();
    });

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (complete) void submit();
      }}
      data-testid="redeem-form"
    >
      <Stack gap="md">
        <Text size="sm">
          {t('points.redeem.cost', { points: number(reward.costPoints), balance: number(balance) })}
        </Text>
        <PinField
          label={t('points.password')}
          description={t('points.passwordHint')}
          value={password}
          onChange={setPassword}
          testId="redeem-password"
          autoFocus
        />
        <DialogFormActions
          failure={failure}
          pending={pending}
          disabled={!complete}
          cancelLabel={t('common.cancel')}
          submitLabel={t('points.redeem.submit')}
          onCancel={onClose}
          testIdPrefix="redeem"
        />
      </Stack>
    </form>
  );
};

/** Redeems a reward: its cost against the balance, confirmed with the 6-digit payment password. */
export const RewardRedeemDialog = ({ reward, ...rest }: TProps) => {
  const { t } = useTranslation();
  return (
    <ItemDialog
      item={reward}
      onClose={rest.onClose}
      title={(shown) => t('points.redeem.title', { name: shown?.name ?? '' })}
    >
      {(shown) => <RedeemForm reward={shown} {...rest} />}
    </ItemDialog>
  );
};
