import type { FastifyInstance } from 'fastify';
import type { createAgentNetwork } from './agent-network.ts';
import type { Database } from './db/client.ts';
import { registerEngagementAdmin, type Engagement } from './engagement.ts';
import type { SecretBox } from './lib/secret-box.ts';
import { registerLotteryAdmin, type Lottery } from './lottery.ts';
import { adminAgentsRoutes } from './modules/admin/admin-agents.routes.ts';
import { adminContentRoutes } from './modules/admin/admin-content.routes.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import type { AuditService } from './modules/admin/audit.service.ts';
import type { Audited } from './modules/admin/audited.ts';
import { brandKeysRoutes } from './modules/admin/brand-keys.routes.ts';
import { brandSetupRoutes } from './modules/admin/brand-setup.routes.ts';
import { createOperatorAdmin } from './modules/admin/operator-admin.service.ts';
import type { OperatorService } from './modules/admin/operator.service.ts';
import { operatorsRoutes } from './modules/admin/operators.routes.ts';
import { seamlessVendorsRoutes } from './modules/admin/seamless-vendors.routes.ts';
import { createContentAdmin } from './modules/content/content-admin.service.ts';
import type { SeamlessVendors } from './modules/games/seamless-vendors.service.ts';
import type { IdentityService } from './modules/identity/identity.service.ts';
import { createMemberAdmin } from './modules/identity/member-admin.service.ts';
import type { Ledger } from './modules/ledger/ledger.service.ts';
import { createAdjustmentService } from './modules/payments/adjustments.service.ts';
import type { DepositService } from './modules/payments/deposits.service.ts';
import { createBrandSetup } from './modules/system/brand-setup.service.ts';
import type { SystemService } from './modules/system/system.service.ts';
import type { VerificationService } from './modules/verification/verification.service.ts';
import type { WalletService } from './modules/wallet/wallet.service.ts';
import { registerRoomsAdmin } from './rooms.ts';
import { registerTablesAdmin, type Tables } from './tables.ts';

/**
 * The back office's API (apps/admin's calls under /admin/api, behind the operator's session and
 * role permissions): members and money, brands and their set-up, content, keys and vendors,
 * agents, engagement, the house products and the operators. Payments' admin calls register with
 * the payments, beside the jobs they share.
 */
export async function registerBackOffice(
  app: FastifyInstance,
  d: {
    db: Database['db'];
    clock: () => Date;
    secrets: SecretBox;
    publicOnlyOutbound: boolean;
    operators: OperatorService;
    audit: AuditService;
    audited: Audited;
    system: SystemService;
    identity: IdentityService;
    verification: VerificationService;
    ledger: Ledger;
    wallet: WalletService;
    deposits: DepositService;
    seamlessVendors: SeamlessVendors;
    network: ReturnType<typeof createAgentNetwork>;
    engagement: Engagement;
    house: { lottery: Lottery; tables: Tables };
    onSessionsRevoked: Parameters<typeof createMemberAdmin>[0]['onSessionsRevoked'];
  },
) {
  const { db, clock, operators, audit, audited, system, identity, verification, ledger, wallet } = d;
  const { deposits, seamlessVendors, network, engagement, house } = d;
  const { contracts, settlement, applications } = network;
  const members = createMemberAdmin({
    db,
    now: clock,
    brandCodes: system.brandCodes,
    onSessionsRevoked: d.onSessionsRevoked,
  });
  const setup = createBrandSetup({ system, publicOnlyOutbound: d.publicOnlyOutbound, secrets: d.secrets });
  const contentAdmin = createContentAdmin({ db, now: clock });
  await app.register(adminRoutes, {
    db,
    operators,
    audit,
    system,
    members,
    verification,
    wallet,
    adjustments: createAdjustmentService({
      db,
      ledger,
      wallet,
      brandById: system.brandById,
      findMember: identity.findMember,
      now: clock,
    }),
    ledger,
    // Called per request, after `deposits` below exists.
    moneyFigures: async () => {
      const brands = (await system.listBrands()).map((b) => b.brand);
      return deposits.dashboardFigures(new Map(brands.map((b) => [b.currencyCode, b.currencyDecimals])));
    },
  });
  await app.register(brandSetupRoutes, {
    db,
    audited,
    setup,
    content: contentAdmin,
    social: identity.social,
  });
  await app.register(adminContentRoutes, { db, audited, setup, content: contentAdmin });
  await app.register(brandKeysRoutes, { db, audited, system });
  await app.register(seamlessVendorsRoutes, {
    db,
    audited,
    vendors: seamlessVendors,
    resolveBrand: (code) => system.resolveBrand({ merchant: code }),
  });
  await app.register(adminAgentsRoutes, {
    audited,
    system,
    contracts,
    settlement,
    applications,
    agentsAdmin: network.agentsAdmin,
  });
  await registerEngagementAdmin(app, engagement, { audited, system });
  await registerLotteryAdmin(app, house.lottery, { db, audited, system, identity, clock });
  await registerTablesAdmin(app, house.tables, { db, audited, system, identity, clock });
  await registerRoomsAdmin(app, { db, audited, system, clock });
  await app.register(operatorsRoutes, {
    audited,
    operators: createOperatorAdmin({ db, operators, now: clock }),
  });
}
