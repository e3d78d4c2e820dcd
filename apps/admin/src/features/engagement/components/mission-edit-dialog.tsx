import { NumberInput, Select, SimpleGrid } from '@mantine/core';
import {
  MISSION_GOALS,
  MISSION_PERIODS,
  ZAdminMissionInput,
  type TMissionGoal,
  type TMissionPeriod,
} from '@openlobby/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../components/ui/notify.ts';
import { useSaveMission, type TAdminMission } from '../api/missions.ts';
import { filledTexts } from '../lib/engagement.ts';
import { FormDialog, LocalizedInputs, ReasonTextarea, useCheckedForm } from './form-dialog.tsx';

type TProps = { brand: string; mission: TAdminMission | null; opened: boolean; onClose: () => void };

/**
 * A new mission (open at once) or an open one's edit: titles, period, goal and target (the
 * currency's units for amounts, a count otherwise), reward and its wagering multiple, and the
 * reason. Checked by the contract's schema before sending; the server's refusal stays in view.
 */
export const MissionEditDialog = ({ brand, mission, opened, onClose }: TProps) => {
  const { t } = useTranslation();
  const save = useSaveMission(brand);
  const [title, setTitle] = useState<Record<string, string | undefined>>({ ...mission?.title });
  const [period, setPeriod] = useState<TMissionPeriod>(mission?.period ?? 'DAILY');
  const [goal, setGoal] = useState<TMissionGoal>(mission?.goal ?? 'BET_AMOUNT');
  const [target, setTarget] = useState<number | string>(mission?.target ?? 100);
  const [reward, setReward] = useState<number | string>(mission?.rewardAmount ?? 5);
  const [multiplier, setMultiplier] = useState<number | string>(mission?.turnoverMultiplier ?? 1);
  const [reason, setReason] = useState('');
  const form = useCheckedForm(
    ZAdminMissionInput,
    {
      title: filledTexts(title),
      period,
      goal,
      target: Number(target),
      rewardAmount: Number(reward),
      turnoverMultiplier: Number(multiplier),
      reason: reason.trim(),
    },
    (field) => t(field === 'reason' ? 'engagement.reason.invalid' : `missions.form.invalid.${field}`),
  );
  const { bad } = form;
  const submit = form.submit(async (input) => {
    await save.mutateAsync({ id: mission?.id ?? null, input });
    notifySuccess(t('missions.saved'));
    onClose();
  });

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      size="lg"
      title={t(mission ? 'missions.editTitle' : 'missions.newTitle')}
      testId="mission-dialog"
      submit={submit}
      failure={form.failure}
      failureTestId="mission-failure"
      busy={save.isPending}
      confirmLabel={t('missions.save')}
      confirmTestId="mission-save"
    >
      <LocalizedInputs
        value={title}
        onChange={setTitle}
        label={(language) => t('missions.form.titleIn', { language })}
        maxLength={120}
        error={bad('title')}
        testId="mission-title"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('missions.columns.period')}
          data={MISSION_PERIODS.map((p) => ({ value: p, label: t(`missions.periods.${p}`) }))}
          value={period}
          onChange={(v) => v && setPeriod(v as TMissionPeriod)}
          allowDeselect={false}
          data-testid="mission-period"
        />
        <Select
          label={t('missions.columns.goal')}
          data={MISSION_GOALS.map((g) => ({ value: g, label: t(`missions.goals.${g}`) }))}
          value={goal}
          onChange={(v) => v && setGoal(v as TMissionGoal)}
          allowDeselect={false}
          data-testid="mission-goal"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NumberInput
          label={t('missions.form.target')}
          description={t('missions.form.targetHint')}
          required
          min={0}
          value={target}
          onChange={setTarget}
          error={bad('target')}
          data-testid="mission-target"
        />
        <NumberInput
          label={t('missions.columns.reward')}
          required
          min={0}
          decimalScale={4}
          value={reward}
          onChange={setReward}
          error={bad('rewardAmount')}
          data-testid="mission-reward"
        />
        <NumberInput
          label={t('missions.form.multiplier')}
          required
          min={0}
          max={100}
          allowDecimal={false}
          value={multiplier}
          onChange={setMultiplier}
          error={bad('turnoverMultiplier')}
          data-testid="mission-multiplier"
        />
      </SimpleGrid>
      <ReasonTextarea value={reason} onChange={setReason} error={bad('reason')} testId="mission-reason" />
    </FormDialog>
  );
};
