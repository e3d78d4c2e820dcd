import { NumberInput, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import type { TAuthSettings } from '@openlobby/contracts';
import { useTranslation } from 'react-i18next';
import { intOr } from '../lib/number-field.ts';
import { BrandSection } from './brand-section.tsx';

const SECOND_STEPS = ['NONE', 'SMS', 'EMAIL', 'BANK_NAME', 'TOTP'] as const;
/** The whole-number settings; each label is `brand.auth.<key>`. */
type TCountKey =
  'captchaAfterFailures' | 'lockAfterFailures' | 'lockMinutes' | 'sessionTtlHours' | 'resetLinkMinutes';

/** How members sign in, when they are challenged and when they are locked out. */
export const BrandAuthSection = ({
  auth,
  onChange,
}: {
  auth: TAuthSettings;
  onChange: (change: Partial<TAuthSettings>) => void;
}) => {
  const { t } = useTranslation();
  /** A whole-number setting that keeps its value while the input is being cleared. */
  const count = (key: TCountKey, min: number) => (
    <NumberInput
      label={t(`brand.auth.${key}`)}
      min={min}
      allowDecimal={false}
      value={auth[key]}
      onChange={(v) => onChange({ [key]: intOr(v, auth[key]) })}
    />
  );
  return (
    <BrandSection title={t('brand.auth.title')} description={t('brand.auth.description')}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label={t('brand.auth.defaultPassword')}
          value={auth.defaultPassword}
          onChange={(e) => onChange({ defaultPassword: e.currentTarget.value })}
          data-testid="brand-default-password"
        />
        <NumberInput
          label={t('brand.auth.passwordExpiryDays')}
          description={t('brand.auth.passwordExpiryHint')}
          min={1}
          allowDecimal={false}
          value={auth.passwordExpiryDays ?? ''}
          onChange={(v) =>
            onChange({ passwordExpiryDays: typeof v === 'number' && v > 0 ? Math.trunc(v) : null })
          }
        />
        <Select
          label={t('brand.auth.secondStep')}
          data={SECOND_STEPS.map((s) => ({ value: s, label: t(`brand.secondStep.${s}`) }))}
          value={auth.secondStep}
          allowDeselect={false}
          onChange={(v) => v && onChange({ secondStep: v as TAuthSettings['secondStep'] })}
          data-testid="brand-second-step"
        />
        {count('captchaAfterFailures', 0)}
        {count('lockAfterFailures', 1)}
        {count('lockMinutes', 1)}
        {count('sessionTtlHours', 1)}
        {count('resetLinkMinutes', 1)}
      </SimpleGrid>
      <Stack gap="xs" mt="md">
        <Switch
          label={t('brand.auth.forcePasswordChange')}
          checked={auth.forcePasswordChange}
          onChange={(e) => onChange({ forcePasswordChange: e.currentTarget.checked })}
        />
        <Switch
          label={t('brand.auth.smsLogin')}
          checked={auth.smsLogin}
          onChange={(e) => onChange({ smsLogin: e.currentTarget.checked })}
          data-testid="brand-sms-login"
        />
      </Stack>
    </BrandSection>
  );
};
