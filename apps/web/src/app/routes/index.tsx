import { Skeleton } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation.ts';
import { Link } from 'react-router';
import { useLoginDialogStore } from '../../features/auth/stores/login-dialog-store.ts';
import { useIsLoggedIn, useSessionStore } from '../../features/auth/stores/session-store.ts';
import { useAnnouncements } from '../../features/content/api/get-announcements.ts';
import { AnnouncementPopup } from '../../features/content/components/announcement-popup.tsx';
import { BannerCarousel } from '../../features/content/components/banner-carousel.tsx';
import { NoticeMarquee } from '../../features/content/components/notice-marquee.tsx';
import { EnvelopeHost } from '../../features/envelopes/components/envelope-host.tsx';
import { useVendors } from '../../features/games/api/get-vendors.ts';
import { LaneIcon } from '../../features/games/components/lane-icon.tsx';
import { AfterFirstPaint } from '../../components/ui/after-first-paint.tsx';
import { HomeGames } from '../../features/games/components/home-games.tsx';
import { VendorLanes } from '../../features/games/components/vendor-lanes.tsx';
import { LANE_PATHS } from '../../features/games/lib/lanes.ts';
import { LatestNumbersHost } from '../../features/lottery/components/latest-numbers-host.tsx';
import { useWhitelabel } from '../../features/system/api/get-whitelabel.ts';
import { ANNOUNCEMENT_SEEN_KEY, useAppStore } from '../../features/system/stores/app-store.ts';
import { walletKeys } from '../../features/wallet/api/query-keys.ts';

/** Placeholder tiles while the lanes load: a brand usually offers about this many categories. */
const CATEGORY_PLACEHOLDERS = 8;

/**
 * Home: banners, the player notice, category shortcuts, recent and hot games, popular games beside
 * the winners board, the latest lottery numbers (members; their own chunk), vendor lanes, the
 * announcement popup and, while one rains, the red envelope (its own chunk, after the first paint).
 */
export const HomePage = () => {
  const { t } = useTranslation();
  const brand = useWhitelabel();
  const loggedIn = useIsLoggedIn();
  const isTrial = useSessionStore((s) => s.isTrial);
  const openLogin = useLoginDialogStore((s) => s.open);
  const client = useQueryClient();
  const { data: lanes, isPending } = useVendors();
  const { data: content } = useAnnouncements({ types: 'B,PL' });
  const popupAllowed = useAppStore((s) => s.announcementPopup);
  const setPopup = useAppStore((s) => s.setAnnouncementPopup);
  const { data: popup } = useAnnouncements({ types: 'PU', execution: loggedIn ? 'A' : 'B' }, popupAllowed);

  const closePopup = () => {
    try {
      sessionStorage.setItem(ANNOUNCEMENT_SEEN_KEY, '1');
    } catch {
      // Without session storage the store flag still keeps it closed for this page.
    }
    setPopup(false);
  };

  return (
    <div className="ol-page ol-home" data-testid="home-page">
      {/* The page's one h1, for assistive technology; the banners carry the visible titles. */}
      <h1 className="ol-visually-hidden">{t('home.welcome', { brand: brand.name })}</h1>
      <BannerCarousel
        banners={content?.banners ?? []}
        fallbackTitle={t('home.welcome', { brand: brand.name })}
      />
      <NoticeMarquee notices={content?.player ?? []} loading={content === undefined} />
      {isPending && (
        // The strip's room while the lanes load, so nothing below it moves when they come.
        <div className="ol-cat-strip" aria-hidden="true" data-testid="cat-strip-loading">
          {Array.from({ length: CATEGORY_PLACEHOLDERS }, (_, i) => (
            // A tile's own boxes (icon, one line of label), so the room is the tiles' at any width.
            <span key={i} className="ol-cat-tile">
              <Skeleton className="ol-cat-icon" />
              <span>&nbsp;</span>
            </span>
          ))}
        </div>
      )}
      {lanes && lanes.length > 0 && (
        <nav className="ol-cat-strip" aria-label={t('home.categories')}>
          {lanes.map((lane) => (
            <Link
              key={lane.title}
              to={LANE_PATHS[lane.title]}
              className="ol-cat-tile"
              data-testid={`cat-${lane.title}`}
            >
              <span className="ol-cat-icon">
                <LaneIcon lane={lane.title} size={28} />
              </span>
              <span>{t(`lanes.${lane.title}`)}</span>
            </Link>
          ))}
        </nav>
      )}
      <AfterFirstPaint placeholderHeight={320}>
        <HomeGames />
      </AfterFirstPaint>
      <LatestNumbersHost loggedIn={loggedIn} />
      {isPending && <Skeleton height={240} radius="lg" />}
      {lanes && (
        <AfterFirstPaint>
          <VendorLanes lanes={lanes} />
        </AfterFirstPaint>
      )}
      <EnvelopeHost
        currency={brand.currency}
        loggedIn={loggedIn}
        canOpen={loggedIn && !isTrial}
        onLogin={openLogin}
        onPaid={() => void client.invalidateQueries({ queryKey: walletKeys.balanceRoot })}
      />
      <AnnouncementPopup announcements={popup?.popup ?? []} opened={popupAllowed} onClose={closePopup} />
    </div>
  );
};
