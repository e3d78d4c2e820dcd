import { AuthModal, AuthTabs } from './auth-modal.tsx';
import { ZVerifyFirst, type TWhitelabel } from '@openlobby/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { errorCodeOf, errorMessage } from '../../../lib/error-message.ts';
import { freePlayLogin, login } from '../api/login.ts';
import { sendSms } from '../api/send-sms.ts';
import { useCaptcha } from '../hooks/use-captcha.ts';
import { useCompleteLogin } from '../hooks/use-complete-login.ts';
import { fieldError } from '../lib/field-error.ts';
import { fullMobile, isValidMobile } from '../lib/mobile.ts';
import { buildLoginSchema, smsSchema, type TLoginValues, type TSmsValues } from '../lib/schemas.ts';
import { useLoginDialogStore } from '../stores/login-dialog-store.ts';
import { CaptchaInput } from './captcha-input.tsx';
import { MobileInput } from './mobile-input.tsx';
import { SmsCodeInput } from './sms-code-input.tsx';
import { SocialButtons } from './social-buttons.tsx';

/** Whether a failed login asks for the captcha (CAPTCHA_REQUIRED/INVALID or value.captchaRequired). */
const needsCaptcha = (e: unknown): boolean => {
  const code = errorCodeOf(e);
  if (code === 'CAPTCHA_REQUIRED' || code === 'CAPTCHA_INVALID') return true;
  const value = isApiError(e) ? e.value : undefined;
  return typeof value === 'object' && value !== null && 'captchaRequired' in value && !!value.captchaRequired;
};

/**
 * The site a login is for: the agent site's (/agentHome), where the server refuses a member with
 * NOT_AN_AGENT (spec §6), or the member site's.
 */
const useLoginSite = (): { site?: 'agent' } =>
  useLocation().pathname === paths.agentHome.path ? { site: 'agent' } : {};

const UsernameLogin = () => {
  const { t } = useTranslation();
  const site = useLoginSite();
  const complete = useCompleteLogin();
  const showVerify = useLoginDialogStore((s) => s.showVerify);
  const [captchaShown, setCaptchaShown] = useState(false);
  const { captcha, refresh, renew } = useCaptcha(captchaShown);
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => buildLoginSchema(captchaShown), [captchaShown]);
  const { register, handleSubmit, formState, setValue } = useForm<TLoginValues>({
    resolver: zodResolver(schema),
    defaultValues: { username: '', password: '', captcha: '' },
  });

  const onSubmit = async (v: TLoginValues) => {
    setFailure(null);
    try {
      const info = await login({
        username: v.username.trim(),
        password: v.password,
        type: 'username',
        ...site,
        ...(captchaShown && captcha ? { captcha: v.captcha?.trim(), captchaKey: captcha.key } : {}),
      });
      await complete(info, 'username');
    } catch (e) {
      const challenge = errorCodeOf(e) === 'VERIFY_FIRST' && isApiError(e) && ZVerifyFirst.safeParse(e.value);
      if (challenge && challenge.success) {
        showVerify(challenge.data);
        return;
      }
      // A captcha is single-use: any failure while it shows needs a new one.
      if (captchaShown) renew();
      else if (needsCaptcha(e)) setCaptchaShown(true);
      setValue('captcha', '');
      setFailure(errorMessage(t, e));
    }
  };

  return (
    <form onSubmit={(e) => void handleSubmit(onSubmit)(e)} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('fields.username')}
          placeholder={t('auth.usernamePlaceholder')}
          autoComplete="username"
          {...register('username')}
          error={fieldError(t, formState.errors, 'username')}
          data-testid="login-username"
        />
        <PasswordInput
          label={t('fields.password')}
          autoComplete="current-password"
          {...register('password')}
          error={fieldError(t, formState.errors, 'password')}
          data-testid="login-password"
        />
        {captchaShown && (
          <CaptchaInput
            captcha={captcha}
            onRefresh={refresh}
            imageTestId="login-captcha"
            {...register('captcha')}
            error={fieldError(t, formState.errors, 'captcha')}
            data-testid="login-captcha-input"
          />
        )}
        {failure && (
          <Alert color="red" variant="light" data-testid="login-error" py={8}>
            {failure}
          </Alert>
        )}
        <Button type="submit" fullWidth size="md" className="ol-btn-glow" data-testid="login-submit">
          {t('header.login')}
        </Button>
      </Stack>
    </form>
  );
};

