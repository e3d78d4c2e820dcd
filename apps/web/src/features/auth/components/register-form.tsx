import type { TRegisterMobileRequest, TRegisterRequest, TRegisterSettings } from '@openlobby/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Checkbox, PasswordInput, SimpleGrid, Tabs, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { registerByMobile, registerByUsername } from '../api/register.ts';
import { sendRegisterSms } from '../api/send-sms.ts';
import { useCaptcha } from '../hooks/use-captcha.ts';
import { useCompleteLogin } from '../hooks/use-complete-login.ts';
import { fieldError } from '../lib/field-error.ts';
import { fullMobile, isValidMobile } from '../lib/mobile.ts';
import { passwordHint } from '../lib/schemas.ts';
import {
  buildRegisterPayload,
  buildRegisterSchema,
  defaultRegisterMethod,
  registerMethods,
  type TRegisterMethod,
  type TRegisterValues,
} from '../lib/register-schema.ts';
import { CaptchaInput } from './captcha-input.tsx';
import { MobileInput } from './mobile-input.tsx';
import { SmsCodeInput } from './sms-code-input.tsx';

type TProps = {
  rules: TRegisterSettings;
  /** ?referralCode of a register link: prefills the affiliate code and is sent as referralCode. */
  referralCode: string | null;
  onLogin: () => void;
  /** One column (the register modal). */
  compact?: boolean;
};

