import { Group, Input, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { ZSmsCountryRules, type TAuthSettings, type TSmsCountryRule } from '@openlobby/contracts';
import { useTranslation } from 'react-i18next';
import { intOr } from '../lib/number-field.ts';
import { BrandSection } from './brand-section.tsx';
import { AddRowButton, RemoveRowButton } from './row-buttons.tsx';

/** The whole-number budgets; each label is `brand.sms.<key>`. */
type TBudgetKey =
  | 'smsPerNumberPerHour'
  | 'smsPerNumberPerDay'
  | 'smsPerIpPerHour'
  | 'smsHourlyQuota'
  | 'smsDailyQuota'
  | 'trialAccountsPerHour';
const BUDGETS: readonly TBudgetKey[] = [
  'smsPerNumberPerHour',
  'smsPerNumberPerDay',
  'smsPerIpPerHour',
  'smsHourlyQuota',
  'smsDailyQuota',
  'trialAccountsPerHour',
];
const MAX_COUNTRIES = 50;

/** What is wrong with each country rule (by row), from the same schema the server checks. */
export const countryRuleErrors = (rules: readonly TSmsCountryRule[]) => {
  const errors = new Map<number, { code?: string; dailyQuota?: string }>();
  const checked = ZSmsCountryRules.safeParse(rules);
  if (checked.success) return { rows: errors, tooMany: false };
  let tooMany = false;
  for (const issue of checked.error.issues) {
    const [row, field] = issue.path;
    if (typeof row !== 'number') {
      tooMany = true;
      continue;
    }
    const key = field === 'dailyQuota' ? 'dailyQuota' : 'code';
    const message =
      issue.message === 'duplicate' ? 'duplicateCode' : key === 'code' ? 'invalidCode' : 'invalidQuota';
    errors.set(row, { ...errors.get(row), [key]: message });
  }
  return { rows: errors, tooMany };
};

/**
 * SMS budgets (per number, per IP, per brand; hourly and daily), the countries SMS may go to with
 * their own daily budgets, and the trial-account cap. Every message is counted before it is sent.
 */
export const BrandSmsSection = ({
  auth,
  signUpCodes,
  onChange,
}: {
  auth: TAuthSettings;
  /** The sign-up form's country codes: where SMS go while the list is empty. */
  signUpCodes: readonly string[];
  onChange: (change: Partial<TAuthSettings>) => void;
}) => {
  const { t } = useTranslation();
  const rules = auth.smsCountries;
  const errors = countryRuleErrors(rules);
  const setRule = (i: number, change: Partial<TSmsCountryRule>) =>
    onChange({ smsCountries: rules.map((r, j) => (j === i ? { ...r, ...change } : r)) });
  return (
    <BrandSection title={t('brand.sms.title')} description={t('brand.sms.description')} testId="brand-sms">
      {/* The section sits in half the form's width: two columns keep each label on one line, and
          the fields line up at the bottom should a translation wrap one. */}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" style={{ alignItems: 'end' }}>
        {BUDGETS.map((key) => (
          <NumberInput
            key={key}
            label={t(`brand.sms.${key}`)}
            min={1}
            max={1_000_000}
            allowDecimal={false}
            value={auth[key]}
            onChange={(v) => onChange({ [key]: intOr(v, auth[key]) })}
            data-testid={`brand-sms-${key}`}
          />
        ))}
      </SimpleGrid>
      <Input.Wrapper
        mt="md"
        label={t('brand.sms.countries')}
        description={t('brand.sms.countriesHint')}
        error={errors.tooMany ? t('brand.sms.tooMany', { max: MAX_COUNTRIES }) : undefined}
      >
        <Stack gap="xs" mt={6} data-testid="brand-sms-countries">
          {rules.length === 0 && (
            <Text size="sm" c={signUpCodes.length ? 'dimmed' : 'red'} data-testid="brand-sms-countries-empty">
              {signUpCodes.length
                ? t('brand.sms.countriesEmpty', { codes: signUpCodes.join(', ') })
                : t('brand.sms.countriesEmptyNone')}
            </Text>
          )}
          {rules.map((rule, i) => {
            const error = errors.rows.get(i);
            return (
              <Group key={i} gap="xs" align="flex-start" wrap="nowrap" data-testid="brand-sms-country">
                <TextInput
                  w={110}
                  aria-label={t('brand.sms.code')}
                  placeholder="+66"
                  value={rule.code}
                  onChange={(e) => setRule(i, { code: e.currentTarget.value.replace(/\s/g, '') })}
                  error={error?.code && t(`brand.sms.${error.code}`)}
                  data-testid={`brand-sms-country-code-${i}`}
                />
                <NumberInput
                  w={160}
                  aria-label={t('brand.sms.dailyQuota')}
                  placeholder={t('brand.sms.noOwnQuota')}
                  min={1}
                  max={1_000_000}
                  allowDecimal={false}
                  value={rule.dailyQuota ?? ''}
                  onChange={(v) =>
                    setRule(i, {
                      dailyQuota: typeof v === 'number' && Number.isFinite(v) ? Math.trunc(v) : null,
                    })
                  }
                  error={error?.dailyQuota && t(`brand.sms.${error.dailyQuota}`)}
                  data-testid={`brand-sms-country-quota-${i}`}
                />
                <RemoveRowButton
                  label={t('brand.sms.removeCountry', { code: rule.code })}
                  onClick={() => onChange({ smsCountries: rules.filter((_, j) => j !== i) })}
                  testId={`brand-sms-country-remove-${i}`}
                />
              </Group>
            );
          })}
          <Group>
            <AddRowButton
              label={t('brand.sms.addCountry')}
              disabled={rules.length >= MAX_COUNTRIES}
              onClick={() => onChange({ smsCountries: [...rules, { code: '+', dailyQuota: null }] })}
              testId="brand-sms-country-add"
            />
          </Group>
        </Stack>
      </Input.Wrapper>
    </BrandSection>
  );
};
