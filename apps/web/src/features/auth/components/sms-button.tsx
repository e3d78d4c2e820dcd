import { LIMITS } from '@openlobby/contracts';
import { Button } from '@mantine/core';
import { useEffect, useReducer } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { SMS_IDLE, smsReducer } from '../lib/sms-machine.ts';

type TProps = {
  /** Sends the code; the 60 s countdown starts when it resolves. */
  send: () => Promise<unknown>;
  /** Checked before sending (e.g. the mobile number); false leaves the button as it is. */
  canSend?: () => boolean;
  /** The translated phone-verification error of the last send, or null when a send starts. */
  onError: (message: string | null) => void;
  testId?: string;
};

/**
 * The "get code" button of spec §4, shared by SMS login, registration, forgot password and the
 * second step: sms → loading → countdown ("code sent, N s") → sms; a failed send goes back to sms.
 */
export const SmsButton = ({ send, canSend, onError, testId = 'sms-button' }: TProps) => {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(smsReducer, SMS_IDLE);
  const counting = state.phase === 'countdown';
  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => dispatch({ type: 'tick' }), 1000);
    return () => clearInterval(timer);
  }, [counting]);

  const onClick = async () => {
    if (state.phase !== 'sms' || (canSend && !canSend())) return;
    dispatch({ type: 'send' });
    onError(null);
    try {
      await send();
      dispatch({ type: 'sent', seconds: LIMITS.smsCountdownSeconds });
    } catch (e) {
      dispatch({ type: 'failed' });
      onError(errorMessage(t, e));
    }
  };

  return (
    <Button
      type="button"
      variant="light"
      onClick={() => void onClick()}
      disabled={counting}
      loading={state.phase === 'loading'}
      data-testid={testId}
      data-state={state.phase}
      className="ol-sms-button"
    >
      {counting ? t('sms.sent', { seconds: state.secondsLeft }) : t('sms.get')}
    </Button>
  );
};
