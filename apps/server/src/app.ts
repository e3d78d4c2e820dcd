import type { FastifyInstance } from 'fastify';
import { createHttpApp } from './http-app.ts';
import type { DestinationStream } from 'pino';
import type { TEnv } from './config/env.ts';
import type { Database } from './db/client.ts';
import { geoipCountry, type CountryLookup } from './lib/geo.ts';
import { brandContextPlugin } from './plugins/brand-context.ts';
import { healthRoutes } from './plugins/health.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { adminAuthPlugin } from './modules/admin/admin-auth.ts';
import { createAudited } from './modules/admin/audited.ts';
import { createBrandSmsTokens } from './modules/system/brand-setup.service.ts';
import { createAgentNetwork } from './agent-network.ts';
import { createEngagement, registerEngagement } from './engagement.ts';
import { registerBackOffice } from './back-office.ts';
import { registerHouseSlot } from './house.ts';
import { createHouseProducts, registerHouseProducts } from './house-products.ts';
import { startSportsbookFeed } from './sportsbook.ts';
import { agentsRoutes } from './modules/agents/agents.routes.ts';
import { createLedger } from './modules/ledger/ledger.service.ts';
import { createWalletService } from './modules/wallet/wallet.service.ts';
import { createHistoryService } from './modules/wallet/history.service.ts';
import { createTransferService } from './modules/wallet/transfer.service.ts';
import { createVendorWallets } from './modules/wallet/vendor-wallets.ts';
import { walletRoutes } from './modules/wallet/wallet.routes.ts';
import { registerSockets } from './sockets.ts';
import type { TableEvents } from './modules/tables/table-events.ts';
import type { InboxEvents } from './lib/money-events.ts';
import { createServerEvents } from './events.ts';
import { startScheduler } from './jobs/scheduler.ts';
import { createDepositService } from './modules/payments/deposits.service.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { sandboxGatewayRoutes } from './modules/payments/sandbox-gateway.ts';
import { gatewayNotificationRoutes } from './modules/payments/gateways/notifications.routes.ts';
import { findPaymentSettings } from './modules/payments/payment-settings.ts';
import { createWithdrawalService } from './modules/payments/withdrawals.service.ts';
import { withdrawalsRoutes } from './modules/payments/withdrawals.routes.ts';
import { moveTurnover } from './modules/payments/turnover.ts';
import { adminPaymentsRoutes } from './modules/admin/admin-payments.routes.ts';
import { createAuditService } from './modules/admin/audit.service.ts';
import { createOperatorService } from './modules/admin/operator.service.ts';
import { encryptedBodyPlugin } from './plugins/encrypted-body.ts';
import { sessionPlugin } from './plugins/session.ts';
import { createMemoryLimiter, createRedisLimiter } from './lib/limiter.ts';
import { createMailer } from './lib/mailer.ts';
import { secretBoxOf } from './lib/secret-box.ts';
import { sealStoredSecrets } from './db/seal-stored-secrets.ts';
import { identityRoutes } from './modules/identity/identity.routes.ts';
import { socialOpsRoutes, socialRoutes } from './modules/identity/social.routes.ts';
import { createIdentityService } from './modules/identity/identity.service.ts';
import { verificationRoutes } from './modules/verification/verification.routes.ts';
import { createVerificationService } from './modules/verification/verification.service.ts';
import {
  createBrandSmsRouter,
  createHttpSmsProvider,
  createOutboxSmsProvider,
} from './modules/verification/sms-provider.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { createContentService } from './modules/content/content.service.ts';
import { gamesRoutes } from './modules/games/games.routes.ts';
import { createGamesService } from './modules/games/games.service.ts';
import { launchRoutes } from './modules/games/launch.routes.ts';
import { createLaunchService } from './modules/games/launch.service.ts';
import { createGameSessions } from './modules/house/game-sessions.ts';
import { FREE_PLAY_BALANCE } from './modules/house/slot.service.ts';
import { seamlessRoutes } from './modules/wallet/seamless.routes.ts';
import { createSeamlessWallet } from './modules/wallet/seamless.service.ts';
import { createVendorTransferService } from './modules/wallet/vendor-transfer.service.ts';
import { createSimulatorClient } from './modules/games/vendors/simulator-client.ts';
import { createSimulatorIntegration } from './modules/games/vendors/simulator-integration.ts';
import { createSeamlessVendors } from './modules/games/seamless-vendors.service.ts';
import { opsRoutes } from './modules/system/ops.routes.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { createSystemService } from './modules/system/system.service.ts';

