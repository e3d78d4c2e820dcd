import { lazy, useState, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import { LISTING_PAGE_TYPES, paths } from '../config/paths.ts';
import { BootGate } from './boot/boot-gate.tsx';
import { RequireToken } from './boot/require-token.tsx';
import { RouteErrorBoundary } from './layouts/route-error-boundary.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { handle, isRouteHandle, PageLayoutContext, type TLayout } from './route-handle.ts';
import { timedImport } from '../lib/timed-import.ts';

import { prefetchHomeData } from './routes/home-data.ts';
import { HomePage } from './routes/index.tsx';

/*
 * The routes in react-router's declarative mode: its data router (loaders, route lazy) would add
 * 15 KB of brotli to every first load (issue 14), and start-up, the token guard and the pending
 * modal are three small components (BootGate, RequireToken, RoutePending in the shell).
 *
 * Lazy page groups of spec §2: each import() below is one chunk. Home is the exception: it is the
 * first screen of nearly every visit, and a lazy chunk there is one more round trip before it.
 */
const registerGroup = timedImport(() => import('./routes/register.tsx'));
const agentAccount = timedImport(() => import('./routes/agent-account.tsx'));
const pointMall = timedImport(() => import('./routes/point-mall.tsx'));
const eLottery = timedImport(() => import('./routes/e-lottery.tsx'));
const eGames = timedImport(() => import('./routes/e-games.tsx'));
const fishing = timedImport(() => import('./routes/fishing.tsx'));
const live = timedImport(() => import('./routes/live.tsx'));
const boardGames = timedImport(() => import('./routes/board-games.tsx'));
const sports = timedImport(() => import('./routes/sports.tsx'));
const eSports = timedImport(() => import('./routes/e-sports.tsx'));
const promotions = timedImport(() => import('./routes/promotions.tsx'));
const vip = timedImport(() => import('./routes/vip.tsx'));
const help = timedImport(() => import('./routes/help.tsx'));
const feedback = timedImport(() => import('./routes/feedback.tsx'));
const download = timedImport(() => import('./routes/download.tsx'));
const joinUs = timedImport(() => import('./routes/join-us.tsx'));
const seamless = timedImport(() => import('./routes/seamless.tsx'));
const notFound = timedImport(() => import('./routes/not-found.tsx'));

/** One page of a lazy group: its chunk loads the first time the page renders (the shell's Suspense waits). */
const page = <M,>(group: () => Promise<M>, pick: (m: M) => ComponentType): ReactNode => {
  const Page = lazy(() => group().then((m) => ({ default: pick(m) })));
  return <Page />;
};

const route = (path: string, layout: TLayout, element: ReactNode): RouteObject => ({
  path,
  handle: handle(layout),
  element,
});

const listingGroups: Record<
  (typeof LISTING_PAGE_TYPES)[number],
  () => Promise<{ GameListingPage: ComponentType }>
> = {
  rng: eGames,
  bgs: eGames,
  bingo: eGames,
  fish: fishing,
  live,
  pvp: boardGames,
};

/** Home's data starts with every visit to home, the first one before start-up has finished. */
const HomeRoute = () => {
  useState(() => void prefetchHomeData());
  return <HomePage />;
};
const home = <HomeRoute />;
const registerPage = page(registerGroup, (m) => m.RegisterPage);
const gameListing = Object.fromEntries(
  LISTING_PAGE_TYPES.map((t) => [t, page(listingGroups[t], (m) => m.GameListingPage)]),
);
const sportsPage = page(sports, (m) => m.CategoryPage);
const helpPage = page(help, (m) => m.HelpPage);
const seamlessPage = page(seamless, (m) => m.SeamlessPage);

const pageRoutes: RouteObject[] = [
  { index: true, handle: handle('full'), element: home },
  route(paths.index.path, 'full', home),
  route(paths.indexHtml.path, 'full', home),
  route(paths.homeAlias.path, 'full', home),
  route(paths.register.path, 'full', registerPage),
  route(paths.registerHtml.path, 'full', registerPage),
  route(
    paths.resetPassword.path,
    'full',
    page(registerGroup, (m) => m.ResetPasswordPage),
  ),
  route(
    paths.agentHome.path,
    'headerFooter',
    page(agentAccount, (m) => m.AgentHomePage),
  ),
  route(
    paths.member.path,
    'full',
    page(agentAccount, (m) => m.MemberPage),
  ),
  route(
    paths.pointMall.path,
    'full',
    page(pointMall, (m) => m.PointMallPage),
  ),
  route(paths.integral.path, 'full', <RequireToken>{page(pointMall, (m) => m.IntegralPage)}</RequireToken>),
  route(
    paths.elott.path,
    'full',
    page(eLottery, (m) => m.ElottPage),
  ),
  route(
    paths.lottery.path,
    'headerOnly',
    <RequireToken>{page(eLottery, (m) => m.LotteryPage)}</RequireToken>,
  ),
  route(
    paths.vnlottery.path,
    'game',
    page(eLottery, (m) => m.VnLotteryPage),
  ),
  ...LISTING_PAGE_TYPES.map((t) => route(`/${t}`, 'full', gameListing[t])),
  route(
    paths.hot.path,
    'full',
    page(eGames, (m) => m.HotPage),
  ),
  route('/sports', 'full', sportsPage),
  route('/cockfight', 'full', sportsPage),
  route(
    '/esports',
    'full',
    page(eSports, (m) => m.CategoryPage),
  ),
  route(
    paths.promotions.path,
    'full',
    page(promotions, (m) => m.PromotionsPage),
  ),
  route(
    paths.vip.path,
    'full',
    page(vip, (m) => m.VipPage),
  ),
  route(
    paths.feedback.path,
    'full',
    page(feedback, (m) => m.FeedbackPage),
  ),
  route('/help', 'full', helpPage),
  route('/help/:tag', 'full', helpPage),
  route(
    paths.helpmc.path,
    'bare',
    page(help, (m) => m.HelpBarePage),
  ),
  route(
    paths.down.path,
    'full',
    page(download, (m) => m.DownloadPage),
  ),
  route(
    paths.join.path,
    'full',
    page(joinUs, (m) => m.JoinPage),
  ),
  route(paths.seamless.path, 'game', seamlessPage),
  route(paths.lottert.path, 'game', seamlessPage),
  route(
    paths.game.path,
    'game',
    page(seamless, (m) => m.GamePage),
  ),
  route(
    '*',
    'full',
    page(notFound, (m) => m.NotFoundPage),
  ),
];

const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <RouteErrorBoundary>
        <BootGate>
          <RootLayout />
        </BootGate>
      </RouteErrorBoundary>
    ),
    children: pageRoutes,
  },
];

/** The deepest matched route's layout (the shell reads it from PageLayoutContext). */
const layoutOf = (matches: ReturnType<typeof matchRoutes>): TLayout => {
  for (let i = (matches?.length ?? 0) - 1; i >= 0; i--) {
    const h = matches?.[i]?.route.handle;
    if (isRouteHandle(h)) return h.layout;
  }
  return 'full';
};

/** The site's routes, rendered inside App's BrowserRouter. */
export const AppRoutes = () => {
  const location = useLocation();
  const matches = matchRoutes(routes, location);
  // The first visit's home data goes out beside start-up, not after it.
  useState(() => matches?.at(-1)?.route.element === home && void prefetchHomeData());
  return (
    <PageLayoutContext.Provider value={layoutOf(matches)}>
      {useRoutes(routes, location)}
    </PageLayoutContext.Provider>
  );
};
