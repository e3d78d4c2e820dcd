import { NewPasswordFields } from './new-password-fields.tsx';
import type { TRegisterSettings } from '@openlobby/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../../lib/toast.ts';
import { Alert, Button, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/error-message.ts';
import { resetPassword } from '../api/passwords.ts';
import { fieldError } from '../lib/field-error.ts';
import { buildNewPasswordSchema, passwordHint } from '../lib/schemas.ts';
import { useLoginDialogStore } from '../stores/login-dialog-store.ts';

type TValues = { newPassword: string; confirmPassword: string };

/** The set-new-password form of an e-mailed reset link; success opens the login popup. */
export const ResetPasswordForm = ({ rules, token }: { rules: TRegisterSettings; token: string }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const openLogin = useLoginDialogStore((s) => s.open);
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => buildNewPasswordSchema(rules), [rules]);
  const { register, handleSubmit, formState } = useForm<TValues>({
    resolver: zodResolver(schema as never),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { key: ruleMessage, params } = passwordHint(rules);
  const err = (name: string) => fieldError(t, formState.errors, name, params);
  const onSubmit = async (v: TValues) => {
    setFailure(null);
    try {
      await resetPassword({
        token,
        newPassword: v.newPassword,
        confirmPassword: v.confirmPassword || v.newPassword,
      });
      toast({ color: 'green', message: t('auth.resetDone') });
      void navigate('/', { replace: true });
      openLogin();
    } catch (e) {
      setFailure(errorMessage(t, e));
    }
  };
  return (
    <form onSubmit={(e) => void handleSubmit(onSubmit)(e)} noValidate className="ol-card ol-reset">
      <Stack gap="sm">
        <NewPasswordFields
          newPassword={register('newPassword')}
          confirmPassword={register('confirmPassword')}
          errors={{ newPassword: err('newPassword'), confirmPassword: err('confirmPassword') }}
          hint={t(ruleMessage, params)}
          testIdPrefix="reset"
        />
        {failure && (
          <Alert color="red" variant="light" py={8} data-testid="reset-error">
            {failure}
          </Alert>
        )}
        <Button type="submit" fullWidth className="ol-btn-glow" data-testid="reset-submit">
          {t('auth.resetSubmit')}
        </Button>
      </Stack>
    </form>
  );
};
