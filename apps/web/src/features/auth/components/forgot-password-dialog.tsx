import { AuthModal, AuthTabs } from './auth-modal.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import type { TRegisterSettings } from '@openlobby/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation.ts';
import { z } from 'zod';
import { errorMessage } from '../../../lib/error-message.ts';
import { resetPasswordByPhone, sendResetEmail } from '../api/passwords.ts';
import { sendSms } from '../api/send-sms.ts';
import { useCompleteLogin } from '../hooks/use-complete-login.ts';
import { fieldError } from '../lib/field-error.ts';
import { fullMobile, isValidMobile } from '../lib/mobile.ts';
import { always, buildNewPasswordSchema, passwordHint } from '../lib/schemas.ts';
import { useLoginDialogStore } from '../stores/login-dialog-store.ts';
import { MobileInput } from './mobile-input.tsx';
import { SmsCodeInput } from './sms-code-input.tsx';

const emailSchema = z.object({ username: z.string().trim().min(1, 'validation.usernameRequired') });

const ByEmail = () => {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<z.input<typeof emailSchema>>({
    resolver: zodResolver(emailSchema),
    defaultValues: { username: '' },
  });
  const onSubmit = async (v: z.input<typeof emailSchema>) => {
    setFailure(null);
    try {
      setSentTo((await sendResetEmail(v.username.trim())).sentTo);
    } catch (e) {
      setFailure(errorMessage(t, e));
    }
  };
  if (sentTo)
    return (
      <Alert color="green" variant="light" data-testid="forgot-sent">
        {t('auth.resetEmailSent', { to: sentTo })}
      </Alert>
    );
  return (
    <form onSubmit={(e) => void handleSubmit(onSubmit)(e)} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('auth.forgotByEmailHint')}
        </Text>
        <TextInput
          label={t('auth.usernameOrEmail')}
          autoComplete="username"
          {...register('username')}
          error={fieldError(t, formState.errors, 'username')}
          data-testid="forgot-username"
        />
        {failure && (
          <Alert color="red" variant="light" py={8} data-testid="forgot-error">
            {failure}
          </Alert>
        )}
        <Button type="submit" fullWidth data-testid="forgot-submit">
          {t('auth.sendResetLink')}
        </Button>
      </Stack>
    </form>
  );
};

const ByPhone = ({ rules }: { rules: TRegisterSettings }) => {
  const { t } = useTranslation();
  const complete = useCompleteLogin();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      buildNewPasswordSchema(rules)
        .and(
          z.object({
            countryCode: z.string().optional(),
            mobileNum: z.string().trim(),
            verificationCode: z.string().trim().min(1, 'validation.codeRequired'),
          }),
        )
        .refine((v) => isValidMobile(v.countryCode, v.mobileNum), {
          path: ['mobileNum'],
          message: 'validation.mobile',
          when: always,
        }),
    [rules],
  );
  type TValues = {
    countryCode?: string;
    mobileNum: string;
    verificationCode: string;
    newPassword: string;
    confirmPassword: string;
  };
  const { register, handleSubmit, formState, getValues, setError, clearErrors } = useForm<TValues>({
    resolver: zodResolver(schema as never),
    defaultValues: {
      countryCode: rules.mobileCountryCodes[0] ?? '',
      mobileNum: '',
      verificationCode: '',
      newPassword: '',
      confirmPassword: '',
    },
  });
  const { params } = passwordHint(rules);
  const err = (name: string) => fieldError(t, formState.errors, name, params);
  const canSend = () => {
    if (isValidMobile(getValues('countryCode'), getValues('mobileNum'))) {
      clearErrors('mobileNum');
      return true;
    }
    setError('mobileNum', { message: 'validation.mobile' });
    return false;
  };
  const onSubmit = async (v: TValues) => {
    setFailure(null);
    try {
      const info = await resetPasswordByPhone({
        mobileNum: fullMobile(v.countryCode, v.mobileNum),
        verificationCode: v.verificationCode.trim(),
        newPassword: v.newPassword,
        confirmPassword: v.confirmPassword || v.newPassword,
      });
      await complete(info, 'phoneReset');
    } catch (e) {
      setFailure(errorMessage(t, e));
    }
  };
  return (
    <form onSubmit={(e) => void handleSubmit(onSubmit)(e)} noValidate>
      <Stack gap="sm">
        <MobileInput
          countryCodes={rules.mobileCountryCodes}
          countryCode={register('countryCode')}
          {...register('mobileNum')}
          error={err('mobileNum')}
          data-testid="sms-mobile"
        />
        <SmsCodeInput
          send={() =>
            sendSms({
              mobileNum: fullMobile(getValues('countryCode'), getValues('mobileNum')),
              purpose: 'resetPassword',
            })
          }
          canSend={canSend}
          {...register('verificationCode')}
          error={err('verificationCode')}
          data-testid="sms-code"
        />
        <NewPasswordFields
          newPassword={register('newPassword')}
          confirmPassword={register('confirmPassword')}
          errors={{ newPassword: err('newPassword'), confirmPassword: err('confirmPassword') }}

          testIdPrefix="forgot"
        />
        {failure && (
          <Alert color="red" variant="light" py={8} data-testid="forgot-error">
            {failure}
          </Alert>
        )}
        <Button type="submit" fullWidth data-testid="forgot-submit">
          {t('auth.resetAndLogin')}
        </Button>
      </Stack>
    </form>
  );
};

/** Forgot password (spec §2, §4): a reset link by e-mail, or a new password by SMS code (logs in). */
export const ForgotPasswordDialog = ({ rules }: { rules: TRegisterSettings }) => {
  const { t } = useTranslation();
  const opened = useLoginDialogStore((s) => s.dialog === 'forgot');
  const { close, open } = useLoginDialogStore();
  return (
    <AuthModal opened={opened} onClose={close} title={t('auth.forgotTitle')}>
      <Stack gap="md" data-testid="forgot-dialog">
        <AuthTabs
          tabs={[
            { value: 'email', label: t('auth.byEmail'), testId: 'forgot-tab-email', panel: <ByEmail /> },
            {
              value: 'phone',
              label: t('auth.byPhone'),
              testId: 'forgot-tab-phone',
              panel: <ByPhone rules={rules} />,
            },
          ]}
        />
        <Anchor component="button" type="button" size="sm" onClick={open} ta="center">
          {t('auth.backToLogin')}
        </Anchor>
      </Stack>
    </AuthModal>
  );
};
