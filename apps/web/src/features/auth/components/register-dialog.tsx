import { AuthModal } from './auth-modal.tsx';
import type { TRegisterSettings } from '@openlobby/contracts';
import { ScrollArea } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useLoginDialogStore } from '../stores/login-dialog-store.ts';
import { RegisterForm } from './register-form.tsx';

/** The register modal (opened from the login popup): the register page's form in one column. */
export const RegisterDialog = ({ rules }: { rules: TRegisterSettings }) => {
  const { t } = useTranslation();
  const opened = useLoginDialogStore((s) => s.dialog === 'register');
  const { close, open } = useLoginDialogStore();
  return (
    <AuthModal
      opened={opened}
      onClose={close}
      size="md"
      title={t('pages.register.title')}
      scrollAreaComponent={ScrollArea.Autosize}
    >
      <div data-testid="register-dialog">
        <RegisterForm rules={rules} referralCode={null} onLogin={open} compact />
      </div>
    </AuthModal>
  );
};
