import type { TWhitelabel } from '@openlobby/contracts';
import { ChangePasswordDialog } from './change-password-dialog.tsx';
import { ForgotPasswordDialog } from './forgot-password-dialog.tsx';
import { LoginDialog } from './login-dialog.tsx';
import { RegisterDialog } from './register-dialog.tsx';
import { VerifyDialog } from './verify-dialog.tsx';

/** The identity popups, one chunk that auth-dialogs.tsx loads when the first of them is needed. */
export const AuthDialogSet = ({ brand }: { brand: TWhitelabel }) => (
  <>
    <LoginDialog brand={brand} />
    <RegisterDialog rules={brand.registerRules} />
    <ForgotPasswordDialog rules={brand.registerRules} />
    <ChangePasswordDialog rules={brand.registerRules} />
    <VerifyDialog />
  </>
);
