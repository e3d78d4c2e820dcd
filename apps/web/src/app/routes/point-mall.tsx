import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation.ts';
import { IconGift, IconTrophy } from '../../components/ui/icons.tsx';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { useLoginDialogStore } from '../../features/auth/stores/login-dialog-store.ts';
import { useIsLoggedIn, useSessionStore } from '../../features/auth/stores/session-store.ts';
import { PointMall } from '../../features/points/components/point-mall.tsx';
import { useWhitelabel } from '../../features/system/api/get-whitelabel.ts';
import { walletKeys } from '../../features/wallet/api/query-keys.ts';

/** The points mall composed with the session (who may use it) and the wallet (its balance after an exchange). */
const PointMallBoard = () => {
  const loggedIn = useIsLoggedIn();
  const isTrial = useSessionStore((s) => s.isTrial);
  const openLogin = useLoginDialogStore((s) => s.open);
  const { currency } = useWhitelabel();
  const client = useQueryClient();
  return (
    <PointMall
      currency={currency}
      member={loggedIn && !isTrial}
      onLogin={openLogin}
      onCashChanged={() => void client.invalidateQueries({ queryKey: walletKeys.root })}
    />
  );
};

/** /pointMall: the points mall (spec §2): balance, rewards, exchange to cash, redemptions, history. */
export const PointMallPage = () => {
  const { t } = useTranslation();
  return (
    <div className="ol-page" data-testid="point-mall">
      <PageHero
        title={t('pages.pointMall.title')}
        subtitle={t('pages.pointMall.subtitle')}
        icon={<IconGift size={34} />}
      />
      <PointMallBoard />
    </div>
  );
};

/** /integral: the same points for members only (the route guard sends visitors home, spec §2). */
export const IntegralPage = () => {
  const { t } = useTranslation();
  return (
    <div className="ol-page" data-testid="integral-page">
      <PageHero
        title={t('pages.integral.title')}
        subtitle={t('pages.integral.subtitle')}
        icon={<IconTrophy size={34} />}
      />
      <PointMallBoard />
    </div>
  );
};
