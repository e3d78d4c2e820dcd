import { paths } from '../../config/paths.ts';
import { useLoginDialogStore } from '../../features/auth/stores/login-dialog-store.ts';
import { useSessionStore } from '../../features/auth/stores/session-store.ts';
import { useWhitelabel } from '../../features/system/api/get-whitelabel.ts';
import { VipPage as VipBoard } from '../../features/vip/components/vip-page.tsx';

/** /vip: the VIP page composed with the brand (its flag and currency) and the session (who is looking). */
export const VipPage = () => {
  const brand = useWhitelabel();
  const viewer = useSessionStore((s) => (s.token === null ? 'visitor' : s.isTrial ? 'trial' : 'member'));
  const openLogin = useLoginDialogStore((s) => s.open);
  return (
    <VipBoard
      currency={brand.currency}
      enabled={brand.flags.vip}
      viewer={viewer}
      onLogin={openLogin}
      registerHref={paths.register.getHref()}
    />
  );
};
