import { NumberInput, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { ZAdminRewardInput } from '@openlobby/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../components/ui/notify.ts';
import { useSaveReward, type TAdminReward } from '../api/points.ts';
import { filledTexts } from '../lib/engagement.ts';
import { FormDialog, LocalizedInputs, ReasonTextarea, useCheckedForm } from './form-dialog.tsx';

/** Creates a reward or edits one: names, an https picture (else the generated one), points price, stock, retired or not. */
export const RewardEditDialog = ({
  brand,
  reward,
  opened,
  onClose,
}: {
  brand: string;
  reward: TAdminReward | null;
  opened: boolean;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const save = useSaveReward(brand);
  const [name, setName] = useState<Record<string, string | undefined>>({ ...reward?.name });
  const [imageUrl, setImageUrl] = useState(reward?.imageUrl ?? '');
  const [costPoints, setCost] = useState<number | string>(reward?.costPoints ?? 100);
  const [stock, setStock] = useState<number | string>(reward?.stock ?? 10);
  const [active, setActive] = useState(reward?.active ?? true);
  const [reason, setReason] = useState('');
  const input = {
    name: filledTexts(name),
    imageUrl: imageUrl.trim() || null,
    costPoints: Number(costPoints),
    stock: Number(stock),
    active,
    reason: reason.trim(),
  };
  const form = useCheckedForm(ZAdminRewardInput, input, (field) => t(`engagement.rewards.invalid.${field}`));
  const { bad } = form;
  const submit = form.submit(async () => {
    await save.mutateAsync({ id: reward?.id ?? null, input });
    notifySuccess(t('engagement.rewards.saved'));
    onClose();
  });

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      size="lg"
      title={t(reward ? 'engagement.rewards.editTitle' : 'engagement.rewards.newTitle')}
      testId="reward-dialog"
      submit={submit}
      failure={form.failure}
      failureTestId="reward-error"
      busy={save.isPending}
      confirmLabel={t('common.save')}
      confirmTestId="reward-save"
    >
      <LocalizedInputs
        value={name}
        onChange={setName}
        label={(language) => t('engagement.rewards.nameIn', { language })}
        maxLength={80}
        error={bad('name')}
        testId="reward-name"
      />
      <TextInput
        label={t('engagement.rewards.columns.image')}
        description={t('engagement.rewards.imageHint')}
        placeholder="https://"
        value={imageUrl}
        onChange={(e) => setImageUrl(e.currentTarget.value)}
        error={bad('imageUrl')}
        data-testid="reward-image"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput
          label={t('engagement.rewards.columns.cost')}
          required
          min={1}
          allowDecimal={false}
          value={costPoints}
          onChange={setCost}
          error={bad('costPoints')}
          data-testid="reward-cost"
        />
        <NumberInput
          label={t('engagement.rewards.columns.stock')}
          required
          min={0}
          allowDecimal={false}
          value={stock}
          onChange={setStock}
          error={bad('stock')}
          data-testid="reward-stock"
        />
      </SimpleGrid>
      <Switch
        label={t('engagement.rewards.offered')}
        description={t('engagement.rewards.offeredHint')}
        checked={active}
        onChange={(e) => setActive(e.currentTarget.checked)}
        data-testid="reward-active"
      />
      <ReasonTextarea value={reason} onChange={setReason} error={bad('reason')} testId="reward-reason" />
    </FormDialog>
  );
};
