import { Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type TProps = {
  value: string;
  onChange: (reason: string) => void;
  onBlur: () => void;
  /** Show why the reason is refused under the field. */
  invalid: boolean;
  disabled?: boolean;
  /** Focus the field when its dialog opens. */
  focusOnOpen?: boolean;
  testId: string;
  /** Another rule than a member action's 3–500 characters: its limit, hint and refusal. */
  rule?: Pick<TReasonRule, 'maxLength' | 'hint' | 'invalid'>;
};

/** What a reason must be when it is not a member action's (ZReason, 3–500 characters). */
export type TReasonRule = {
  /** Checks `{ reason }`, e.g. ZAdminReason (1–140 characters). */
  schema: { safeParse: (v: { reason: string }) => { success: boolean } };
  maxLength: number;
  hint: string;
  invalid: string;
};

/** Why an operator changes something (by default 3–500 characters), audited with the change. */
export const ReasonField = ({
  value,
  onChange,
  onBlur,
  invalid,
  disabled,
  focusOnOpen,
  testId,
  rule,
}: TProps) => {
  const { t } = useTranslation();
  return (
    <Textarea
      label={t('reason.label')}
      description={rule?.hint ?? t('reason.hint')}
      placeholder={t('reason.placeholder')}
      autosize
      minRows={3}
      maxLength={rule?.maxLength ?? 500}
      required
      data-autofocus={focusOnOpen || undefined}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      onBlur={onBlur}
      error={invalid ? (rule?.invalid ?? t('reason.invalid')) : undefined}
      disabled={disabled}
      data-testid={testId}
    />
  );
};
