import { Alert, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { ZAdminLoginRequest, ZTotpEnrolment, type TAdminSession } from '@openlobby/contracts';
import { useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TotpEnrolment } from '../../../components/ui/totp-enrolment.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { login } from '../api/session.ts';

type TLoginForm = { username: string; password: string; totp: string };
type TEnrolment = z.infer<typeof ZTotpEnrolment>;

const ZVerifyFirstValue = z.object({ enrolment: ZTotpEnrolment });

/**
 * The authenticator to enrol, when VERIFY_FIRST comes with one: an owner or finance operator
 * without an authenticator yet gets its secret at login and proves it with the first code.
 */
export const enrolmentOf = (value: unknown): TEnrolment | null => {
  const parsed = ZVerifyFirstValue.safeParse(value);
  return parsed.success ? parsed.data.enrolment : null;
};

/** Field errors from the contract's schema, as i18n keys (the TOTP code only once it is asked for). */
const resolverFor =
  (needTotp: boolean): Resolver<TLoginForm> =>
  async (values) => {
    const parsed = ZAdminLoginRequest.safeParse({
      username: values.username,
      password: values.password,
      totp: needTotp ? values.totp : undefined,
    });
    if (parsed.success && (!needTotp || values.totp)) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const field = String(issue.path[0]);
      errors[field] ??= { type: 'validation', message: `login.invalid.${field}` };
    }
    if (needTotp && !values.totp) errors.totp = { type: 'required', message: 'login.invalid.totp' };
    return { values: {}, errors };
  };

/**
 * Username and password; owner and finance get VERIFY_FIRST back, which reveals the authenticator
 * code field, and the same form is sent again with the code. When the operator has no
 * authenticator yet, VERIFY_FIRST carries an enrolment: its QR code and secret are shown above the
 * code field, and the first code both enrols the authenticator and signs in.
 */
export const LoginForm = ({ onLoggedIn }: { onLoggedIn: (session: TAdminSession) => void }) => {
  const { t } = useTranslation();
  const [needTotp, setNeedTotp] = useState(false);
  const [enrolment, setEnrolment] = useState<TEnrolment | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const totpRef = useRef<HTMLInputElement>(null);
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<TLoginForm>({
    defaultValues: { username: '', password: '', totp: '' },
    resolver: resolverFor(needTotp),
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const session = await login({
        username: values.username.trim(),
        password: values.password,
        totp: needTotp ? values.totp.trim() : undefined,
      });
      onLoggedIn(session);
    } catch (e) {
      if (isApiError(e) && e.errorCode === 'VERIFY_FIRST') {
        const offered = enrolmentOf(e.value);
        if (offered) setEnrolment(offered);
        if (!needTotp) {
          setNeedTotp(true);
          setTimeout(() => totpRef.current?.focus(), 0);
          return;
        }
      }
      if (needTotp) setValue('totp', '');
      setFailure(e);
    }
  });

  const fieldError = (key?: string) => (key ? t(key) : undefined);
  const { ref: totpFormRef, ...totpField } = register('totp');
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate data-testid="admin-login">
      <Stack gap="md">
        <TextInput
          label={t('login.username')}
          autoComplete="username"
          autoFocus
          {...register('username')}
          error={fieldError(errors.username?.message)}
          data-testid="admin-username"
        />
        <PasswordInput
          label={t('login.password')}
          autoComplete="current-password"
          {...register('password')}
          error={fieldError(errors.password?.message)}
          data-testid="admin-password"
        />
        {needTotp && enrolment && (
          <Stack gap="sm" className="ol-login-enrol" data-testid="admin-totp-enrol">
            <Stack gap={2}>
              <Title order={2} size="h5">
                {t('login.enrol.title')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('login.enrol.body')}
              </Text>
            </Stack>
            <TotpEnrolment secret={enrolment.secret} otpauthUrl={enrolment.otpauthUrl} compact />
          </Stack>
        )}
        {needTotp && (
          <Stack gap={6}>
            <Alert color="blue" variant="light" p="xs" data-testid="admin-totp-hint">
              <Text size="sm">{enrolment ? t('login.enrol.codeHint') : t('login.totpHint')}</Text>
            </Alert>
            <TextInput
              label={t('login.totp')}
              placeholder="000000"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              {...totpField}
              ref={(el) => {
                totpFormRef(el);
                totpRef.current = el;
              }}
              error={fieldError(errors.totp?.message)}
              data-testid="admin-totp"
              classNames={{ input: 'ol-totp-input' }}
            />
          </Stack>
        )}
        {failure !== null && (
          <Alert color="red" variant="light" data-testid="admin-login-error" role="alert">
            {errorMessage(t, failure)}
          </Alert>
        )}
        <Button type="submit" fullWidth loading={isSubmitting} data-testid="admin-login-submit">
          {needTotp ? (enrolment ? t('login.enrol.submit') : t('login.verify')) : t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
};
