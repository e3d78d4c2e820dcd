import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { TPointReward } from '@openlobby/contracts';
import { useState } from 'react';
import { PinField } from '../../../components/ui/pin-field.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { toast } from '../../../lib/toast.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useRequestId } from '../../../lib/use-request-id.ts';
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
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const complete = /^\d{6}$/.test(password);

  const submit = async () => {
    if (!complete || pending) return;
    setPending(true);
    setFailure(null);
    const payload = { rewardId: reward.id, paymentPassword: password };
    try {
      await redeemReward({ ...payload, requestId: requestId.idFor(payload) });
      requestId.settle();
      toast({ color: 'green', message: t('points.redeem.done') });
      onDone();
      onClose();
    } catch (e) {
      setFailure(errorMessage(t, e));
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
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
        {failure && (
          <Alert color="red" variant="light" py={8} role="alert" data-testid="redeem-error">
            {failure}
          </Alert>
        )}
        <Group grow>
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            className="ol-btn-glow"
            loading={pending}
            disabled={!complete}
            data-testid="redeem-submit"
          >
            {t('points.redeem.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

/** Redeems a reward: its cost against the balance, confirmed with the 6-digit payment password. */
export const RewardRedeemDialog = ({ reward, ...rest }: TProps) => {
  const { t } = useTranslation();
  const [last, setLast] = useState(reward);
  if (reward !== null && reward !== last) setLast(reward);
  const shown = reward ?? last;
  return (
    <Modal
      opened={reward !== null}
      onClose={rest.onClose}
      title={t('points.redeem.title', { name: shown?.name ?? '' })}
      centered
      radius="lg"
      classNames={{ title: 'ol-dialog-title' }}
    >
      {shown && <RedeemForm key={shown.id} reward={shown} {...rest} />}
    </Modal>
  );
};
