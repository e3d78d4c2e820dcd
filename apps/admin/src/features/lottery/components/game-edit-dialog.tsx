import {
  Alert,
  Chip,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { ZAdminLotteryGameUpdate } from '@openlobby/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFooter } from '../../../components/ui/dialog-footer.tsx';
import { notifySuccess } from '../../../components/ui/notify.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useLocale } from '../../../lib/i18n.ts';
import type { TAdminLotteryGame } from '../api/find-lottery-games.ts';
import { useUpdateLotteryGame } from '../api/update-lottery-game.ts';
import { draftOf, inputOf, issueFields, refusedFields, type TGameDraft } from '../lib/game-form.ts';
import { weekdayNames } from '../lib/schedule.ts';
import { OddsInputs } from './odds-inputs.tsx';

type TProps = {
  brand: string;
  game: TAdminLotteryGame;
  /** The brand currency's decimals: stakes and the cap take no finer amounts. */
  decimals: number;
  opened: boolean;
  onClose: () => void;
};

/**
 * One game's edit: the Vietnam lottery's weekdays and draw time (the e-lottery's interval stays),
 * when betting closes, how results come, every odds beside the engine's, stakes, the liability cap,
 * whether new draws open, and the reason. Checked by the contract's schema before sending; the
 * fields the server refuses are marked too.
 */
export const GameEditDialog = ({ brand, game, decimals, opened, onClose }: TProps) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const save = useUpdateLotteryGame(brand);
  const [draft, setDraft] = useState<TGameDraft>(() => draftOf(game));
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const set = (patch: Partial<TGameDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const checked = ZAdminLotteryGameUpdate.safeParse(inputOf(game, draft));
  const marked = new Set([
    ...(tried && !checked.success ? issueFields(checked.error.issues) : []),
    ...refusedFields(failure),
  ]);
  const bad = (field: string) => (marked.has(field) ? t(`lottery.form.invalid.${field}`) : undefined);
  const vn = game.product === 'VN';

  const submit = async () => {
    setTried(true);
    if (!checked.success) return;
    setFailure(null);
    try {
      await save.mutateAsync({ id: game.id, input: checked.data });
      notifySuccess(t('lottery.games.saved', { name: game.name }));
      onClose();
    } catch (e) {
      setFailure(e);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      size="xl"
      title={t('lottery.games.editOf', { name: game.name })}
      data-testid="lottery-game-dialog"
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          {vn ? (
            <>
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  {t('lottery.form.weekdays')}
                </Text>
                <Chip.Group multiple value={draft.weekdays} onChange={(weekdays) => set({ weekdays })}>
                  <Group gap={6} data-testid="lottery-game-weekdays">
                    {weekdayNames(locale).map((name, day) => (
                      <Chip key={day} value={String(day)} size="xs" data-testid={`lottery-weekday-${day}`}>
                        {name}
                      </Chip>
                    ))}
                  </Group>
                </Chip.Group>
                {bad('weekdays') && (
                  <Text size="xs" c="red">
                    {bad('weekdays')}
                  </Text>
                )}
              </Stack>
              <TextInput
                label={t('lottery.form.drawTime', { zone: game.timeZone })}
                placeholder="18:15"
                maxLength={5}
                required
                value={draft.drawTime}
                onChange={(e) => set({ drawTime: e.currentTarget.value })}
                error={bad('drawTime')}
                data-testid="lottery-game-draw-time"
              />
            </>
          ) : (
            <Text size="sm" c="dimmed" data-testid="lottery-game-interval">
              {t('lottery.form.interval', { seconds: game.intervalSeconds })}
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput
              label={t('lottery.form.closeBefore')}
              description={t('lottery.form.closeBeforeHint')}
              allowDecimal={false}
              min={0}
              value={draft.closeBeforeSeconds}
              onChange={(closeBeforeSeconds) => set({ closeBeforeSeconds })}
              error={bad('closeBeforeSeconds')}
              data-testid="lottery-game-close-before"
            />
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('lottery.games.resultMode')}
              </Text>
              <SegmentedControl
                value={draft.resultMode}
                onChange={(v) => set({ resultMode: v as TGameDraft['resultMode'] })}
                data={(['DRAWN', 'ENTERED'] as const).map((m) => ({
                  value: m,
                  label: t(`lottery.resultModes.${m}`),
                }))}
                data-testid="lottery-game-result-mode"
              />
              <Text size="xs" c="dimmed">
                {t(`lottery.form.resultModeHint.${draft.resultMode}`)}
              </Text>
            </Stack>
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {(['minStake', 'maxStake', 'liabilityCap'] as const).map((field) => (
              <NumberInput
                key={field}
                label={t(`lottery.form.${field}`)}
                required
                min={0}
                decimalScale={decimals}
                thousandSeparator=","
                value={draft[field]}
                onChange={(v) => set({ [field]: v })}
                error={bad(field)}
                data-testid={`lottery-game-${field}`}
              />
            ))}
          </SimpleGrid>
          <Text size="sm" fw={500}>
            {t('lottery.games.odds')}
          </Text>
          <OddsInputs
            defaults={game.defaultOdds}
            value={draft.odds}
            onChange={(odds) => set({ odds })}
            bad={(key) => marked.has(`odds.${key}`)}
          />
          <Switch
            label={t('lottery.form.enabled')}
            checked={draft.enabled}
            onChange={(e) => set({ enabled: e.currentTarget.checked })}
            data-testid="lottery-game-enabled"
          />
          <Textarea
            label={t('reason.label')}
            description={t('lottery.reason.hint')}
            required
            maxLength={140}
            value={draft.reason}
            onChange={(e) => set({ reason: e.currentTarget.value })}
            error={bad('reason')}
            data-testid="lottery-game-reason"
          />
          {failure !== null && (
            <Alert color="red" variant="light" data-testid="lottery-game-failure">
              {errorMessage(t, failure)}
            </Alert>
          )}
          <DialogFooter
            busy={save.isPending}
            onCancel={onClose}
            confirmLabel={t('common.save')}
            confirmTestId="lottery-game-save"
          />
        </Stack>
      </form>
    </Modal>
  );
};
