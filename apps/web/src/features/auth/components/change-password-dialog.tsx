import { AuthModal } from './auth-modal.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import type { TRegisterSettings } from '@openlobby/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation.ts';
import { z } from 'zod';
import { errorMessage } from '../../../lib/error-message.ts';
import { changePassword } from '../api/passwords.ts';
import { useCompleteLogin } from '../hooks/use-complete-login.ts';
import { fieldError } from '../lib/field-error.ts';
import { buildNewPasswordSchema, passwordHint } from '../lib/schemas.ts';
import { useLoginDialogStore } from '../stores/login-dialog-store.ts';
import { useSessionStore } from '../stores/session-store.ts';

type TValues = { oldPassword: string; newPassword: string; confirmPassword: string };

/**
 * The forced change-password modal (spec §4): a login with the default or an expired password
 * holds a restricted token that may only change the password, sent with that call alone. Success
 * answers a new login (other sessions end), which completes the login and goes home; closing
 * abandons the login.
 */
export const ChangePasswordDialog = ({ rules }: { rules: TRegisterSettings }) => {
  const { t } = useTranslation();
  const opened = useLoginDialogStore((s) => s.dialog === 'change');
  const close = useLoginDialogStore((s) => s.close);
  const complete = useCompleteLogin();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      buildNewPasswordSchema(rules).and(
        z.object({ oldPassword: z.string().min(1, 'validation.passwordRequired') }),
      ),
    [rules],
  );
  const { register, handleSubmit, formState, reset } = useForm<TValues>({
    resolver: zodResolver(schema as never),
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { key: ruleMessage, params } = passwordHint(rules);
  const err = (name: string) => fieldError(t, formState.errors, name, params);
  const abandon = () => {
    // Without the change the restricted session is useless; it must not linger.
    useSessionStore.getState().setRestrictedToken(null);
    reset();
    setFailure(null);
    close();
  };
  const onSubmit = async (v: TValues) => {
    setFailure(null);
    try {
      const info = await changePassword(
        {
          oldPassword: v.oldPassword,
          newPassword: v.newPassword,
          confirmPassword: v.confirmPassword || v.newPassword,
        },
        useSessionStore.getState().restrictedToken ?? undefined,
      );
      reset();
      await complete(info, 'passwordChange');
    } catch (e) {
      setFailure(errorMessage(t, e));
    }
  };
  return (
    <AuthModal opened={opened} onClose={abandon} title={t('auth.changeTitle')} closeOnClickOutside={false}>
      <form onSubmit={(e) => void handleSubmit(onSubmit)(e)} noValidate data-testid="change-password-dialog">
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('auth.changeHint')}
          </Text>
          <PasswordInput
            label={t('fields.oldPassword')}
            autoComplete="current-password"
            {...register('oldPassword')}
            error={err('oldPassword')}
            data-testid="change-old"
          />
          <NewPasswordFields
            newPassword={register('newPassword')}
            confirmPassword={register('confirmPassword')}
            errors={{ newPassword: err('newPassword'), confirmPassword: err('confirmPassword') }}
            hint={t(ruleMessage, params)}
            testIdPrefix="change"
          />
          {failure && (
            <Alert color="red" variant="light" py={8} data-testid="change-error">
              {failure}
            </Alert>
          )}
          <Button type="submit" fullWidth className="ol-btn-glow" data-testid="change-submit">
            {t('auth.changeSubmit')}
          </Button>
        </Stack>
      </form>
    </AuthModal>
  );
};
