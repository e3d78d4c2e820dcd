import { Alert, Anchor, Button, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLoginDialogStore } from '../stores/login-dialog-store.ts';

/**
 * Login popup. The identity issue wires the real call (encrypted POST /wps/session/login, captcha,
 * forced password change); until then the form is shown but does not submit.
 */
export const LoginDialog = () => {
  const { t } = useTranslation();
  const opened = useLoginDialogStore((s) => s.opened);
  const close = useLoginDialogStore((s) => s.close);
  return (
    <Modal opened={opened} onClose={close} centered radius="lg" title={t('auth.loginTitle')} size="sm">
      <form data-testid="login-dialog" onSubmit={(e) => e.preventDefault()}>
        <Stack gap="sm">
          <Alert variant="light" color="brand">
            {t('auth.loginComingSoon')}
          </Alert>
          <TextInput label={t('fields.username')} autoComplete="username" disabled />
          <PasswordInput label={t('fields.password')} autoComplete="current-password" disabled />
          <Button type="submit" fullWidth disabled>
            {t('header.login')}
          </Button>
          <Text size="sm" ta="center" c="dimmed">
            {t('auth.noAccount')}{' '}
            <Anchor component={Link} to="/register" onClick={close}>
              {t('header.register')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </Modal>
  );
};
