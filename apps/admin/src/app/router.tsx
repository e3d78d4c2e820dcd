import type { TAdminPermission } from '@openlobby/contracts';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, useLocation, type RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import { useSession } from '../lib/session.ts';
import { RequirePermission } from './layouts/require-permission.tsx';
import { RouteError } from './layouts/route-error.tsx';
import { Shell } from './layouts/shell.tsx';
import { Splash } from './layouts/splash.tsx';
import { homePathFor } from './nav.ts';
import { LoginPage } from './routes/login.tsx';
import { NotFoundPage } from './routes/not-found.tsx';
import { loginLoader, shellLoader } from './session-loader.ts';

/** `/` lands on the first page the operator's role may open. */
const Home = () => {
  const permissions = useSession((s) => s.operator?.permissions);
  return <Navigate to={homePathFor(permissions) ?? paths.dashboard} replace />;
};

/** `/agents` opens the tree, keeping the brand asked for. */
const AgentsHome = () => <Navigate to={`${paths.agentTree}${useLocation().search}`} replace />;
/** `/engagement` opens the promotions, keeping the brand asked for. */
const EngagementHome = () => <Navigate to={`${paths.engagementPromotions}${useLocation().search}`} replace />;
/** `/lottery` opens the games, keeping the brand asked for. */
const LotteryHome = () => <Navigate to={`${paths.lotteryGames}${useLocation().search}`} replace />;

/** A lazily loaded page (one chunk each) behind its permission. */
const page = (
  path: string,
  permission: TAdminPermission,
  load: () => Promise<ComponentType>,
): RouteObject => ({
  path,
  lazy: async () => {
    const Page = await load();
    return {
      Component: () => (
        <RequirePermission permission={permission}>
          <Page />
        </RequirePermission>
      ),
    };
  },
});