const SmsLogin = ({ countryCodes }: { countryCodes: readonly string[] }) => {
  const { t } = useTranslation();
  const site = useLoginSite();
  const complete = useCompleteLogin();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, getValues, setError, clearErrors } = useForm<TSmsValues>({
    resolver: zodResolver(smsSchema),
    defaultValues: { countryCode: countryCodes[0] ?? '', mobileNum: '', code: '' },
  });
  const mobile = () => fullMobile(getValues('countryCode'), getValues('mobileNum'));
  const canSend = () => {
    if (isValidMobile(getValues('countryCode'), getValues('mobileNum'))) {
      clearErrors('mobileNum');
      return true;
    }
    setError('mobileNum', { message: 'validation.mobile' });
    return false;
  };
  const onSubmit = async (v: TSmsValues) => {
    setFailure(null);
    try {
      const info = await login({
        username: fullMobile(v.countryCode, v.mobileNum),
        password: v.code.trim(),
        type: 'sms',
        ...site,
      });
      await complete(info, 'sms');
    } catch (e) {
      setFailure(errorMessage(t, e));
    }
  };
  return (
    <form onSubmit={(e) => void handleSubmit(onSubmit)(e)} noValidate>
      <Stack gap="sm">
        <MobileInput
          countryCodes={countryCodes}
          countryCode={register('countryCode')}
          {...register('mobileNum')}
          error={fieldError(t, formState.errors, 'mobileNum')}
          data-testid="sms-mobile"
        />
        <SmsCodeInput
          send={() => sendSms({ mobileNum: mobile(), purpose: 'login' })}
          canSend={canSend}
          {...register('code')}
          error={fieldError(t, formState.errors, 'code')}
          data-testid="sms-code"
        />
        {failure && (
          <Alert color="red" variant="light" data-testid="login-error" py={8}>
            {failure}
          </Alert>
        )}
        <Button type="submit" fullWidth size="md" className="ol-btn-glow" data-testid="login-submit">
          {t('header.login')}
        </Button>
      </Stack>
    </form>
  );
};

type TProps = { brand: TWhitelabel };

/**
 * The login popup (spec §2, §4, §5): username and SMS tabs (SMS when the brand allows it), the
 * captcha once the server asks for it, forgot-password and register links, the free demo and
 * social sign-in. Success runs the common login completion (forced change, member info, home).
 */
export const LoginDialog = ({ brand }: TProps) => {
  const { t } = useTranslation();
  const opened = useLoginDialogStore((s) => s.dialog === 'login');
  const { close, show } = useLoginDialogStore();
  const complete = useCompleteLogin();
  const [demoError, setDemoError] = useState<string | null>(null);
  const playFree = async () => {
    setDemoError(null);
    try {
      await complete(await freePlayLogin(), 'freeplay');
    } catch (e) {
      setDemoError(errorMessage(t, e));
    }
  };
  const countryCodes = brand.registerRules.mobileCountryCodes;
  return (
    <AuthModal opened={opened} onClose={close} title={t('auth.loginTitle')}>
      <Stack gap="md" data-testid="login-dialog">
        {brand.auth.smsLogin ? (
          <AuthTabs
            tabs={[
              {
                value: 'username',
                label: t('auth.tabUsername'),
                testId: 'login-tab-username',
                panel: <UsernameLogin />,
              },
              {
                value: 'sms',
                label: t('auth.tabSms'),
                testId: 'login-tab-sms',
                panel: <SmsLogin countryCodes={countryCodes} />,
              },
            ]}
          />
        ) : (
          <UsernameLogin />
        )}
        <Group justify="space-between" gap={4}>
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => show('forgot')}
            data-testid="login-forgot"
          >
            {t('auth.forgotPassword')}
          </Anchor>
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => show('register')}
            data-testid="login-register"
          >
            {t('auth.noAccount')} {t('header.register')}
          </Anchor>
        </Group>
        {brand.flags.freePlay && (
          <>
            <Button variant="default" fullWidth onClick={() => void playFree()} data-testid="login-freeplay">
              {t('auth.freePlay')}
            </Button>
            {demoError && (
              <Alert color="red" variant="light" py={8}>
                {demoError}
              </Alert>
            )}
          </>
        )}
        <SocialButtons providers={brand.flags.socialSignIn} />
      </Stack>
    </AuthModal>
  );
};
