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
};

/** Why an operator changes a member (3–500 characters, audited with the change). */
export const ReasonField = ({ value, onChange, onBlur, invalid, disabled, focusOnOpen, testId }: TProps) => {
  const { t } = useTranslation();
  return (
    <Textarea
      label={t('reason.label')}
      description={t('reason.hint')}
      placeholder={t('reason.placeholder')}
      autosize
      minRows={3}
      maxLength={500}
      required
      data-autofocus={focusOnOpen || undefined}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      onBlur={onBlur}
      error={invalid ? t('reason.invalid') : undefined}
      disabled={disabled}
      data-testid={testId}
    />
  );
};
