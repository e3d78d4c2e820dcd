import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import type { TOperatorRow } from '@openlobby/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordChecks } from '../../../components/ui/password-checks.ts';
import { PasswordRules } from '../../../components/ui/password-rules.tsx';

const PasswordForm = ({
  operator,
  onClose,
  onSave,
}: {
  operator: TOperatorRow;
  onClose: () => void;
  onSave: (password: string) => Promise<unknown>;
}) => {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const valid = Object.values(passwordChecks(password)).every(Boolean);
  const same = password === repeat;
  const submit = async () => {
    setSubmitted(true);
    if (!valid || !same) return;
    setBusy(true);
    try {
      await onSave(password);
      onClose();
    } catch {
      /* told by the caller; the dialog stays open */
    } finally {
      setBusy(false);
    }
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
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={busy} data-testid="operator-password-save">
            {t('operators.actions.setPassword')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

/** Set a new password for another operator; their sessions end. */
export const OperatorPasswordDialog = ({
  opened,
  operator,
  onClose,
  onSave,
}: {
  opened: boolean;
  operator: TOperatorRow | null;
  onClose: () => void;
  onSave: (password: string) => Promise<unknown>;
}) => {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened && operator !== null}
      onClose={onClose}
      title={t('operators.actions.setPassword')}
      size="md"
      data-testid="operator-password-dialog"
    >
      {operator && <PasswordForm key={operator.id} operator={operator} onClose={onClose} onSave={onSave} />}
    </Modal>
  );
};
