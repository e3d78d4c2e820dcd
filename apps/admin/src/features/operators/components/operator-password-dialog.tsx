import { Alert, PasswordInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFooter } from '../../../components/ui/dialog-footer.tsx';
import { passwordChecks } from '../../../components/ui/password-checks.ts';
import { PasswordRules } from '../../../components/ui/password-rules.tsx';
import { useDialogAction } from '../../../lib/use-dialog-action.ts';
import { OperatorDialog, type TOperatorDialogProps, type TOperatorFormProps } from './operator-dialog.tsx';

const PasswordForm = ({ operator, onClose, onSave }: TOperatorFormProps<string>) => {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const { busy, run } = useDialogAction(onClose);
  const valid = Object.values(passwordChecks(password)).every(Boolean);
  const same = password === repeat;
  const submit = async () => {
    setSubmitted(true);
    if (valid && same) await run(() => onSave(password));
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      noValidate
    >
      <Stack gap="md">
        <Text size="sm">{t('operators.passwordFor', { username: operator.username })}</Text>
        <Alert color="yellow" variant="light" p="xs">
          <Text size="sm">{t('operators.passwordNote')}</Text>
        </Alert>
        <Stack gap={6}>
          <PasswordInput
            label={t('operators.fields.newPassword')}
            required
            autoComplete="new-password"
            data-autofocus
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={submitted && !valid ? t('operators.errors.password') : undefined}
            maxLength={128}
            data-testid="operator-new-password"
          />
          <PasswordRules password={password} />
        </Stack>
        <PasswordInput
          label={t('operators.fields.repeatPassword')}
          required
          autoComplete="new-password"
          value={repeat}
          onChange={(e) => setRepeat(e.currentTarget.value)}
          error={submitted && !same ? t('account.errors.mismatch') : undefined}
          maxLength={128}
          data-testid="operator-repeat-password"
        />
        <DialogFooter
          busy={busy}
          onCancel={onClose}
          confirmLabel={t('operators.actions.setPassword')}
          confirmTestId="operator-password-save"
        />
      </Stack>
    </form>
  );
};

/** Set a new password for another operator; their sessions end. */
export const OperatorPasswordDialog = (props: TOperatorDialogProps<string>) => {
  const { t } = useTranslation();
  return (
    <OperatorDialog
      {...props}
      title={t('operators.actions.setPassword')}
      size="md"
      testId="operator-password-dialog"
      form={PasswordForm}
    />
  );
};
