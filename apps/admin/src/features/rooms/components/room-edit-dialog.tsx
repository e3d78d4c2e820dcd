import {
  Alert,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  NIUNIU_MIN_BUY_IN_BASES,
  ROOM_PAUSE_SECONDS,
  ROOM_RAKE_PERCENT,
  ROOM_TURN_SECONDS,
  ZAdminRoomUpdate,
} from '@openlobby/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFooter } from '../../../components/ui/dialog-footer.tsx';
import { notifySuccess } from '../../../components/ui/notify.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import type { TAdminRoom } from '../api/find-rooms.ts';
import { useUpdateRoom } from '../api/update-room.ts';
import { draftOf, inputOf, issueFields, refusedFields, type TRoomDraft } from '../lib/room-form.ts';

type TProps = {
  brand: string;
  room: TAdminRoom;
  /** The brand currency's decimals: stakes and buy-ins take no finer amounts. */
  decimals: number;
  opened: boolean;
  onClose: () => void;
};

type TAmountField = 'smallBlind' | 'bigBlind' | 'baseBet' | 'rakeCap' | 'minBuyIn' | 'maxBuyIn';

/**
 * One room's edit: its name, whether it deals new hands, the stakes (Hold'em's blinds and rake cap,
 * Niu-Niu's base bet, which is both blinds), the buy-in range, the rake, the turn clock, the pause
 * between hands, and the reason. Checked by the contract's schema before sending; the fields the
 * server refuses are marked too. The hand in play keeps what it was dealt with.
 */
export const RoomEditDialog = ({ brand, room, decimals, opened, onClose }: TProps) => {
  const { t } = useTranslation();
  const save = useUpdateRoom(brand);
  const [draft, setDraft] = useState<TRoomDraft>(() => draftOf(room));
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const set = (patch: Partial<TRoomDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const niuniu = room.game === 'niuniu';
  const checked = ZAdminRoomUpdate.safeParse(inputOf(draft));
  const marked = new Set([
    ...(tried && !checked.success ? issueFields(checked.error.issues) : []),
    ...refusedFields(failure),
  ]);
  const bad = (field: string) => (marked.has(field) ? t(`rooms.form.invalid.${field}`) : undefined);

  const submit = async () => {
    setTried(true);
    if (!checked.success) return;
    setFailure(null);
    try {
      await save.mutateAsync({ id: room.id, input: checked.data });
      notifySuccess(t('rooms.saved', { name: checked.data.name }));
      onClose();
    } catch (e) {
      setFailure(e);
    }
  };

  const amount = (field: TAmountField, description?: string) => (
    <NumberInput
      label={t(`rooms.form.${field}`)}
      description={description}
      required
      min={0}
      decimalScale={decimals}
      thousandSeparator=","
      value={draft[field]}
      onChange={(v) => set({ [field]: v })}
      error={bad(field)}
      data-testid={`room-edit-${field}`}
    />
  );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      size="lg"
      title={t('rooms.editOf', { name: room.name })}
      data-testid="room-edit-dialog"
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed" data-testid="room-edit-next-hand">
            {t('rooms.form.nextHand')}
          </Text>
          <TextInput
            label={t('rooms.form.name')}
            required
            maxLength={40}
            value={draft.name}
            onChange={(e) => set({ name: e.currentTarget.value })}
            error={bad('name')}
            data-testid="room-edit-name"
          />
          <SimpleGrid cols={{ base: 1, sm: niuniu ? 1 : 3 }}>
            {niuniu ? (
              amount('baseBet', t('rooms.form.baseBetHint'))
            ) : (
              <>
                {amount('smallBlind')}
                {amount('bigBlind')}
                {amount('rakeCap', t('rooms.form.rakeCapHint'))}
              </>
            )}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {amount(
              'minBuyIn',
              niuniu
                ? t('rooms.form.minBuyInNiuniu', { n: NIUNIU_MIN_BUY_IN_BASES })
                : t('rooms.form.minBuyInHoldem'),
            )}
            {amount('maxBuyIn')}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <NumberInput
              label={t(niuniu ? 'rooms.form.commissionPercent' : 'rooms.form.rakePercent')}
              description={t('rooms.form.percentRange', ROOM_RAKE_PERCENT)}
              required
              min={ROOM_RAKE_PERCENT.min}
              max={ROOM_RAKE_PERCENT.max}
              decimalScale={2}
              value={draft.rakePercent}
              onChange={(rakePercent) => set({ rakePercent })}
              error={bad('rakePercent')}
              data-testid="room-edit-rakePercent"
            />
            <NumberInput
              label={t('rooms.form.turnSeconds')}
              description={t('rooms.form.secondsRange', ROOM_TURN_SECONDS)}
              required
              allowDecimal={false}
              min={ROOM_TURN_SECONDS.min}
              max={ROOM_TURN_SECONDS.max}
              value={draft.turnSeconds}
              onChange={(turnSeconds) => set({ turnSeconds })}
              error={bad('turnSeconds')}
              data-testid="room-edit-turnSeconds"
            />
            <NumberInput
              label={t('rooms.form.pauseSeconds')}
              description={t('rooms.form.secondsRange', ROOM_PAUSE_SECONDS)}
              required
              min={ROOM_PAUSE_SECONDS.min}
              max={ROOM_PAUSE_SECONDS.max}
              decimalScale={1}
              step={0.5}
              value={draft.pauseSeconds}
              onChange={(pauseSeconds) => set({ pauseSeconds })}
              error={bad('pauseSeconds')}
              data-testid="room-edit-pauseSeconds"
            />
          </SimpleGrid>
          <Switch
            label={t('rooms.form.active')}
            description={t('rooms.form.activeHint')}
            checked={draft.active}
            onChange={(e) => set({ active: e.currentTarget.checked })}
            data-testid="room-edit-active"
          />
          <Textarea
            label={t('reason.label')}
            description={t('rooms.form.reasonHint')}
            required
            maxLength={140}
            value={draft.reason}
            onChange={(e) => set({ reason: e.currentTarget.value })}
            error={bad('reason')}
            data-testid="room-edit-reason"
          />
          {failure !== null && (
            <Alert color="red" variant="light" data-testid="room-edit-failure">
              {errorMessage(t, failure)}
            </Alert>
          )}
          <DialogFooter
            busy={save.isPending}
            onCancel={onClose}
            confirmLabel={t('common.save')}
            confirmTestId="room-edit-save"
          />
        </Stack>
      </form>
    </Modal>
  );
};
