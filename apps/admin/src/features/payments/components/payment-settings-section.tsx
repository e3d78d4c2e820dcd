import {
  Alert,
  Badge,
  Card,
  Group,
  NumberInput,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { TPaymentSettings } from '@openlobby/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../components/ui/notify.ts';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { SaveResetButtons } from '../../../components/ui/save-reset-buttons.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/i18n.ts';
import { usePaymentSettings, useSavePaymentSettings } from '../api/payment-settings.ts';
import { serverChannelIssuesOf } from '../lib/channels.ts';
import {
  checkPaymentSettings,
  draftOf,
  isSettingsDirty,
  isOptionalLimit,
  isWholeNumberField,
  PAYMENT_SETTING_FIELDS,
  settingBoundsOf,
  type TPaymentSettingField,
  type TPaymentSettingsDraft,
} from '../lib/payment-settings.ts';

const isBlank = (value: unknown) => value === '' || value === null || value === undefined;

/** The card's title and description; `children` sit at the right (unsaved / saved). */
const SectionHeading = ({ children }: { children?: ReactNode }) => {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" align="flex-start" gap="sm" mb="md" wrap="nowrap">
      <Stack gap={2}>
        <Title order={2} size="h5">
          {t('payments.settings.title')}
        </Title>
        <Text size="xs" c="dimmed">
          {t('payments.settings.description')}
        </Text>
      </Stack>
      {children}
    </Group>
  );
};

/** The editor once the stored rules are known. */
const SettingsEditor = ({
  code,
  stored,
  readOnly,
}: {
  code: string;
  stored: TPaymentSettings;
  readOnly: boolean;
}) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const save = useSavePaymentSettings(code);
  const [base, setBase] = useState(stored);
  const [draft, setDraftState] = useState<TPaymentSettingsDraft>(() => draftOf(stored));
  const [attempted, setAttempted] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);

  const dirty = isSettingsDirty(draft, base);
  // A newer stored version (a refetch) replaces the values only while nothing is unsaved.
  if (base !== stored) {
    setBase(stored);
    if (!dirty) setDraftState(draftOf(stored));
  }

  const checked = checkPaymentSettings(draft);
  const server = serverChannelIssuesOf(failure);
  const saving = save.isPending;

  /** A field's issue: the client's once it has a value or a save was tried, else the server's. */
  const issueOf = (field: TPaymentSettingField): string | undefined => {
    const code = attempted || !isBlank(draft[field]) ? checked.issues[field] : undefined;
    if (code === 'range') {
      const { min, max } = settingBoundsOf(field);
      return t('payments.settings.errors.range', {
        min: formatNumber(min ?? 0, locale),
        max: max === null ? '—' : formatNumber(max, locale),
      });
    }
    if (code) return t(`payments.settings.errors.${code}`);
    return server[field];
  };

  const set = (field: TPaymentSettingField, value: number | string) => {
    setSaved(false);
    setFailure(null);
    setDraftState((d) => ({ ...d, [field]: value }));
  };

  const reset = () => {
    setDraftState(draftOf(base));
    setAttempted(false);
    setFailure(null);
  };

  const submit = async () => {
    setAttempted(true);
    setFailure(null);
    if (!checked.ok || saving) return;
    try {
      const next = await save.mutateAsync(checked.body);
      setBase(next);
      setDraftState(draftOf(next));
      setAttempted(false);
      setSaved(true);
      notifySuccess(t('payments.settings.savedBody'), t('payments.settings.savedTitle'));
    } catch (e) {
      setFailure(e);
    }
  };

  return (
    <>
      <SectionHeading>
        {dirty ? (
          <Badge variant="light" color="orange" data-testid="payment-settings-dirty">
            {t('payments.settings.unsaved')}
          </Badge>
        ) : saved ? (
          <Badge variant="light" color="green" data-testid="payment-settings-saved">
            {t('payments.settings.saved')}
          </Badge>
        ) : null}
      </SectionHeading>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <fieldset disabled={readOnly || saving} className="ol-fieldset">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
            {PAYMENT_SETTING_FIELDS.map((field) => {
              const whole = isWholeNumberField(field);
              const optional = isOptionalLimit(field);
              return (
                <NumberInput
                  key={field}
                  label={t(`payments.settings.fields.${field}`)}
                  description={t(`payments.settings.hints.${field}`)}
                  placeholder={
                    optional
                      ? t(
                          field === 'adjustmentCheckerAbove'
                            ? 'payments.settings.everyAdjustment'
                            : 'payments.settings.noLimit',
                        )
                      : undefined
                  }
                  required={!optional}
                  min={settingBoundsOf(field).min ?? undefined}
                  allowNegative={false}
                  allowDecimal={!whole}
                  thousandSeparator=","
                  hideControls
                  value={draft[field]}
                  onChange={(v) => set(field, v)}
                  error={issueOf(field)}
                  data-testid={`payment-settings-${field}`}
                />
              );
            })}
          </SimpleGrid>
        </fieldset>
        {(failure !== null || (attempted && !checked.ok)) && (
          <Alert color="red" variant="light" mt="sm" p="xs" data-testid="payment-settings-error">
            {failure !== null ? errorMessage(t, failure) : t('payments.settings.invalid')}
          </Alert>
        )}
        {!readOnly && (
          <SaveResetButtons
            justify="flex-end"
            mt="md"
            testId="payment-settings"
            dirty={dirty}
            saving={saving}
            onReset={reset}
          />
        )}
      </form>
    </>
  );
};

/**
 * A brand's withdrawal rules as a card of the brand page, next to its deposit channels (shown with
 * payments.read, editable with payments.configure): the limits per request and per day, when an
 * unconfirmed payout counts as received, the turnover required after a deposit, and how many
 * transfers a member may make to other members per day.
 */
export const PaymentSettingsSection = ({ code, readOnly }: { code: string; readOnly: boolean }) => {
  const { data, error, refetch } = usePaymentSettings(code);
  return (
    <Card mt="md" data-testid="payment-settings" data-readonly={readOnly || undefined}>
      {data ? (
        <SettingsEditor key={code} code={code} stored={data} readOnly={readOnly} />
      ) : (
        <>
          <SectionHeading />
          {error ? <QueryError error={error} onRetry={() => void refetch()} /> : <Skeleton h={120} />}
        </>
      )}
    </Card>
  );
};