export type AppDeps = {
  env: TEnv;
  database: Database;
  /** Injected by tests to place clients in countries; production uses the geoip package. */
  lookupCountry?: CountryLookup;
  now?: () => Date;
  /** Injected by tests that must read captchas; production draws random digits. */
  newCaptchaAnswer?: () => string;
  /** Where log lines go (tests read them); standard output otherwise. */
  logStream?: DestinationStream;
  /** Injected by tests that tell members' sockets of inbox changes; Redis or in-process otherwise. */
  inboxEvents?: InboxEvents;
  /** Injected by tests that run the live tables' rounds themselves; Redis or in-process otherwise. */
  tableEvents?: TableEvents;
};

/** Builds the whole HTTP application: cross-cutting plugins first, then each domain module. */
export async function buildApp({
  env,
  database,
  lookupCountry = geoipCountry,
  now,
  newCaptchaAnswer,
  logStream,
  inboxEvents: inboxEventsProvider,
  tableEvents,
}: AppDeps): Promise<FastifyInstance> {
  const clock = now ?? (() => new Date());
  const { app, redis, isDraining } = await createHttpApp(env, logStream);

  const db = database.db;
  const secrets = secretBoxOf(env);
  const system = createSystemService({
    db,
    lookupCountry,
    secrets,
    now,
    brandCacheMs: env.BRAND_CACHE_MS,
    localPort: env.PORT,
    vendorGameOrigins: [env.VENDOR_SIM_PUBLIC_URL ?? env.VENDOR_SIM_URL]
      .filter((u) => u !== undefined)
      .map((u) => new URL(u).origin),
  });
  const content = createContentService({ db, now });
  const games = createGamesService({
    db,
    now,
    // Vendors whose adapter runs here: our house games and the external vendor simulator.
    integrations: new Set(['HOUSE', ...(env.VENDOR_SIM_URL ? ['SIMULATOR'] : [])]),
    // The ledger is built further down; the winners board reads it only per request.
    findTopWins: (q) => ledger.findTopWins(q),
    // The card rooms are built further down too; GLS2_roomList asks them per request.
    houseRooms: (brand, game) => rooms.play.catalogueRooms(brand, game),
  });
  const limiter = redis ? createRedisLimiter(redis) : createMemoryLimiter();
  // Production: calls to addresses from settings (SMS gateways, OIDC issuers) reach https on
  // public addresses only, through the outbound guard; development and tests use local peers.
  const publicOnlyOutbound = env.NODE_ENV === 'production';
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, db });
  app.addHook('onClose', async () => mailer.close());
  const sms = createBrandSmsRouter(
    env.SMS_PROVIDER === 'http'
      ? createHttpSmsProvider({
          url: env.SMS_HTTP_URL!,
          token: env.SMS_HTTP_TOKEN!,
          publicOnly: publicOnlyOutbound,
        })
      : createOutboxSmsProvider(db),
    { publicOnly: publicOnlyOutbound, openToken: createBrandSmsTokens(secrets).open },
  );
  // SMS checks ask identity whether a number is registered; identity asks SMS to check codes.
  const verification = createVerificationService({
    db,
    sms,
    limiter,
    now,
    isMobileRegistered: (brandId, mobile) => identity.isMobileRegistered(brandId, mobile),
  });
  const identity = createIdentityService({
    db,
    limiter,
    codes: verification,
    budgetTrips: verification,
    mailer,
    now: clock,
    secrets,
    publicOnlyOutbound,
    publicOrigin: (brand) => system.publicOriginOf(brand),
    // Session events are built further down; identity tells them only per request.
    onSessionsRevoked: (e) => sessionEvents.publish(e),
    newCaptchaAnswer,
  });

  // Before every module's routes: compression is set up per route as each is declared.
  await app.register(compressionPlugin);
  await app.register(healthRoutes, { ping: database.ping, isDraining });
  await app.register(brandContextPlugin, { system });
  await app.register(sessionPlugin, { sessions: identity.sessions });
  await app.register(encryptedBodyPlugin, { system });
  await app.register(systemRoutes, { system });
  await app.register(identityRoutes, { identity, authRatePerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE });
  await app.register(verificationRoutes, {
    verification,
    system,
    exposeOutbox: env.NODE_ENV !== 'production',
    // Operators are built further down; the outbox asks only per request.
    isOperator: async (authorization) => {
      const token = (authorization ?? '').replace(/^Bearer\s+/i, '').trim();
      return Boolean(token && (await operators.resolve(token)));
    },
  });
  await app.register(contentRoutes, { content });
  await app.register(gamesRoutes, { games });
  await app.register(socialRoutes, { social: identity.social, secureCookies: env.NODE_ENV === 'production' });
  if (env.OPS_API_TOKEN) {
    await app.register(opsRoutes, { system, token: env.OPS_API_TOKEN });
    await app.register(socialOpsRoutes, { social: identity.social, system, token: env.OPS_API_TOKEN });
  }
  const operators = createOperatorService({ db, limiter, now, secrets });
  // Start-up: stored secrets written before they were sealed (authenticator secrets, provider
  // credentials, wallet and brand keys; or sealed under an old key) are sealed now, before any
  // request reads one; reading never accepts a plain one.
  await sealStoredSecrets(db, secrets);
  const audit = createAuditService({ db, now });
  await app.register(adminAuthPlugin, { operators });
  const audited = createAudited(db, audit);
  const ledger = createLedger({ db, now });
  const wallet = createWalletService({ ledger });
  const events = await createServerEvents(app, redis, inboxEventsProvider, tableEvents);
  const { moneyEvents, sessionEvents } = events;
  // The external vendor simulator, when configured: its transfer wallet and its launches.
  const simulator = env.VENDOR_SIM_URL
    ? createSimulatorIntegration(
        createSimulatorClient({ baseUrl: env.VENDOR_SIM_URL, secret: env.VENDOR_SIM_SECRET, now: clock }),
      )
    : undefined;
  const network = createAgentNetwork({
    db,
    ledger,
    events: moneyEvents,
    clock,
    brandById: system.brandById,
    listBrands: async () => (await system.listBrands()).map((b) => b.brand),
    findVendors: (brand) => games.findCatalogueVendors(brand),
    betHistory: simulator?.betHistory,
    settleEveryMs: env.AGENT_SETTLEMENT_EVERY_SECONDS * 1000,
  });
  const { bets, contracts, settlement, applications, isFrozen } = network;
  const engagement = createEngagement({ db, ledger, clock, events, limiter, identity, bets, system });
  const vendorMoves = createVendorTransferService({
    ledger,
    vendorWallets: createVendorWallets({
      vendorOf: (brand, code) => system.brandById(brand.id).then((b) => games.findVendor(b, code)),
      adapters: new Map(simulator ? [['SIMULATOR', simulator.wallet]] : []),
    }),
    events: moneyEvents,
    brandById: system.brandById,
    now: clock,
  });
  const transfers = createTransferService({
    ledger,
    isFrozen,
    vendorMoves,
    events: moneyEvents,
    findVendors: games.findVendors,
    findMember: identity.findMember,
    findDownline: identity.findDownline,
    checkPaymentPassword: identity.paymentPasswords.check,
    transferDailyCount: async (brand) => (await findPaymentSettings(db, brand)).transferDailyCount,
    moveTurnover: async (tx, brand, q) =>
      moveTurnover(tx, ledger, {
        ...q,
        brandId: brand.id,
        percent: (await findPaymentSettings(tx, brand)).turnoverPercent,
      }),
    now: clock,
  });
  const deposits = createDepositService({
    db,
    secrets,
    ledger,
    events: moneyEvents,
    brandById: system.brandById,
    // Gateways' notifyUrl and the sandbox's callback: the brand's configured domain, never Host.
    publicOrigin: (brand) => system.publicOriginOf(brand),
    // The sandbox gateway only for brands in test mode; gateways only on public https addresses.
    production: env.NODE_ENV === 'production',
    now,
  });
  const withdrawals = createWithdrawalService({
    db,
    isFrozen,
    ledger,
    events: moneyEvents,
    transfers,
    brandById: system.brandById,
    checkPaymentPassword: identity.paymentPasswords.check,
    hasPaymentPassword: async (m) =>
      Boolean((await identity.findMember(m.brandId, m.id))?.paymentPasswordHash),
    memberSettings: engagement.vip.withdrawalSettings,
    now,
  });
  await app.register(paymentsRoutes, {
    deposits,
    withdrawals,
    transfers,
    agentConsolidated: (brand, member) => contracts.consolidated(brand, member),
  });
  await app.register(gatewayNotificationRoutes, { deposits });
  await app.register(sandboxGatewayRoutes, { deposits });
  await app.register(withdrawalsRoutes, { withdrawals });
  const seamless = createSeamlessWallet({ ledger, events: moneyEvents });
  const gameSessions = createGameSessions({ db, now: clock });
  // what the house products (the slot, the lottery) are built on
  const house = { db, ledger, seamless, events: moneyEvents, system, clock };
  const products = createHouseProducts(app, {
    house,
    events,
    games,
    identity,
    bets,
    database,
    runJobs: env.RUN_JOBS,
  });
  const { lottery, tables, rooms, crash } = products;
  if (env.RUN_JOBS && env.ODDS_FEED_URL)
    startSportsbookFeed(app, {
      database,
      seamless,
      system,
      clock,
      feed: { url: env.ODDS_FEED_URL, key: env.ODDS_FEED_KEY },
    });
  if (env.RUN_JOBS) {
    const stopJobs = startScheduler(
      db,
      [
        {
          name: 'withdrawal-auto-receive',
          lockKey: 5_001,
          everyMs: 60_000,
          run: (tx) => withdrawals.autoReceive(tx),
        },
        // Settles transfer-wallet moves whose vendor answer never came; safe in every process.
        { name: 'vendor-transfer-reconcile', everyMs: 15_000, run: () => vendorMoves.reconcile() },
        ...network.jobs,
        ...engagement.jobs,
        ...lottery.jobs,
        // Forgets SMS budget windows that ended over a day ago.
        {
          name: 'sms-budget-prune',
          lockKey: 5_012,
          everyMs: 3_600_000,
          run: (tx) => verification.pruneBudgetCounters(tx),
        },
      ],
      app.log,
    );
    app.addHook('onClose', async () => stopJobs());
  }
  await app.register(adminPaymentsRoutes, {
    db,
    audited,
    ledger,
    system,
    deposits,
    withdrawals,
    events: moneyEvents,
    secrets,
  });
  await registerHouseSlot(app, { ...house, games, gameSessions });
  const launcher = createLaunchService({
    findGame: (brand, nodeId, memberId, language) =>
      games.findGame(brand, nodeId, memberId, system.languageFor(brand, language)),
    findSuggestions: (brand, game, language) =>
      games.findSuggestions(brand, game, system.languageFor(brand, language), undefined),
    recordPlay: (brandId, memberId, nodeId) => games.recordPlay(brandId, memberId, nodeId),
    openHouseSession: (s) => gameSessions.open(s),
    housePageOf: products.housePageOf,
    freePlayBalanceMinor: (brand) => BigInt(FREE_PLAY_BALANCE) * 10n ** BigInt(brand.currencyDecimals),
    externalLaunchers: new Map(simulator ? [['SIMULATOR', simulator.launch]] : []),
    moveMainIn: (brand, member, vendorCode, key) => transfers.moveMainIn(brand, member, vendorCode, key),
  });
  await app.register(launchRoutes, { launcher });
  await registerHouseProducts(app, products, { db, gameSessions, launcher });
  // External seamless vendors only: their keys are per brand, in brand_vendors (the house calls in-process).
  const seamlessVendors = createSeamlessVendors({ db, secrets, now: clock });
  await app.register(seamlessRoutes, {
    seamless,
    findCaller: seamlessVendors.findCaller,
    brandByCode: (code) => system.resolveBrand({ merchant: code }).catch(() => undefined),
    findMemberId: (brandId, account) => identity.findMemberIdByAccount(brandId, account),
    nodeOf: async (brand, vendorCode, gameCode) => games.findNodeId(brand, vendorCode, gameCode),
    now: clock,
  });
  await registerSockets(app, {
    sessions: identity.sessions,
    transfers,
    events,
    engagement,
    tables,
    crash,
    rooms,
    gameSessions,
  });
  await app.register(walletRoutes, {
    transfers,
    history: createHistoryService({
      ledger,
      bets,
      gameLabel: async (brand, vendorCode, gameCode, language) => {
        const nodeId = await games.findNodeId(brand, vendorCode, gameCode);
        const found =
          nodeId && (await games.findGame(brand, nodeId, undefined, system.languageFor(brand, language)));
        return found
          ? { game: found.game.name, vendor: found.vendorName }
          : { game: gameCode, vendor: (await games.findVendor(brand, vendorCode))?.name ?? null };
      },
    }),
    paymentPasswords: identity.paymentPasswords,
  });
  await app.register(agentsRoutes, {
    agents: network.agents,
    contracts,
    settlement,
    applications,
    registerDownline: (brand, agent, input, client) =>
      identity.registration.registerDownline(brand, agent, input, client),
  });
  await registerEngagement(app, engagement);
  await registerBackOffice(app, {
    db,
    clock,
    secrets,
    publicOnlyOutbound,
    operators,
    audit,
    audited,
    system,
    identity,
    verification,
    ledger,
    wallet,
    deposits,
    seamlessVendors,
    network,
    engagement,
    house: { lottery, tables },
    onSessionsRevoked: (e) => sessionEvents.publish(e),
  });
  await registerWebApp(app, { web: env.WEB_DIST, admin: env.ADMIN_DIST, house: env.HOUSE_DIST });
  return app;
}
