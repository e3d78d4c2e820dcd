import { Alert, Group, NumberInput } from '@mantine/core';
import { MAX_WIN_MULTIPLE_RANGE, type TSeamlessVendorSettings } from '@openlobby/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../components/ui/notify.ts';
import { SaveResetButtons } from '../../../components/ui/save-reset-buttons.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/i18n.ts';
import { useUpdateVendorRules } from '../api/seamless-vendors.ts';
import { checkMaxWinMultiple } from '../lib/max-win.ts';

/** The vendor's max win per round in the brand, as a multiple of the round's stakes; saved on its own. */
export const MaxWinForm = ({
  brand,
  vendor,
  readOnly,
}: {
  brand: string;
  vendor: TSeamlessVendorSettings;
  readOnly: boolean;
}) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const update = useUpdateVendorRules(brand, vendor.code);
  const [draft, setDraft] = useState<number | string>(vendor.maxWinMultiple);
  const [failure, setFailure] = useState<unknown>(null);
  const checked = checkMaxWinMultiple(draft);
  const dirty = !checked.ok || checked.value !== vendor.maxWinMultiple;
  const issue = checked.ok
    ? undefined
    : t(`vendors.maxWin.errors.${checked.issue}`, {
        min: formatNumber(MAX_WIN_MULTIPLE_RANGE.min, locale),
        max: formatNumber(MAX_WIN_MULTIPLE_RANGE.max, locale),
      });

  const submit = async () => {
    setFailure(null);
    if (!checked.ok || update.isPending) return;
    try {
      const saved = await update.mutateAsync({ maxWinMultiple: checked.value });
      setDraft(saved.maxWinMultiple);
      notifySuccess(t('vendors.maxWin.savedBody', { code: vendor.code }), t('vendors.maxWin.savedTitle'));
    } catch (e) {
      setFailure(e);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NumberInput
          w={{ base: '100%', xs: 260 }}
          label={t('vendors.maxWin.label')}
          description={t('vendors.maxWin.hint')}
          min={MAX_WIN_MULTIPLE_RANGE.min}
          max={MAX_WIN_MULTIPLE_RANGE.max}
          allowNegative={false}
          allowDecimal={false}
          thousandSeparator=","
          hideControls
          suffix=" ×"
          value={draft}
          onChange={(v) => {
            setFailure(null);
            setDraft(v);
          }}
          error={issue}
          disabled={readOnly || update.isPending}
          data-testid={`vendor-max-win-${vendor.code}`}
        />
        {!readOnly && (
          <SaveResetButtons
            testId={`vendor-max-win-${vendor.code}`}
            dirty={dirty}
            saving={update.isPending}
            onReset={() => {
              setFailure(null);
              setDraft(vendor.maxWinMultiple);
            }}
          />
        )}
      </Group>
      {failure !== null && (
        <Alert color="red" variant="light" mt="sm" p="xs" data-testid={`vendor-max-win-${vendor.code}-error`}>
          {errorMessage(t, failure)}
        </Alert>
      )}
    </form>
  );
};
