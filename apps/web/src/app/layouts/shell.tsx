import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useContext, useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { Outlet, useLocation } from 'react-router';
import { AgentAreaHost } from '../../features/agents/components/agent-area-host.tsx';
import { AuthDialogs, prefetchAuthDialogs } from '../../features/auth/components/auth-dialogs.tsx';
import { useLoginDialogStore } from '../../features/auth/stores/login-dialog-store.ts';
import { useSessionStore } from '../../features/auth/stores/session-store.ts';
import { ChatHost } from '../../features/chat/components/chat-host.tsx';
import { LaunchDialogs } from '../../features/games/components/launch-dialogs.tsx';
import { useGamesSessionSync } from '../../features/games/hooks/use-games-session-sync.ts';
import {
  MemberCentreHost,
  prefetchMemberCentre,
} from '../../features/member/components/member-centre-host.tsx';
import { useWhitelabel } from '../../features/system/api/get-whitelabel.ts';
import { ANNOUNCEMENT_SEEN_KEY, useAppStore } from '../../features/system/stores/app-store.ts';
import { receiveUnreadCount } from '../../features/inbox/api/get-unread-count.ts';
import { useWalletSocket } from '../../features/wallet/hooks/use-wallet-socket.ts';
import { useIsPhone } from '../../lib/use-is-phone.ts';
import { useRequestToken } from '../../lib/use-request-token.ts';
import { useLatch } from '../../lib/use-latch.ts';
import { PageLayoutContext } from '../route-handle.ts';
import { RoutePending } from './route-pending.tsx';
import { FloatingIcons } from './floating-icons.tsx';
import { AfterFirstPaint } from '../../components/ui/after-first-paint.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header/header.tsx';
import { MEMBER_CENTRE_PAGES, prefetchMemberPages, useMemberCentreBadges } from './member-pages.tsx';
import { SideMenu } from './side-menu/side-menu.tsx';

const PhoneMenu = lazy(() => import('./side-menu/phone-menu.tsx'));

/** After a login (a new token), the logged-in announcement popup may show again (spec §4). */
const useAfterLoginPopup = () => {
  const token = useSessionStore((s) => s.token);
  const previous = useRef(token);
  useEffect(() => {
    if (token && token !== previous.current) {
      try {
        sessionStorage.removeItem(ANNOUNCEMENT_SEEN_KEY);
      } catch {
        // The store flag alone decides without session storage.
      }
      useAppStore.getState().setAnnouncementPopup(true);
    }
    previous.current = token;
  }, [token]);
};

/** The first signs of a player about to act: a touch, a pointer over the page, a key. */
const INTENT_EVENTS = ['pointerdown', 'pointerover', 'touchstart', 'keydown'] as const;

/**
 * The popups' and the member centre's chunks, fetched at the player's first touch, pointer move or
 * key: out of the first load (a phone's network is busy with the lobby then), and there before a
 * click opens them.
 */
const usePrefetchOnIntent = () => {
  useEffect(() => {
    const fetchAll = () => {
      for (const type of INTENT_EVENTS) window.removeEventListener(type, fetchAll, true);
      prefetchAuthDialogs();
      prefetchMemberCentre();
      prefetchMemberPages();
    };
    for (const type of INTENT_EVENTS)
      window.addEventListener(type, fetchAll, { capture: true, passive: true });
    return () => {
      for (const type of INTENT_EVENTS) window.removeEventListener(type, fetchAll, true);
    };
  }, []);
};

/** The site frame: header, side menu, main and footer regions, per the route's layout. */
export const Shell = () => {
  const { t } = useTranslation();
  const layout = useContext(PageLayoutContext);
  const brand = useWhitelabel();
  useAfterLoginPopup();
  usePrefetchOnIntent();
  const isTrial = useSessionStore((s) => s.isTrial);
  const isRealAgent = useSessionStore((s) => s.token !== null && s.isAgent && !s.isTrial);
  const memberBadges = useMemberCentreBadges();
  const account = useSessionStore((s) => s.account ?? '');
  const nickname = useSessionStore((s) => s.nickname);
  const openLogin = useLoginDialogStore((s) => s.open);
  // The balance and the unread message count pushed while logged in: one socket for the whole site,
  // under the header's balance and inbox badge (none for a trial account, which has neither).
  const client = useQueryClient();
  const token = useRequestToken();
  useWalletSocket(!isTrial, (count) => receiveUnreadCount(client, token, count));
  // Login and logout reload the vendors, hot games and winners (spec §4).
  useGamesSessionSync();
  const isPhone = useIsPhone();
  const [drawerOpened, drawer] = useDisclosure(false);
  // The phone menu's chunk loads with the first press of the burger, and stays.
  const drawerUsed = useLatch(drawerOpened);
  const { pathname } = useLocation();
  const previousPath = useRef(pathname);
  useEffect(() => {
    // Only on a move to another page: on the first render the page is at its top already, and a
    // scroll there would force a layout of the whole lobby in the middle of start-up.
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    drawer.close();
    window.scrollTo({ top: 0 });
  }, [pathname]); // eslint-disable-line react-hooks/exhaustive-deps

  const withHeader = layout !== 'bare';
  const withSideMenu = layout === 'full';
  const withFooter = layout === 'full' || layout === 'headerFooter';
  const isGame = layout === 'game';

  return (
    <div className="ol-shell" data-layout={layout}>
      {withHeader && (
        // Game pages get the slim header (logo and account) so the frame has the room.
        <Header
          compact={isPhone}
          slim={isGame}
          withBurger={!isGame}
          onBurger={drawer.toggle}
          burgerOpened={drawerOpened}
        />
      )}
      <div className="ol-body">
        {withSideMenu && !isPhone && (
          <aside className="ol-side" aria-label={t('menu.title')}>
            <SideMenu />
          </aside>
        )}
        <main className={isGame ? 'ol-main ol-main-game' : 'ol-main'} data-testid="main">
          {withFooter ? (
            // At least a screen tall, so the footer starts below the fold while a page and its data
            // arrive instead of jumping down when they do.
            <div className="ol-route">
              <Suspense fallback={<RoutePending />}>
                <Outlet />
              </Suspense>
            </div>
          ) : (
            <Suspense fallback={<RoutePending />}>
              <Outlet />
            </Suspense>
          )}
          {withFooter && (
            <AfterFirstPaint>
              <Footer />
            </AfterFirstPaint>
          )}
        </main>
      </div>
      {isPhone && !isGame && drawerUsed && (
        <Suspense fallback={null}>
          <PhoneMenu opened={drawerOpened} onClose={drawer.close} />
        </Suspense>
      )}
      {!isGame && layout !== 'bare' && <FloatingIcons />}
      <AuthDialogs brand={brand} />
      <MemberCentreHost pages={MEMBER_CENTRE_PAGES} badges={memberBadges} />
      <AgentAreaHost enabled={isRealAgent} env={{ account, decimals: brand.currency.decimals }} />
      <LaunchDialogs />
      {/* The room's socket follows the token: a login or logout says hello again as who it is now. */}
      <ChatHost
        enabled={brand.flags.chatRoom}
        token={token}
        isTrial={isTrial}
        self={nickname || account || null}
        onLogin={openLogin}
      />
    </div>
  );
};
