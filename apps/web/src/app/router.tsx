import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { LISTING_PAGE_TYPES, paths } from '../config/paths.ts';
import { ensureBoot } from './boot/boot.ts';
import { requireTokenLoader } from './boot/require-token.ts';
import { BootError } from './layouts/boot-error.tsx';
import { BootSplash } from './layouts/boot-splash.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { handle } from './route-handle.ts';
import { timedImport } from '../lib/timed-import.ts';

import { prefetchHomeData } from './routes/home-data.ts';
import { HomePage } from './routes/index.tsx';

/*
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

/** Starts home's data on its way; the route never waits for it. */
const homeLoader = () => {
  void prefetchHomeData();
  return null;
};

const homeRoute = (path: string): RouteObject => ({
  path,
  handle: handle('full'),
  loader: homeLoader,
  Component: HomePage,
});

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    loader: async () => {
      await ensureBoot();
      return null;
    },
    shouldRevalidate: () => false,
    Component: RootLayout,
    ErrorBoundary: BootError,
    HydrateFallback: BootSplash,
    children: [
      {
        index: true,
        handle: handle('full'),
        loader: homeLoader,
        Component: HomePage,
      },
      homeRoute(paths.index.path),
      homeRoute(paths.indexHtml.path),
      homeRoute(paths.homeAlias.path),
      ...[paths.register.path, paths.registerHtml.path].map((path) => ({
        path,
        handle: handle('full'),
        lazy: () => registerGroup().then((m) => ({ Component: m.RegisterPage })),
      })),
      {
        path: paths.resetPassword.path,
        handle: handle('full'),
        lazy: () => registerGroup().then((m) => ({ Component: m.ResetPasswordPage })),
      },
      {
        path: paths.agentHome.path,
        handle: handle('headerFooter'),
        lazy: () => agentAccount().then((m) => ({ Component: m.AgentHomePage })),
      },
      {
        path: paths.member.path,
        handle: handle('full'),
        lazy: () => agentAccount().then((m) => ({ Component: m.MemberPage })),
      },
      {
        path: paths.pointMall.path,
        handle: handle('full'),
        lazy: () => pointMall().then((m) => ({ Component: m.PointMallPage })),
      },
      {
        path: paths.integral.path,
        handle: handle('full'),
        loader: requireTokenLoader,
        lazy: () => pointMall().then((m) => ({ Component: m.IntegralPage })),
      },
      {
        path: paths.elott.path,
        handle: handle('full'),
        lazy: () => eLottery().then((m) => ({ Component: m.ElottPage })),
      },
      {
        path: paths.lottery.path,
        handle: handle('headerOnly'),
        loader: requireTokenLoader,
        lazy: () => eLottery().then((m) => ({ Component: m.LotteryPage })),
      },
      {
        path: paths.vnlottery.path,
        handle: handle('game'),
        lazy: () => eLottery().then((m) => ({ Component: m.VnLotteryPage })),
      },
      ...LISTING_PAGE_TYPES.map((pageType) => ({
        path: `/${pageType}`,
        handle: { ...handle('full'), pageType },
        lazy: () => listingGroups[pageType]().then((m) => ({ Component: m.GameListingPage })),
      })),
      {
        path: paths.hot.path,
        handle: handle('full'),
        lazy: () => eGames().then((m) => ({ Component: m.HotPage })),
      },
      {
        path: '/sports',
        handle: { ...handle('full'), pageType: 'sports' },
        lazy: () => sports().then((m) => ({ Component: m.CategoryPage })),
      },
      {
        path: '/cockfight',
        handle: { ...handle('full'), pageType: 'cockfight' },
        lazy: () => sports().then((m) => ({ Component: m.CategoryPage })),
      },
      {
        path: '/esports',
        handle: { ...handle('full'), pageType: 'esports' },
        lazy: () => eSports().then((m) => ({ Component: m.CategoryPage })),
      },
      {
        path: paths.promotions.path,
        handle: handle('full'),
        lazy: () => promotions().then((m) => ({ Component: m.PromotionsPage })),
      },
      {
        path: paths.vip.path,
        handle: handle('full'),
        lazy: () => vip().then((m) => ({ Component: m.VipPage })),
      },
      {
        path: paths.feedback.path,
        handle: handle('full'),
        lazy: () => feedback().then((m) => ({ Component: m.FeedbackPage })),
      },
      { path: '/help', handle: handle('full'), lazy: () => help().then((m) => ({ Component: m.HelpPage })) },
      {
        path: '/help/:tag',
        handle: handle('full'),
        lazy: () => help().then((m) => ({ Component: m.HelpPage })),
      },
      {
        path: paths.helpmc.path,
        handle: handle('bare'),
        lazy: () => help().then((m) => ({ Component: m.HelpBarePage })),
      },
      {
        path: paths.down.path,
        handle: handle('full'),
        lazy: () => download().then((m) => ({ Component: m.DownloadPage })),
      },
      {
        path: paths.join.path,
        handle: handle('full'),
        lazy: () => joinUs().then((m) => ({ Component: m.JoinPage })),
      },
      {
        path: paths.seamless.path,
        handle: handle('game'),
        lazy: () => seamless().then((m) => ({ Component: m.SeamlessPage })),
      },
      {
        path: paths.lottert.path,
        handle: handle('game'),
        lazy: () => seamless().then((m) => ({ Component: m.SeamlessPage })),
      },
      {
        path: paths.game.path,
        handle: handle('game'),
        lazy: () => seamless().then((m) => ({ Component: m.GamePage })),
      },
      {
        path: '*',
        handle: handle('full'),
        lazy: () => notFound().then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
