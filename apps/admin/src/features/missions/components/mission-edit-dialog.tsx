import { Alert, Modal, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import {
  MISSION_GOALS,
  MISSION_PERIODS,
  ZAdminMissionInput,
  type TAdminMissionInput,
  type TMissionGoal,
  type TMissionPeriod,
} from '@openlobby/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFooter } from '../../../components/ui/dialog-footer.tsx';
import { notifySuccess } from '../../../components/ui/notify.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useSaveMission, type TAdminMission } from '../api/missions.ts';

/** The title languages the console writes (its four), English required as the fallback. */
const TITLE_LANGUAGES = ['EN', 'CN', 'TH', 'VI'] as const;

type TProps = { brand: string; mission: TAdminMission | null; opened: boolean; onClose: () => void };

/**
 * A new mission (open at once) or an open one's edit: titles, period, goal and target (the
 * currency's units for amounts, a count otherwise), reward and its wagering multiple, and the
 * reason. Checked by the contract's schema before sending; the server's refusal stays in view.
 */
export const MissionEditDialog = ({ brand, mission, opened, onClose }: TProps) => {
  const { t } = useTranslation();
  const save = useSaveMission(brand);
  const [title, setTitle] = useState<Record<string, string>>(
    Object.fromEntries(TITLE_LANGUAGES.map((l) => [l, mission?.title[l] ?? ''])),
  );
  const [period, setPeriod] = useState<TMissionPeriod>(mission?.period ?? 'DAILY');
  const [goal, setGoal] = useState<TMissionGoal>(mission?.goal ?? 'BET_AMOUNT');
  const [target, setTarget] = useState<number | string>(mission?.target ?? 100);
  const [reward, setReward] = useState<number | string>(mission?.rewardAmount ?? 5);
  const [multiplier, setMultiplier] = useState<number | string>(mission?.turnoverMultiplier ?? 1);
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const input = {
    title: Object.fromEntries(Object.entries(title).filter(([, v]) => v.trim() !== '')),
    period,
    goal,
    target: Number(target),
    rewardAmount: Number(reward),
    turnoverMultiplier: Number(multiplier),
    reason: reason.trim(),
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = ZAdminMissionInput.safeParse(input);
    setInvalid(!parsed.success);
    if (!parsed.success) return;
    setFailure(null);
    try {
      await save.mutateAsync({ id: mission?.id ?? null, input: parsed.data as TAdminMissionInput });
      notifySuccess(t('missions.saved'));
      onClose();
    } catch (err) {
      setFailure(err);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(mission ? 'missions.editTitle' : 'missions.newTitle')}
      size="lg"
    >
      <form onSubmit={(e) => void submit(e)} data-testid="mission-form" noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {TITLE_LANGUAGES.map((l) => (
              <TextInput
                key={l}
                label={t('missions.form.titleIn', { language: l })}
                required={l === 'EN'}
                maxLength={120}
                value={title[l]}
                onChange={(e) => {
                  const v = e.currentTarget.value;
                  setTitle((s) => ({ ...s, [l]: v }));
                }}
                data-testid={`mission-title-${l}`}
              />
            ))}
          </SimpleGrid>
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
              min={0}
              value={target}
              onChange={setTarget}
              data-testid="mission-target"
            />
            <NumberInput
              label={t('missions.columns.reward')}
              min={0}
              decimalScale={4}
              value={reward}
              onChange={setReward}
              data-testid="mission-reward"
            />
            <NumberInput
              label={t('missions.form.multiplier')}
              min={0}
              max={100}
              allowDecimal={false}
              value={multiplier}
              onChange={setMultiplier}
              data-testid="mission-multiplier"
            />
          </SimpleGrid>
          <Textarea
            label={t('reason.label')}
            description={t('missions.form.reasonHint')}
            required
            maxLength={140}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            data-testid="mission-reason"
          />
          {invalid && (
            <Alert color="red" variant="light" data-testid="mission-invalid">
              {t('missions.form.invalid')}
            </Alert>
          )}
          {failure !== null && (
            <Alert color="red" variant="light" data-testid="mission-failure">
              {errorMessage(t, failure)}
            </Alert>
          )}
          <DialogFooter
            busy={save.isPending}
            onCancel={onClose}
            confirmLabel={t('missions.save')}
            confirmTestId="mission-save"
          />
        </Stack>
      </form>
    </Modal>
  );
};
