import { useTranslation } from '../../lib/use-translation.ts';
import { IconGift } from '../../components/ui/icons.tsx';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { useLoginDialogStore } from '../../features/auth/stores/login-dialog-store.ts';
import { useIsLoggedIn, useSessionStore } from '../../features/auth/stores/session-store.ts';
import { useAnnouncements } from '../../features/content/api/get-announcements.ts';
import { PromotionsBoard } from '../../features/promotions/components/promotions-board.tsx';
import { useWhitelabel } from '../../features/system/api/get-whitelabel.ts';

/**
 * /promotions: the brand's PR announcements (pictures and terms, content) composed with the
 * member's promotions (states and actions, promotions); a visitor or trial account sees the
 * announcements and is asked to log in.
 */
export const PromotionsPage = () => {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const isTrial = useSessionStore((s) => s.isTrial);
  const openLogin = useLoginDialogStore((s) => s.open);
  const { currency } = useWhitelabel();
  // A promotion's terms are public (B); a member also sees the ones kept for after login (A).
  const before = useAnnouncements({ types: 'PR', execution: 'B' });
  const after = useAnnouncements({ types: 'PR', execution: 'A' }, loggedIn);
  const announcements = [
    ...(before.data?.promotion ?? []),
    ...(loggedIn ? (after.data?.promotion ?? []) : []),
  ];
  return (
    <div className="ol-page" data-testid="promotions-page">
      <PageHero
        title={t('pages.promotions.title')}
        subtitle={t('pages.promotions.subtitle')}
        icon={<IconGift size={34} />}
      />
      <PromotionsBoard
        announcements={announcements}
        announcementsPending={before.isPending || (loggedIn && after.isPending)}
        member={loggedIn && !isTrial}
        onLogin={openLogin}
        currency={currency}
      />
    </div>
  );
};
