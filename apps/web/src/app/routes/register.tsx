import type { TRegisterSettings } from '@openlobby/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Loader,
  NativeSelect,
  PasswordInput,
  SegmentedControl,
  SimpleGrid,
  TextInput,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { showDialog } from '../../components/ui/dialog-store.ts';
import { IconUser } from '../../components/ui/icons.tsx';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { useLoginDialogStore } from '../../features/auth/stores/login-dialog-store.ts';
import { useRegisterSettings } from '../../features/system/api/get-register-settings.ts';

type TMethod = 'username' | 'mobile';
type TValues = Record<string, string | boolean>;

/** Client-side rules from the brand's register settings (spec §5); messages are i18n keys. */
const buildSchema = (s: TRegisterSettings, method: TMethod) => {
  const shape: Record<string, z.ZodType> = {
    password: z
      .string()
      .min(s.passwordMin, 'validation.passwordLength')
      .max(s.passwordMax, 'validation.passwordLength')
      .regex(/^[A-Za-z0-9]+$/, 'validation.passwordLength'),
    confirmPassword: z.string(),
    terms: z.literal(true, { message: 'validation.terms' }),
  };
  if (method === 'username')
    shape.username = z
      .string()
      .trim()
      .min(s.usernameMin, 'validation.username')
      .max(s.usernameMax, 'validation.username')
      .regex(/^[A-Za-z][A-Za-z0-9]*$/, 'validation.username');
  else shape.mobileNum = z.string().regex(/^\d{6,15}$/, 'validation.mobile');
  for (const f of s.fields.filter((x) => x.show))
    shape[f.name] = f.required ? z.string().trim().min(1, 'validation.required') : z.string().optional();
  return z.object(shape).refine((v) => v.confirmPassword === '' || v.confirmPassword === v.password, {
    path: ['confirmPassword'],
    message: 'validation.passwordsDiffer',
  });
};

const RegisterForm = ({
  settings,
  referralCode,
}: {
  settings: TRegisterSettings;
  referralCode: string | null;
}) => {
  const { t } = useTranslation();
  const openLogin = useLoginDialogStore((s) => s.open);
  const methods: TMethod[] = [
    ...(settings.usernameRegistration ? ['username' as const] : []),
    ...(settings.mobileRegistration ? ['mobile' as const] : []),
  ];
  const [method, setMethod] = useState<TMethod>(settings.defaultMethod);
  const schema = useMemo(() => buildSchema(settings, method), [settings, method]);
  const { register, handleSubmit, formState } = useForm<TValues>({
    resolver: zodResolver(schema as never),
    defaultValues: { terms: false },
  });
  const err = (name: string) => {
    const m = formState.errors[name]?.message;
    return typeof m === 'string'
      ? t(m, {
          min: settings.passwordMin,
          max: settings.passwordMax,
          umin: settings.usernameMin,
          umax: settings.usernameMax,
        })
      : undefined;
  };
  const onSubmit = () =>
    void showDialog({
      icon: 'info',
      title: t('pages.register.title'),
      html: t('pages.register.comingSoon'),
      closeOnCover: true,
      testId: 'info-dialog',
    });
  const shown = settings.fields.filter((f) => f.show);
  return (
    <form
      className="ol-card ol-register"
      onSubmit={(e) => void handleSubmit(onSubmit)(e)}
      data-testid="register-form"
      noValidate
    >
      {methods.length > 1 && (
        <SegmentedControl
          fullWidth
          value={method}
          onChange={(v) => setMethod(v === 'mobile' ? 'mobile' : 'username')}
          data={methods.map((m) => ({ value: m, label: t(`pages.register.method.${m}`) }))}
          mb="md"
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {method === 'username' ? (
          <TextInput
            label={t('fields.username')}
            withAsterisk
            {...register('username')}
            error={err('username')}
            autoComplete="username"
            data-field="username"
          />
        ) : (
          <Group grow gap={8} align="flex-start" preventGrowOverflow={false} wrap="nowrap">
            <NativeSelect
              label={t('fields.countryCode')}
              data={settings.mobileCountryCodes}
              {...register('countryCode')}
              style={{ maxWidth: 110 }}
            />
            <TextInput
              label={t('fields.mobileNum')}
              withAsterisk
              {...register('mobileNum')}
              error={err('mobileNum')}
              inputMode="numeric"
              data-field="mobileNum"
            />
          </Group>
        )}
        <PasswordInput
          label={t('fields.password')}
          withAsterisk
          {...register('password')}
          error={err('password')}
          autoComplete="new-password"
          data-field="password"
        />
        <PasswordInput
          label={t('fields.confirmPassword')}
          {...register('confirmPassword')}
          error={err('confirmPassword')}
          autoComplete="new-password"
          data-field="confirmPassword"
        />
        {shown.map((f) => (
          <TextInput
            key={f.name}
            label={t(`fields.${f.name}`)}
            withAsterisk={f.required}
            {...register(f.name)}
            error={err(f.name)}
            data-field={f.name}
            type={f.name === 'email' ? 'email' : f.name === 'birthday' ? 'date' : 'text'}
          />
        ))}
        {referralCode && (
          <TextInput
            label={t('fields.referralCode')}
            value={referralCode}
            readOnly
            data-field="referralCode"
          />
        )}
      </SimpleGrid>
      <Checkbox
        mt="md"
        {...register('terms')}
        error={err('terms')}
        label={t('pages.register.terms', { age: settings.minimumAge, terms: settings.termsName })}
      />
      <Button type="submit" fullWidth mt="lg" size="md" className="ol-btn-glow">
        {t('header.register')}
      </Button>
      <div className="ol-register-foot">
        {t('pages.register.haveAccount')}{' '}
        <Anchor component="button" type="button" onClick={openLogin}>
          {t('header.login')}
        </Anchor>
      </div>
    </form>
  );
};

/** /register and /register.html: the brand's registration form (submission arrives with identity). */
export const RegisterPage = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { data, isPending, isError } = useRegisterSettings();
  return (
    <div className="ol-page ol-narrow" data-testid="register-page">
      <PageHero
        title={t('pages.register.title')}
        subtitle={t('pages.register.subtitle')}
        icon={<IconUser size={34} />}
      />
      <Alert variant="light" color="brand" mb="md" data-testid="register-notice">
        {t('pages.register.comingSoon')}
      </Alert>
      {isPending && <Loader className="ol-center" />}
      {isError && <Alert color="red">{t('errors.SYSTEM_ERROR')}</Alert>}
      {data && <RegisterForm settings={data} referralCode={params.get('referralCode')} />}
    </div>
  );
};
