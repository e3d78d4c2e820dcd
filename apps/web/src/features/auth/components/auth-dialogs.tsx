import type { TWhitelabel } from '@openlobby/contracts';
import { ChangePasswordDialog } from './change-password-dialog.tsx';
import { ForgotPasswordDialog } from './forgot-password-dialog.tsx';
import { LoginDialog } from './login-dialog.tsx';
import { RegisterDialog } from './register-dialog.tsx';
import { SocialReturn } from './social-return.tsx';
import { VerifyDialog } from './verify-dialog.tsx';

/** Every identity popup, mounted once by the shell with the brand's settings. */
export const AuthDialogs = ({ brand }: { brand: TWhitelabel }) => (
  <>
    <LoginDialog brand={brand} />
    <RegisterDialog rules={brand.registerRules} />
    <ForgotPasswordDialog rules={brand.registerRules} />
    <ChangePasswordDialog rules={brand.registerRules} />
    <VerifyDialog />
    <SocialReturn />
  </>
);
