import {
  Alert,
  Badge,
  Button,
  Card,
  Chip,
  Group,
  Input,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  LANGUAGE_CODES,
  LANGUAGE_NAMES,
  ZBrandPatch,
  type TBrandDetail,
  type TFeatureFlags,
  type TLanguage,
} from '@openlobby/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message.ts';
import { fromLocalInput, toLocalInput } from '../../../lib/format.ts';
import { useUpdateBrand } from '../api/brands.ts';
import { buildBrandPatch, draftOf, isEmptyPatch, type TBrandDraft } from '../lib/brand-patch.ts';

const BOOLEAN_FLAGS = [
  'vip',
  'freePlay',
  'chatRoom',
  'pointMall',
  'referral',
  'rewardCenter',
  'movieResource',
] as const;
const SOCIAL = ['FACEBOOK', 'GOOGLE', 'LINE'] as const;
const SECOND_STEPS = ['NONE', 'SMS', 'EMAIL', 'BANK_NAME', 'TOTP'] as const;
const ISO_CODE = /^[A-Z]{2}$/;

const languageOptions = LANGUAGE_CODES.map((code) => ({
  value: code,
  label: `${code} · ${LANGUAGE_NAMES[code]}`,
}));

/** NumberInput hands back '' while empty: keep the previous number then (or null where allowed). */
const intOr = (v: number | string, fallback: number): number =>
  typeof v === 'number' && Number.isFinite(v) ? Math.trunc(v) : fallback;