const FieldsForm = ({
  rules,
  referralCode,
  method,
  onLogin,
  compact,
}: TProps & { method: TRegisterMethod }) => {
  const { t } = useTranslation();
  const complete = useCompleteLogin();
  const [failure, setFailure] = useState<string | null>(null);
  const shown = rules.fields.filter((f) => f.show);
  const captchaShown = shown.some((f) => f.name === 'captcha');
  const { captcha, refresh, renew } = useCaptcha(captchaShown);
  const schema = useMemo(() => buildRegisterSchema(rules, method), [rules, method]);
  const { register, handleSubmit, formState, getValues, setError, clearErrors, setValue } =
    useForm<TRegisterValues>({
      resolver: zodResolver(schema as never),
      defaultValues: {
        agreeTerms: false,
        countryCode: rules.mobileCountryCodes[0] ?? '',
        ...(referralCode && shown.some((f) => f.name === 'affiliateCode')
          ? { affiliateCode: referralCode }
          : {}),
      },
    });
  const password = passwordHint(rules);
  const params = {
    ...password.params,
    umin: rules.usernameMin,
    umax: rules.usernameMax,
    terms: rules.termsName === 'terms' ? t('pages.register.termsName') : rules.termsName,
  };
  const err = (name: string) => fieldError(t, formState.errors, name, params);
  const [showPassword, setShowPassword] = useState(false);
  const eye = { visible: showPassword, onVisibilityChange: setShowPassword };

  const canSend = () => {
    const v = getValues();
    if (isValidMobile(v.countryCode as string, String(v.mobileNum ?? ''))) {
      clearErrors('mobileNum');
      return true;
    }
    setError('mobileNum', { message: 'validation.mobile' });
    return false;
  };

  const onSubmit = async (values: TRegisterValues) => {
    setFailure(null);
    const body = buildRegisterPayload(values, method, {
      href: window.location.href,
      host: window.location.host,
      referralCode,
      captchaKey: captcha?.key,
    });
    try {
      const info =
        method === 'mobile'
          ? await registerByMobile(body as TRegisterMobileRequest)
          : await registerByUsername(body as TRegisterRequest);
      await complete(info, 'register');
    } catch (e) {
      if (captchaShown) {
        renew();
        setValue('captcha', '');
      }
      setFailure(errorMessage(t, e));
    }
  };

  return (
    <form onSubmit={(e) => void handleSubmit(onSubmit)(e)} noValidate data-testid="register-form">
      <SimpleGrid cols={compact ? 1 : { base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        {method === 'username' ? (
          <TextInput
            label={t('fields.username')}
            withAsterisk
            autoComplete="username"
            {...register('username')}
            error={err('username')}
            data-testid="register-username"
          />
        ) : (
          <MobileInput
            countryCodes={rules.mobileCountryCodes}
            countryCode={register('countryCode')}
            withAsterisk
            {...register('mobileNum')}
            error={err('mobileNum')}
            data-testid="register-mobile"
          />
        )}
        {method === 'mobile' && (
          <SmsCodeInput
            withAsterisk
            send={() =>
              sendRegisterSms(fullMobile(getValues('countryCode') as string, String(getValues('mobileNum'))))
            }
            canSend={canSend}
            {...register('verificationCode')}
            error={err('verificationCode')}
            data-testid="register-code"
          />
        )}
        <PasswordInput
          label={t('fields.password')}
          withAsterisk
          autoComplete="new-password"
          {...eye}
          {...register('password')}
          error={err('password')}
          description={compact || err('password') ? undefined : t(password.key, params)}
          data-testid="register-password"
        />
        <PasswordInput
          label={t('fields.confirmPassword')}
          withAsterisk
          autoComplete="new-password"
          {...eye}
          {...register('confirmPassword')}
          error={err('confirmPassword')}
          data-testid="register-confirm"
        />
        {shown
          .filter((f) => f.name !== 'captcha')
          .map((f) =>
            f.name === 'paymentPassword' ? (
              <PasswordInput
                key={f.name}
                label={t('fields.paymentPassword')}
                withAsterisk={f.required}
                autoComplete="off"
                {...register(f.name)}
                error={err(f.name)}
                data-testid={`register-${f.name}`}
              />
            ) : (
              <TextInput
                key={f.name}
                label={t(`fields.${f.name}`)}
                withAsterisk={f.required}
                type={f.name === 'email' ? 'email' : f.name === 'birthday' ? 'date' : 'text'}
                {...register(f.name)}
                error={err(f.name)}
                data-testid={`register-${f.name}`}
              />
            ),
          )}
        {captchaShown && (
          <CaptchaInput
            captcha={captcha}
            onRefresh={refresh}
            imageTestId="register-captcha"
            withAsterisk
            {...register('captcha')}
            error={err('captcha')}
            data-testid="register-captcha-input"
          />
        )}
      </SimpleGrid>
      <Checkbox
        mt="md"
        {...register('agreeTerms')}
        error={err('agreeTerms')}
        label={t('pages.register.terms', { age: rules.minimumAge, terms: params.terms })}
        data-testid="register-terms"
      />
      {failure && (
        <Alert color="red" variant="light" mt="md" data-testid="register-error">
          {failure}
        </Alert>
      )}
      <Button type="submit" fullWidth mt="lg" size="md" className="ol-btn-glow" data-testid="register-submit">
        {t('header.register')}
      </Button>
      <div className="ol-register-foot">
        {t('pages.register.haveAccount')}{' '}
        <Anchor component="button" type="button" onClick={onLogin} data-testid="register-login">
          {t('header.login')}
        </Anchor>
      </div>
    </form>
  );
};

/**
 * The register form of spec §2/§5, for the /register page and the register modal: username or
 * mobile method (a tab switch when the brand offers both), the brand's configured fields, password
 * rules, captcha, terms and age. Success logs in and goes home.
 */
export const RegisterForm = (props: TProps) => {
  const { t } = useTranslation();
  const methods = registerMethods(props.rules);
  const [method, setMethod] = useState<TRegisterMethod>(defaultRegisterMethod(props.rules));
  return (
    <div className={props.compact ? 'ol-register-compact' : 'ol-card ol-register'}>
      {methods.length > 1 && (
        <Tabs
          value={method}
          onChange={(v) => setMethod(v === 'mobile' ? 'mobile' : 'username')}
          variant="pills"
          radius="xl"
          mb="md"
        >
          <Tabs.List grow>
            {methods.map((m) => (
              <Tabs.Tab key={m} value={m} data-testid={`register-method-${m}`}>
                {t(`pages.register.method.${m}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      )}
      {/* A new form per method: each has its own schema and fields. */}
      <FieldsForm key={method} {...props} method={method} />
    </div>
  );
};
