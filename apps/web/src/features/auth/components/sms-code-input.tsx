import { TextInput } from '@mantine/core';
import { useState, type ComponentProps } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { SmsButton } from './sms-button.tsx';

type TProps = Omit<ComponentProps<typeof TextInput>, 'inputContainer'> & {
  send: () => Promise<unknown>;
  canSend?: () => boolean;
  sendTestId?: string;
};

/** A verification-code field with the SMS button beside it; send errors show as the field error. */
export const SmsCodeInput = ({ send, canSend, sendTestId, error, label, ...input }: TProps) => {
  const { t } = useTranslation();
  const [sendError, setSendError] = useState<string | null>(null);
  return (
    <TextInput
      label={label ?? t('fields.verificationCode')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={8}
      {...input}
      error={error ?? sendError ?? undefined}
      inputContainer={(children) => (
        <div className="ol-input-row">
          <div className="ol-input-grow">{children}</div>
          <SmsButton send={send} canSend={canSend} onError={setSendError} testId={sendTestId} />
        </div>
      )}
    />
  );
};