export const routes: RouteObject[] = [
  {
    path: paths.login,
    loader: loginLoader,
    Component: LoginPage,
    ErrorBoundary: RouteError,
    HydrateFallback: Splash,
  },
  {
    id: 'shell',
    path: '/',
    loader: shellLoader,
    shouldRevalidate: () => false,
    Component: Shell,
    ErrorBoundary: RouteError,
    HydrateFallback: Splash,
    children: [
      { index: true, Component: Home },
      page('dashboard', 'dashboard.read', () =>
        import('./routes/dashboard.tsx').then((m) => m.DashboardPage),
      ),
      page('brands', 'brands.read', () => import('./routes/brands.tsx').then((m) => m.BrandsPage)),
      page('brands/:code', 'brands.read', () =>
        import('./routes/brand-detail.tsx').then((m) => m.BrandDetailPage),
      ),
      page('vendors', 'brands.read', () => import('./routes/vendors.tsx').then((m) => m.VendorsPage)),
      page('members', 'members.read', () => import('./routes/members.tsx').then((m) => m.MembersPage)),
      page('deposits', 'payments.read', () => import('./routes/deposits.tsx').then((m) => m.DepositsPage)),
      page('withdrawals', 'payments.read', () =>
        import('./routes/withdrawals.tsx').then((m) => m.WithdrawalsPage),
      ),
      page('adjustments', 'members.adjustBalance', () =>
        import('./routes/adjustments.tsx').then((m) => m.AdjustmentsPage),
      ),
      {
        // The agent network: one frame (brand, section menu) around its five pages.
        path: 'agents',
        lazy: async () => {
          const { AgentsLayout } = await import('./routes/agents-layout.tsx');
          return {
            Component: () => (
              <RequirePermission permission="agents.read">
                <AgentsLayout />
              </RequirePermission>
            ),
          };
        },
        children: [
          { index: true, Component: AgentsHome },
          page('tree', 'agents.read', () => import('./routes/agent-tree.tsx').then((m) => m.AgentTreePage)),
          page('contracts', 'agents.read', () =>
            import('./routes/agent-contracts.tsx').then((m) => m.AgentContractsPage),
          ),
          page('settlements', 'agents.read', () =>
            import('./routes/agent-settlements.tsx').then((m) => m.AgentSettlementsPage),
          ),
          page('freezes', 'agents.read', () =>
            import('./routes/agent-freezes.tsx').then((m) => m.AgentFreezesPage),
          ),
          page('applications', 'agents.read', () =>
            import('./routes/agent-applications.tsx').then((m) => m.AgentApplicationsPage),
          ),
        ],
      },
      {
        // Engagement (issue 17): one frame (brand, section menu) around its pages.
        path: 'engagement',
        lazy: async () => {
          const { EngagementLayout } = await import('./routes/engagement-layout.tsx');
          return {
            Component: () => (
              <RequirePermission permission="engagement.read">
                <EngagementLayout />
              </RequirePermission>
            ),
          };
        },
        children: [
          { index: true, Component: EngagementHome },
          page('promotions', 'engagement.read', () =>
            import('./routes/promotions.tsx').then((m) => m.PromotionsPage),
          ),
          page('applications', 'engagement.read', () =>
            import('./routes/promotions-applications.tsx').then((m) => m.PromotionApplicationsPage),
          ),
          page('bonuses', 'engagement.read', () =>
            import('./routes/promotions-bonuses.tsx').then((m) => m.PromotionBonusesPage),
          ),
          page('points', 'engagement.read', () => import('./routes/points.tsx').then((m) => m.PointsPage)),
          page('redemptions', 'engagement.read', () =>
            import('./routes/points-redemptions.tsx').then((m) => m.PointsRedemptionsPage),
          ),
          page('member-points', 'engagement.read', () =>
            import('./routes/points-members.tsx').then((m) => m.PointsMembersPage),
          ),
          page('messages', 'engagement.read', () =>
            import('./routes/messages.tsx').then((m) => m.MessagesPage),
          ),
          page('missions', 'engagement.read', () =>
            import('./routes/missions.tsx').then((m) => m.MissionsPage),
          ),
          page('feedback', 'engagement.read', () =>
            import('./routes/feedback.tsx').then((m) => m.FeedbackPage),
          ),
          page('envelopes', 'engagement.read', () =>
            import('./routes/envelopes.tsx').then((m) => m.EnvelopesPage),
          ),
          page('vip', 'engagement.read', () => import('./routes/vip.tsx').then((m) => m.VipPage)),
          page('referral', 'engagement.read', () =>
            import('./routes/referral.tsx').then((m) => m.ReferralPage),
          ),
          page('chat', 'chat.moderate', () => import('./routes/chat.tsx').then((m) => m.ChatModerationPage)),
        ],
      },
      {
        // The house lottery (issue 18): one frame (brand, tabs) around its pages.
        path: 'lottery',
        lazy: async () => {
          const { LotteryLayout } = await import('./routes/lottery-layout.tsx');
          return {
            Component: () => (
              <RequirePermission permission="lottery.read">
                <LotteryLayout />
              </RequirePermission>
            ),
          };
        },
        children: [
          { index: true, Component: LotteryHome },
          page('games', 'lottery.read', () =>
            import('./routes/lottery-games.tsx').then((m) => m.LotteryGamesPage),
          ),
          page('draws', 'lottery.read', () =>
            import('./routes/lottery-draws.tsx').then((m) => m.LotteryDrawsPage),
          ),
          page('results', 'lottery.read', () =>
            import('./routes/lottery-results.tsx').then((m) => m.LotteryResultsPage),
          ),
          page('tickets', 'lottery.read', () =>
            import('./routes/lottery-tickets.tsx').then((m) => m.LotteryTicketsPage),
          ),
        ],
      },
      // The house's live tables (issue 19): the feature's page around the frame's brand picker.
      page('tables', 'tables.read', async () => {
        const [{ LiveTablesPage }, { BrandPicker }] = await Promise.all([
          import('../features/tables/components/live-tables-page.tsx'),
          import('./routes/agents-layout.tsx'),
        ]);
        return function TablesPage() {
          return <LiveTablesPage BrandPicker={BrandPicker} />;
        };
      }),
      // The house's card rooms (issue 19, PVP): the feature's page around the frame's brand picker.
      page('rooms', 'rooms.read', async () => {
        const [{ CardRoomsPage }, { BrandPicker }] = await Promise.all([
          import('../features/rooms/components/card-rooms-page.tsx'),
          import('./routes/agents-layout.tsx'),
        ]);
        return function RoomsPage() {
          return <CardRoomsPage BrandPicker={BrandPicker} />;
        };
      }),
      page('audit', 'audit.read', () => import('./routes/audit.tsx').then((m) => m.AuditPage)),
      page('outbox', 'outbox.read', () => import('./routes/outbox.tsx').then((m) => m.OutboxPage)),
      page('content', 'content.read', () => import('./routes/content.tsx').then((m) => m.ContentPage)),
      page('operators', 'operators.manage', () =>
        import('./routes/operators.tsx').then((m) => m.OperatorsPage),
      ),
      // Every operator's own account: no permission beyond being signed in.
      {
        path: 'account',
        lazy: async () => ({ Component: (await import('./routes/account.tsx')).AccountPage }),
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];

export const router = createBrowserRouter(routes, { basename: '/admin' });
