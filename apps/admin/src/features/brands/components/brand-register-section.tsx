import { NumberInput, Select, SimpleGrid, Stack, Switch, TagsInput, TextInput } from '@mantine/core';
import { PASSWORD_BOUNDS, ZPasswordCharset, type TBrandDetail } from '@openlobby/contracts';
import { useTranslation } from 'react-i18next';
import { intOr } from '../lib/number-field.ts';
import { BrandSection } from './brand-section.tsx';

type TRules = TBrandDetail['registerRules'];
/** The whole-number rules; each label is `brand.register.<key>`. */
type TCountKey = 'usernameMin' | 'usernameMax' | 'passwordMin' | 'passwordMax';

/** The bounds the server holds a brand's password lengths to (the form offers nothing outside). */
const BOUNDS: Partial<Record<TCountKey, { min: number; max: number }>> = {
  passwordMin: { min: PASSWORD_BOUNDS.minFloor, max: PASSWORD_BOUNDS.maxFloor },
  passwordMax: { min: PASSWORD_BOUNDS.maxFloor, max: PASSWORD_BOUNDS.maxCeiling },
};

/** Which registration methods are offered and the length, age and terms rules they check. */
export const BrandRegisterSection = ({
  rules,
  onChange,
}: {
  rules: TRules;
  onChange: (change: Partial<TRules>) => void;
}) => {
  const { t } = useTranslation();
  const count = (key: TCountKey) => (
    <NumberInput
      label={t(`brand.register.${key}`)}
      min={BOUNDS[key]?.min ?? 1}
      max={BOUNDS[key]?.max}
      allowDecimal={false}
      value={rules[key]}
      onChange={(v) => onChange({ [key]: intOr(v, rules[key]) })}
    />
  );
  return (
    <BrandSection title={t('brand.register.title')} description={t('brand.register.description')}>
      <Stack gap="xs">
        <Switch
          label={t('brand.register.usernameRegistration')}
          checked={rules.usernameRegistration}
          onChange={(e) => onChange({ usernameRegistration: e.currentTarget.checked })}
        />
        <Switch
          label={t('brand.register.mobileRegistration')}
          checked={rules.mobileRegistration}
          onChange={(e) => onChange({ mobileRegistration: e.currentTarget.checked })}
        />
      </Stack>
      <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm" mt="md">
        {count('usernameMin')}
        {count('usernameMax')}
        {count('passwordMin')}
        {count('passwordMax')}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="sm">
        <NumberInput
          label={t('brand.register.minimumAge')}
          min={0}
          allowDecimal={false}
          value={rules.minimumAge}
          onChange={(v) => onChange({ minimumAge: intOr(v, rules.minimumAge) })}
        />
        <TextInput
          label={t('brand.register.termsName')}
          value={rules.termsName}
          onChange={(e) => onChange({ termsName: e.currentTarget.value })}
        />
        <Select
          label={t('brand.register.passwordCharset')}
          data={ZPasswordCharset.options.map((c) => ({ value: c, label: t(`brand.register.charset.${c}`) }))}
          value={rules.passwordCharset ?? 'lettersOrDigits'}
          onChange={(v) => onChange({ passwordCharset: ZPasswordCharset.parse(v ?? 'lettersOrDigits') })}
          allowDeselect={false}
          data-testid="brand-password-charset"
        />
      </SimpleGrid>
      <TagsInput
        mt="sm"
        label={t('brand.register.mobileCountryCodes')}
        value={rules.mobileCountryCodes}
        onChange={(v) => onChange({ mobileCountryCodes: v.map((c) => c.trim()).filter(Boolean) })}
        splitChars={[',', ' ']}
      />
    </BrandSection>
  );
};
