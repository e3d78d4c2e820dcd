import { NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { ZAdminVipLevelSave } from '@openlobby/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../components/ui/notify.ts';
import { useSaveVipLevel, type TVipLevel } from '../api/vip.ts';
import { bpsOfPercent, percentOfBps, typedNumber } from '../lib/engagement.ts';
import { FormDialog, ReasonTextarea, refusedField, useCheckedForm } from './form-dialog.tsx';

/**
 * A new VIP level or one's edit: its number and name, the deposits and turnover that reach it (in
 * the brand's currency; both are needed), the daily rebate (a percentage, sent in basis points) and
 * the daily withdrawals (a count, and an amount or, left empty, the brand's limit), and the reason.
 * Checked with the contract's schema first (the inputs have no min or max, which would turn a typed
 * -5 into 0 unseen: the schema says what is wrong); a number the brand has already is said at its
 * field.
 */
export const VipLevelDialog = ({
  brand,
  level,
  nextLevel,
  opened,
  onClose,
}: {
  brand: string;
  level: TVipLevel | null;
  /** A new level's suggested number: one above the highest. */
  nextLevel: number;
  opened: boolean;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const save = useSaveVipLevel(brand);
  const [number, setNumber] = useState<number | string>(level?.level ?? nextLevel);
  const [name, setName] = useState(level?.name ?? '');
  const [deposit, setDeposit] = useState<number | string>(level?.depositThreshold ?? '');
  const [turnover, setTurnover] = useState<number | string>(level?.turnoverThreshold ?? '');
  const [rebate, setRebate] = useState<number | string>(level ? percentOfBps(level.rebateBps) : 0);
  const [count, setCount] = useState<number | string>(level?.withdrawalDailyCount ?? 3);
  const [amount, setAmount] = useState<number | string>(level?.withdrawalDailyAmount ?? '');
  const [reason, setReason] = useState('');
  const form = useCheckedForm(
    ZAdminVipLevelSave,
    {
      level: typedNumber(number),
      name,
      depositThreshold: typedNumber(deposit),
      turnoverThreshold: typedNumber(turnover),
      rebateBps: bpsOfPercent(rebate),
      withdrawalDailyCount: typedNumber(count),
      withdrawalDailyAmount: amount === '' ? null : Number(amount),
      reason: reason.trim(),
    },
    (field) => t(field === 'reason' ? 'engagement.reason.invalid' : `engagement.vip.invalid.${field}`),
  );
  const { bad } = form;
  const submit = form.submit(async (input) => {
    await save.mutateAsync({ id: level?.id ?? null, input });
    notifySuccess(t(level ? 'engagement.vip.saved' : 'engagement.vip.created'));
    onClose();
  });
  const taken = refusedField(form.failure, 'level') ? t('engagement.vip.taken') : undefined;

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      size="lg"
      title={t(level ? 'engagement.vip.editTitle' : 'engagement.vip.newTitle')}
      testId="vip-level-dialog"
      submit={submit}
      failure={form.failure}
      failureTestId="vip-level-error"
      busy={save.isPending}
      confirmLabel={t('common.save')}
      confirmTestId="vip-level-save"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput
          label={t('engagement.vip.columns.level')}
          description={t('engagement.vip.levelHint')}
          required
          allowDecimal={false}
          value={number}
          onChange={setNumber}
          error={bad('level') ?? taken}
          data-testid="vip-level-number"
        />
        <TextInput
          label={t('engagement.vip.columns.name')}
          required
          maxLength={40}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={bad('name')}
          data-testid="vip-level-name"
        />
        <NumberInput
          label={t('engagement.vip.columns.depositThreshold')}
          required
          value={deposit}
          onChange={setDeposit}
          error={bad('depositThreshold')}
          data-testid="vip-level-deposit"
        />
        <NumberInput
          label={t('engagement.vip.columns.turnoverThreshold')}
          required
          value={turnover}
          onChange={setTurnover}
          error={bad('turnoverThreshold')}
          data-testid="vip-level-turnover"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NumberInput
          label={t('engagement.vip.rebatePercent')}
          description={t('engagement.vip.rebateHint')}
          required
          decimalScale={2}
          suffix=" %"
          value={rebate}
          onChange={setRebate}
          error={bad('rebateBps')}
          data-testid="vip-level-rebate"
        />
        <NumberInput
          label={t('engagement.vip.dailyCount')}
          required
          allowDecimal={false}
          value={count}
          onChange={setCount}
          error={bad('withdrawalDailyCount')}
          data-testid="vip-level-count"
        />
        <NumberInput
          label={t('engagement.vip.dailyAmount')}
          description={t('engagement.vip.dailyAmountHint')}
          value={amount}
          onChange={setAmount}
          error={bad('withdrawalDailyAmount')}
          data-testid="vip-level-amount"
        />
      </SimpleGrid>
      <ReasonTextarea value={reason} onChange={setReason} error={bad('reason')} testId="vip-level-reason" />
    </FormDialog>
  );
};
