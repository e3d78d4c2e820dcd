import {
  Alert,
  Badge,
  Button,
  Chip,
  Group,
  Input,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
  Textarea,
  TextInput,
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
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message.ts';
import { fromLocalInput, toLocalInput } from '../../../lib/format.ts';
import { useUpdateBrand } from '../api/brands.ts';
import { buildBrandPatch, draftOf, isEmptyPatch, type TBrandDraft } from '../lib/brand-patch.ts';
import { BrandAuthSection } from './brand-auth-section.tsx';
import { BrandFlagsSection } from './brand-flags-section.tsx';
import { BrandRegisterSection } from './brand-register-section.tsx';
import { BrandSection } from './brand-section.tsx';
import { BrandSmsSection } from './brand-sms-section.tsx';
import { RegisterFieldsEditor } from './register-fields-editor.tsx';

const ISO_CODE = /^[A-Z]{2}$/;

const languageOptions = LANGUAGE_CODES.map((code) => ({
  value: code,
  label: `${code} · ${LANGUAGE_NAMES[code]}`,
}));

/**
 * The brand editor: maintenance, regions, languages, features, auth, registration rules and the
 * registration form's fields. Save sends only the changed fields (validated against the contract first).
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
    <Stack gap="md">
      <fieldset disabled={readOnly} className="ol-fieldset">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            <BrandSection
              title={t('brand.maintenance.title')}
              description={t('brand.maintenance.description')}
            >
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
            </BrandSection>

            <BrandSection title={t('brand.regions.title')} description={t('brand.regions.description')}>
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
            </BrandSection>

            <BrandSection title={t('brand.general.title')}>
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
            </BrandSection>

            <BrandFlagsSection flags={draft.flags} onChange={editFlags} />

            <BrandAuthSection auth={draft.authSettings} onChange={editAuth} />

            <BrandRegisterSection rules={draft.registerRules} onChange={editRules} />

            <BrandSmsSection
              auth={draft.authSettings}
              signUpCodes={draft.registerRules.mobileCountryCodes}
              onChange={editAuth}
            />
          </SimpleGrid>
          <RegisterFieldsEditor
            fields={draft.registerRules.fields}
            readOnly={readOnly}
            onChange={(fields) => editRules({ fields })}
          />
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
