import { AuthModal } from './auth-modal.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation.ts';
import { z } from 'zod';
import { errorMessage } from '../../../lib/error-message.ts';
import { verifyLogin } from '../api/login.ts';
import { sendSms } from '../api/send-sms.ts';
import { useCompleteLogin } from '../hooks/use-complete-login.ts';
import { fieldError } from '../lib/field-error.ts';
import { useLoginDialogStore } from '../stores/login-dialog-store.ts';
import { SmsCodeInput } from './sms-code-input.tsx';

const schema = z.object({ code: z.string().trim().min(1, 'validation.codeRequired') });
type TValues = z.input<typeof schema>;

/**
 * The second step of a login from an unregistered IP (VERIFY_FIRST, spec §4): an SMS code (sent
 * on request to the member's own number), an e-mailed code, the bank account holder's name or an
 * authenticator code, answered to POST /wps/session/login/verify.
 */
export const VerifyDialog = () => {
  const { t } = useTranslation();
  const challenge = useLoginDialogStore((s) => (s.dialog === 'verify' ? s.challenge : null));
  const close = useLoginDialogStore((s) => s.close);
  const complete = useCompleteLogin();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<TValues>({
    resolver: zodResolver(schema),
    defaultValues: { code: '' },
  });
  const onClose = () => {
    reset();
    setFailure(null);
    close();
  };
  const onSubmit = async (v: TValues) => {
    if (!challenge) return;
    setFailure(null);
    try {
      const info = await verifyLogin({ challengeId: challenge.challengeId, code: v.code.trim() });
      reset();
      await complete(info, 'verify');
    } catch (e) {
      setFailure(errorMessage(t, e));
    }
  };
  const method = challenge?.method ?? 'SMS';
  const hint = challenge?.hint ?? '';
  const label = t(`auth.verify.label.${method}`);
  return (
    <AuthModal
      opened={challenge !== null}
      onClose={onClose}
      title={t('auth.verify.title')}
      closeOnClickOutside={false}
    >
      <form onSubmit={(e) => void handleSubmit(onSubmit)(e)} noValidate data-testid="verify-dialog">
        <Stack gap="sm">
          <Text size="sm" c="dimmed" data-testid="verify-hint">
            {t(`auth.verify.hint.${method}`, { hint })}
          </Text>
          {method === 'SMS' && challenge ? (
            <SmsCodeInput
              label={label}
              send={() => sendSms({ purpose: 'secondStep', challengeId: challenge.challengeId })}
              sendTestId="verify-send-sms"
              {...register('code')}
              error={fieldError(t, formState.errors, 'code')}
              data-testid="verify-code"
            />
          ) : (
            <TextInput
              label={label}
              autoComplete={method === 'BANK_NAME' ? 'off' : 'one-time-code'}
              inputMode={method === 'BANK_NAME' ? 'text' : 'numeric'}
              {...register('code')}
              error={fieldError(t, formState.errors, 'code')}
              data-testid="verify-code"
            />
          )}
          {failure && (
            <Alert color="red" variant="light" py={8} data-testid="verify-error">
              {failure}
            </Alert>
          )}
          <Button type="submit" fullWidth className="ol-btn-glow" data-testid="verify-submit">
            {t('auth.verify.submit')}
          </Button>
        </Stack>
      </form>
    </AuthModal>
  );
};
