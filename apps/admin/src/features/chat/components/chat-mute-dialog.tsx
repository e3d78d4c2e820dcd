import { NumberInput } from '@mantine/core';
import { CHAT_MUTE_MAX_MINUTES } from '@openlobby/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../../components/ui/reason-dialog.tsx';
import type { TReasonRule } from '../../../components/ui/reason-field.tsx';
import { ApiError } from '../../../lib/api-error.ts';

/** A mute's usual length: an hour. */
const DEFAULT_MINUTES = 60;

type TProps = {
  opened: boolean;
  account: string;
  /** The reason's rule of the engagement pages (the page passes it in: features stay apart). */
  rule: TReasonRule;
  onClose: () => void;
  onMute: (minutes: number, reason: string) => Promise<unknown>;
};

/** Mutes a member of the room for a number of minutes (1 to 30 days), with the reason audited. */
export const ChatMuteDialog = ({ opened, account, rule, onClose, onMute }: TProps) => {
  const { t } = useTranslation();
  const [minutes, setMinutes] = useState<number | string>(DEFAULT_MINUTES);
  const valid = typeof minutes === 'number' && Number.isInteger(minutes) && minutes >= 1;
  return (
    <ReasonDialog
      opened={opened}
      onClose={onClose}
      title={t('engagement.chat.muteTitle')}
      description={t('engagement.chat.muteText', { account })}
      confirmLabel={t('engagement.chat.mute')}
      rule={rule}
      testId="chat-mute-dialog"
      onConfirm={(reason) =>
        valid ? onMute(minutes, reason) : Promise.reject(new ApiError('VALIDATION_FAILED', 'minutes', 400))
      }
    >
      <NumberInput
        label={t('engagement.chat.minutes')}
        description={t('engagement.chat.minutesHint', { max: CHAT_MUTE_MAX_MINUTES })}
        value={minutes}
        onChange={setMinutes}
        min={1}
        max={CHAT_MUTE_MAX_MINUTES}
        clampBehavior="strict"
        allowDecimal={false}
        allowNegative={false}
        error={valid ? undefined : t('engagement.chat.minutesInvalid', { max: CHAT_MUTE_MAX_MINUTES })}
        required
        data-testid="chat-mute-minutes"
      />
    </ReasonDialog>
  );
};
