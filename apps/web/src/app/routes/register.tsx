import { useTranslation } from '../../lib/use-translation.ts';
import { useSearchParams } from 'react-router';
import { IconUser } from '../../components/ui/icons.tsx';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { RegisterForm } from '../../features/auth/components/register-form.tsx';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form.tsx';
import { useLoginDialogStore } from '../../features/auth/stores/login-dialog-store.ts';
import { useWhitelabel } from '../../features/system/api/get-whitelabel.ts';
import { EmptyState } from '../../components/ui/empty-state.tsx';

/** /register and /register.html: the brand's registration form; ?referralCode prefills the code. */
export const RegisterPage = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const brand = useWhitelabel();
  const openLogin = useLoginDialogStore((s) => s.open);
  return (
    <div className="ol-page ol-narrow" data-testid="register-page">
      <PageHero
        title={t('pages.register.title')}
        subtitle={t('pages.register.subtitle')}
        icon={<IconUser size={34} />}
      />
      <RegisterForm
        rules={brand.registerRules}
        referralCode={params.get('referralCode') ?? params.get('affiliateCode')}
        onLogin={openLogin}
      />
    </div>
  );
};

/** /resetPassword?token=…: the page an e-mailed reset link opens; sets a new password. */
export const ResetPasswordPage = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const brand = useWhitelabel();
  const token = params.get('token') ?? '';
  return (
    <div className="ol-page ol-narrow" data-testid="reset-password-page">
      <PageHero
        title={t('auth.resetTitle')}
        subtitle={t('auth.resetSubtitle')}
        icon={<IconUser size={34} />}
      />
      {token.length >= 16 ? (
        <ResetPasswordForm rules={brand.registerRules} token={token} />
      ) : (
        <EmptyState title={t('errors.RESET_LINK_INVALID')} />
      )}
    </div>
  );
};
