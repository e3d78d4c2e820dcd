import { PasswordInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation.ts';

type TProps = {
  newPassword: UseFormRegisterReturn;
  confirmPassword: UseFormRegisterReturn;
  errors: { newPassword?: string; confirmPassword?: string };
  /** The brand's password rule, shown under the field until there is an error to show. */
  hint?: string;
  /** Test ids become `<prefix>-new` and `<prefix>-confirm`. */
  testIdPrefix: string;
};

/** A new password and its confirmation: the pair every change, reset and recovery form asks for. */
export const NewPasswordFields = ({ newPassword, confirmPassword, errors, hint, testIdPrefix }: TProps) => {
  const { t } = useTranslation();
  return (
    <>
      <PasswordInput
        label={t('fields.newPassword')}
        autoComplete="new-password"
        description={errors.newPassword ? undefined : hint}
        {...newPassword}
        error={errors.newPassword}
        data-testid={`${testIdPrefix}-new`}
      />
      <PasswordInput
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        {...confirmPassword}
        error={errors.confirmPassword}
        data-testid={`${testIdPrefix}-confirm`}
      />
    </>
  );
};