const Section = ({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) => (
  <Card>
    <Stack gap={2} mb="md">
      <Title order={4} size="h5">
        {title}
      </Title>
      {description && (
        <Text size="xs" c="dimmed">
          {description}
        </Text>
      )}
    </Stack>
    {children}
  </Card>
);

/**
 * The brand editor: maintenance, regions, languages, features, auth and registration rules. Save
 * sends only the changed fields (validated against the contract first).
 */
export const BrandForm = ({ brand, readOnly }: { brand: TBrandDetail; readOnly: boolean }) => {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<TBrandDraft>(() => draftOf(brand));
  const [base, setBase] = useState<TBrandDetail>(brand);
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [regionError, setRegionError] = useState<string | null>(null);
  const update = useUpdateBrand(brand.code);

  const patch = buildBrandPatch(base, draft);
  const changed = Object.keys(patch);
  const dirty = !isEmptyPatch(patch);
  const defaultNotEnabled = !draft.languages.includes(draft.defaultLanguage);
  const checked = ZBrandPatch.safeParse(patch);

  const edit = (change: Partial<TBrandDraft>) => {
    setSaved(false);
    setDraft((d) => ({ ...d, ...change }));
  };
  const editFlags = (change: Partial<TFeatureFlags>) => edit({ flags: { ...draft.flags, ...change } });
  const editAuth = (change: Partial<TBrandDraft['authSettings']>) =>
    edit({ authSettings: { ...draft.authSettings, ...change } });
  const editRules = (change: Partial<TBrandDraft['registerRules']>) =>
    edit({ registerRules: { ...draft.registerRules, ...change } });

  const setRegions = (values: string[]) => {
    const upper = values.map((v) => v.trim().toUpperCase()).filter(Boolean);
    const bad = upper.filter((v) => !ISO_CODE.test(v));
    setRegionError(bad.length ? t('brand.regions.invalid', { codes: bad.join(', ') }) : null);
    edit({ restrictedCountries: [...new Set(upper.filter((v) => ISO_CODE.test(v)))] });
  };

  const save = async () => {
    setFailure(null);
    if (!checked.success || defaultNotEnabled) return;
    try {
      const next = await update.mutateAsync(checked.data);
      setBase(next);
      setDraft(draftOf(next));
      setSaved(true);
      notifications.show({
        color: 'green',
        title: t('brand.savedTitle'),
        message: t('brand.savedBody', { name: next.name }),
      });
    } catch (e) {
      setFailure(e);
    }
  };

  return (
    <Stack gap="md" pb={88}>
      <fieldset disabled={readOnly} className="ol-fieldset">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            <Section title={t('brand.maintenance.title')} description={t('brand.maintenance.description')}>
              <Stack gap="sm">
                <Switch
                  size="md"
                  label={t('brand.maintenance.switch')}
                  checked={draft.maintenance}
                  onChange={(e) => edit({ maintenance: e.currentTarget.checked })}
                  color="orange"
                  data-testid="brand-maintenance"
                />
                <Textarea
                  label={t('brand.maintenance.message')}
                  placeholder={t('brand.maintenance.messagePlaceholder')}
                  autosize
                  minRows={2}
                  maxLength={500}
                  value={draft.maintenanceMessage ?? ''}
                  onChange={(e) => edit({ maintenanceMessage: e.currentTarget.value })}
                  data-testid="brand-maintenance-message"
                />
                <TextInput
                  type="datetime-local"
                  label={t('brand.maintenance.until')}
                  description={t('brand.maintenance.untilHint')}
                  value={toLocalInput(draft.maintenanceUntil)}
                  onChange={(e) => edit({ maintenanceUntil: fromLocalInput(e.currentTarget.value) })}
                  data-testid="brand-maintenance-until"
                />
              </Stack>
            </Section>

            <Section title={t('brand.regions.title')} description={t('brand.regions.description')}>
              <Stack gap="sm">
                <TagsInput
                  label={t('brand.regions.label')}
                  placeholder={t('brand.regions.placeholder')}
                  value={draft.restrictedCountries}
                  onChange={setRegions}
                  splitChars={[',', ' ', ';']}
                  clearable
                  error={regionError}
                  data-testid="brand-regions"
                />
                <Group gap={6}>
                  {draft.restrictedCountries.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      {t('brand.regions.none')}
                    </Text>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('brand.regions.count', { count: draft.restrictedCountries.length })}
                    </Text>
                  )}
                </Group>
              </Stack>
            </Section>

            <Section title={t('brand.general.title')}>
              <Stack gap="sm">
                <TextInput
                  label={t('brand.general.name')}
                  value={draft.name}
                  maxLength={64}
                  onChange={(e) => edit({ name: e.currentTarget.value })}
                  error={draft.name.trim() ? undefined : t('brand.general.nameRequired')}
                  data-testid="brand-name"
                />
                <Input.Wrapper
                  label={t('brand.general.languages')}
                  description={t('brand.general.languagesHint', { count: draft.languages.length })}
                  error={draft.languages.length === 0 ? t('brand.general.languagesRequired') : undefined}
                >
                  <Chip.Group
                    multiple
                    value={draft.languages}
                    onChange={(v) =>
                      // Keep the stored order; newly enabled languages go last.
                      edit({
                        languages: [
                          ...draft.languages.filter((c) => v.includes(c)),
                          ...(v as TLanguage[]).filter((c) => !draft.languages.includes(c)),
                        ],
                      })
                    }
                  >
                    <Group gap={6} mt={6} data-testid="brand-languages">
                      {LANGUAGE_CODES.map((code) => (
                        <Chip key={code} value={code} size="xs" radius="sm" title={LANGUAGE_NAMES[code]}>
                          {code}
                        </Chip>
                      ))}
                    </Group>
                  </Chip.Group>
                </Input.Wrapper>
                <Select
                  label={t('brand.general.defaultLanguage')}
                  data={languageOptions.filter((o) => draft.languages.includes(o.value))}
                  value={draft.defaultLanguage}
                  allowDeselect={false}
                  onChange={(v) => v && edit({ defaultLanguage: v as TLanguage })}
                  error={defaultNotEnabled ? t('brand.general.defaultNotEnabled') : undefined}
                  data-testid="brand-default-language"
                />
              </Stack>
            </Section>

            <Section title={t('brand.flags.title')} description={t('brand.flags.description')}>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                {BOOLEAN_FLAGS.map((flag) => (
                  <Switch
                    key={flag}
                    label={t(`brand.flags.${flag}`)}
                    checked={draft.flags[flag]}
                    onChange={(e) => editFlags({ [flag]: e.currentTarget.checked })}
                    data-testid={`brand-flag-${flag}`}
                  />
                ))}
              </SimpleGrid>
              <MultiSelect
                mt="md"
                label={t('brand.flags.socialSignIn')}
                data={SOCIAL.map((s) => ({ value: s, label: t(`brand.social.${s}`) }))}
                value={draft.flags.socialSignIn}
                onChange={(v) => editFlags({ socialSignIn: v as TFeatureFlags['socialSignIn'] })}
                placeholder={draft.flags.socialSignIn.length ? undefined : t('brand.flags.socialNone')}
              />
            </Section>

            <Section title={t('brand.auth.title')} description={t('brand.auth.description')}>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <TextInput
                  label={t('brand.auth.defaultPassword')}
                  value={draft.authSettings.defaultPassword}
                  onChange={(e) => editAuth({ defaultPassword: e.currentTarget.value })}
                  data-testid="brand-default-password"
                />
                <NumberInput
                  label={t('brand.auth.passwordExpiryDays')}
                  description={t('brand.auth.passwordExpiryHint')}
                  min={1}
                  allowDecimal={false}
                  value={draft.authSettings.passwordExpiryDays ?? ''}
                  onChange={(v) =>
                    editAuth({ passwordExpiryDays: typeof v === 'number' && v > 0 ? Math.trunc(v) : null })
                  }
                />
                <Select
                  label={t('brand.auth.secondStep')}
                  data={SECOND_STEPS.map((s) => ({ value: s, label: t(`brand.secondStep.${s}`) }))}
                  value={draft.authSettings.secondStep}
                  allowDeselect={false}
                  onChange={(v) =>
                    v && editAuth({ secondStep: v as TBrandDraft['authSettings']['secondStep'] })
                  }
                  data-testid="brand-second-step"
                />
                <NumberInput
                  label={t('brand.auth.captchaAfterFailures')}
                  min={0}
                  allowDecimal={false}
                  value={draft.authSettings.captchaAfterFailures}
                  onChange={(v) =>
                    editAuth({ captchaAfterFailures: intOr(v, draft.authSettings.captchaAfterFailures) })
                  }
                />
                <NumberInput
                  label={t('brand.auth.lockAfterFailures')}
                  min={1}
                  allowDecimal={false}
                  value={draft.authSettings.lockAfterFailures}
                  onChange={(v) =>
                    editAuth({ lockAfterFailures: intOr(v, draft.authSettings.lockAfterFailures) })
                  }
                />
                <NumberInput
                  label={t('brand.auth.lockMinutes')}
                  min={1}
                  allowDecimal={false}
                  value={draft.authSettings.lockMinutes}
                  onChange={(v) => editAuth({ lockMinutes: intOr(v, draft.authSettings.lockMinutes) })}
                />
                <NumberInput
                  label={t('brand.auth.sessionTtlHours')}
                  min={1}
                  allowDecimal={false}
                  value={draft.authSettings.sessionTtlHours}
                  onChange={(v) =>
                    editAuth({ sessionTtlHours: intOr(v, draft.authSettings.sessionTtlHours) })
                  }
                />
                <NumberInput
                  label={t('brand.auth.resetLinkMinutes')}
                  min={1}
                  allowDecimal={false}
                  value={draft.authSettings.resetLinkMinutes}
                  onChange={(v) =>
                    editAuth({ resetLinkMinutes: intOr(v, draft.authSettings.resetLinkMinutes) })
                  }
                />
              </SimpleGrid>
              <Stack gap="xs" mt="md">
                <Switch
                  label={t('brand.auth.forcePasswordChange')}
                  checked={draft.authSettings.forcePasswordChange}
                  onChange={(e) => editAuth({ forcePasswordChange: e.currentTarget.checked })}
                />
                <Switch
                  label={t('brand.auth.smsLogin')}
                  checked={draft.authSettings.smsLogin}
                  onChange={(e) => editAuth({ smsLogin: e.currentTarget.checked })}
                  data-testid="brand-sms-login"
                />
              </Stack>
              <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" mt="md">
                <NumberInput
                  label={t('brand.auth.smsPerNumberPerHour')}
                  min={1}
                  allowDecimal={false}
                  value={draft.authSettings.smsPerNumberPerHour}
                  onChange={(v) =>
                    editAuth({ smsPerNumberPerHour: intOr(v, draft.authSettings.smsPerNumberPerHour) })
                  }
                />
                <NumberInput
                  label={t('brand.auth.smsPerIpPerHour')}
                  min={1}
                  allowDecimal={false}
                  value={draft.authSettings.smsPerIpPerHour}
                  onChange={(v) =>
                    editAuth({ smsPerIpPerHour: intOr(v, draft.authSettings.smsPerIpPerHour) })
                  }
                />
                <NumberInput
                  label={t('brand.auth.smsDailyQuota')}
                  min={1}
                  allowDecimal={false}
                  value={draft.authSettings.smsDailyQuota}
                  onChange={(v) => editAuth({ smsDailyQuota: intOr(v, draft.authSettings.smsDailyQuota) })}
                />
              </SimpleGrid>
            </Section>

            <Section title={t('brand.register.title')} description={t('brand.register.description')}>
              <Stack gap="xs">
                <Switch
                  label={t('brand.register.usernameRegistration')}
                  checked={draft.registerRules.usernameRegistration}
                  onChange={(e) => editRules({ usernameRegistration: e.currentTarget.checked })}
                />
                <Switch
                  label={t('brand.register.mobileRegistration')}
                  checked={draft.registerRules.mobileRegistration}
                  onChange={(e) => editRules({ mobileRegistration: e.currentTarget.checked })}
                />
              </Stack>
              <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm" mt="md">
                <NumberInput
                  label={t('brand.register.usernameMin')}
                  min={1}
                  allowDecimal={false}
                  value={draft.registerRules.usernameMin}
                  onChange={(v) => editRules({ usernameMin: intOr(v, draft.registerRules.usernameMin) })}
                />
                <NumberInput
                  label={t('brand.register.usernameMax')}
                  min={1}
                  allowDecimal={false}
                  value={draft.registerRules.usernameMax}
                  onChange={(v) => editRules({ usernameMax: intOr(v, draft.registerRules.usernameMax) })}
                />
                <NumberInput
                  label={t('brand.register.passwordMin')}
                  min={1}
                  allowDecimal={false}
                  value={draft.registerRules.passwordMin}
                  onChange={(v) => editRules({ passwordMin: intOr(v, draft.registerRules.passwordMin) })}
                />
                <NumberInput
                  label={t('brand.register.passwordMax')}
                  min={1}
                  allowDecimal={false}
                  value={draft.registerRules.passwordMax}
                  onChange={(v) => editRules({ passwordMax: intOr(v, draft.registerRules.passwordMax) })}
                />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="sm">
                <NumberInput
                  label={t('brand.register.minimumAge')}
                  min={0}
                  allowDecimal={false}
                  value={draft.registerRules.minimumAge}
                  onChange={(v) => editRules({ minimumAge: intOr(v, draft.registerRules.minimumAge) })}
                />
                <TextInput
                  label={t('brand.register.termsName')}
                  value={draft.registerRules.termsName}
                  onChange={(e) => editRules({ termsName: e.currentTarget.value })}
                />
              </SimpleGrid>
              <TagsInput
                mt="sm"
                label={t('brand.register.mobileCountryCodes')}
                value={draft.registerRules.mobileCountryCodes}
                onChange={(v) => editRules({ mobileCountryCodes: v.map((c) => c.trim()).filter(Boolean) })}
                splitChars={[',', ' ']}
              />
            </Section>
          </SimpleGrid>
        </Stack>
      </fieldset>

      {!readOnly && (
        <div className="ol-savebar" data-dirty={dirty || undefined}>
          <Group justify="space-between" gap="sm" wrap="wrap" className="ol-savebar-inner">
            <Group gap="xs">
              {saved && !dirty ? (
                <Badge color="green" variant="light" size="lg" data-testid="brand-saved">
                  {t('brand.saved')}
                </Badge>
              ) : dirty ? (
                <Text size="sm" data-testid="brand-changes">
                  {t('brand.changes', { count: changed.length })}:{' '}
                  <Text span c="dimmed" size="sm">
                    {changed.map((k) => t(`brand.fields.${k}`)).join(', ')}
                  </Text>
                </Text>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('brand.noChanges')}
                </Text>
              )}
            </Group>
            <Group gap="xs">
              <Button
                variant="default"
                disabled={!dirty || update.isPending}
                onClick={() => {
                  setDraft(draftOf(base));
                  setRegionError(null);
                  setFailure(null);
                }}
              >
                {t('common.reset')}
              </Button>
              <Button
                onClick={() => void save()}
                disabled={!dirty || !checked.success || defaultNotEnabled}
                loading={update.isPending}
                data-testid="brand-save"
              >
                {t('common.save')}
              </Button>
            </Group>
          </Group>
          {(failure !== null || (dirty && !checked.success)) && (
            <Alert color="red" variant="light" mt="xs" p="xs" data-testid="brand-save-error">
              {failure !== null ? errorMessage(t, failure) : t('brand.invalid')}
            </Alert>
          )}
        </div>
      )}
    </Stack>
  );
};
