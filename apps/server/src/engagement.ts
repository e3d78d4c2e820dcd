import type { FastifyInstance } from 'fastify';
import type { Db } from './db/client.ts';
import type { TJob } from './jobs/scheduler.ts';
import type { Limiter } from './lib/limiter.ts';
import type { InboxEvents } from './lib/money-events.ts';
import { adminChatRoutes } from './modules/admin/admin-chat.routes.ts';
import { adminEngagementRoutes } from './modules/admin/admin-engagement.routes.ts';
import type { Audited } from './modules/admin/audited.ts';
import type { BetsService } from './modules/bets/bets.service.ts';
import { createFeedbackReplies } from './modules/content/feedback-replies.ts';
import { adminFeedbackRoutes, myFeedbackRoutes } from './modules/content/feedback.routes.ts';
import { adminEnvelopesRoutes, envelopesRoutes } from './modules/envelopes/envelopes.routes.ts';
import { createEnvelopesService } from './modules/envelopes/envelopes.service.ts';
import type { ChatEvents } from './modules/chat/chat-events.ts';
import { createChatRooms } from './modules/chat/chat-room.ts';
import { chatRoutes } from './modules/chat/chat.routes.ts';
import { createChatService } from './modules/chat/chat.service.ts';
import type { IdentityService } from './modules/identity/identity.service.ts';
import type { Ledger } from './modules/ledger/ledger.service.ts';
import { createInboxNotices } from './modules/messaging/inbox-notices.ts';
import { createMessagingAdmin } from './modules/messaging/messaging-admin.service.ts';
import { messagingRoutes } from './modules/messaging/messaging.routes.ts';
import { createMessagingService } from './modules/messaging/messaging.service.ts';
import { adminMissionsRoutes } from './modules/missions/missions-admin.routes.ts';
import { createMissionsAdmin } from './modules/missions/missions-admin.service.ts';
import { missionsRoutes } from './modules/missions/missions.routes.ts';
import { createMissionsService } from './modules/missions/missions.service.ts';
import { findPaymentSettings } from './modules/payments/payment-settings.ts';
import { createPointsAdmin } from './modules/points/points-admin.service.ts';
import { createPointsEarning } from './modules/points/points-earning.ts';
import { pointsRoutes } from './modules/points/points.routes.ts';
import { createPointsService } from './modules/points/points.service.ts';
import { createPromotionPayouts } from './modules/promotions/promotion-payouts.ts';
import { createPromotionsAdmin } from './modules/promotions/promotions-admin.service.ts';
import { promotionsRoutes } from './modules/promotions/promotions.routes.ts';
import { createPromotionsService } from './modules/promotions/promotions.service.ts';
import { readChangedBets, readDeposits } from './modules/points/points.repo.ts';
import { createBetsDepositsConsumer } from './modules/referral/bets-deposits-consumer.ts';
import { adminReferralRoutes } from './modules/referral/referral-admin.routes.ts';
import { referralRoutes } from './modules/referral/referral.routes.ts';
import { createReferralService } from './modules/referral/referral.service.ts';
import { adminVipRoutes } from './modules/vip/vip-admin.routes.ts';
import { vipRoutes } from './modules/vip/vip.routes.ts';
import { createVipService } from './modules/vip/vip.service.ts';
import type { SystemService } from './modules/system/system.service.ts';

/**
 * Engagement (issue 17) wired together: promotions and their bonuses, points and their earning,
 * the inbox and its platform notices, the chat room, their back office, and the jobs that drain the consumers.
 * app.ts builds it before the wallet socket (which pushes the unread count) and registers its
 * routes through `registerEngagement` and `registerEngagementAdmin`, as it does the agent network
 * through agent-network.ts.
 */
export function createEngagement(d: {
  db: Db;
  ledger: Ledger;
  clock: () => Date;
  /** Inbox changes and the chat room's messages fan out to every process's sockets. */
  events: { inboxEvents: InboxEvents; chatEvents: ChatEvents };
  /** The chat room's flood limit (Redis-backed when Redis is configured). */
  limiter: Limiter;
  identity: Pick<IdentityService, 'paymentPasswords' | 'findMemberIdByAccount' | 'findMember'>;
  /** The bets consumer: seamless rounds committed a moment ago become bets before points earn on them. */
  bets: Pick<BetsService, 'catchUp'>;
  system: Pick<SystemService, 'listBrands' | 'publicOriginOf'>;
}) {
  const { db, ledger, clock } = d;
  const messaging = createMessagingService({ db, onChange: (e) => d.events.inboxEvents.publish(e) });
  const points = createPointsService({
    db,
    ledger,
    checkPaymentPassword: d.identity.paymentPasswords.check,
    now: clock,
  });
  const promotions = createPromotionsService({
    db,
    ledger,
    now: clock,
    // A bonus's wagering requirement follows the brand's turnover percentage, as a deposit's does.
    turnoverPercent: async (brand) => (await findPaymentSettings(db, brand)).turnoverPercent,
  });
  const chat = createChatService({
    db,
    limiter: d.limiter,
    events: d.events.chatEvents,
    now: clock,
    findMember: (brandId, id) => d.identity.findMember(brandId, id),
  });
  const chatRooms = createChatRooms(d.events.chatEvents);
  // Red-envelope rains, and operators' replies to feedback reaching the inbox.
  const envelopes = createEnvelopesService({ db, ledger, now: clock });
  const feedbackReplies = createFeedbackReplies({ db, messaging, now: clock });
  const earning = createPointsEarning({ db, points, catchUpBets: () => d.bets.catchUp() });
  const notices = createInboxNotices({ db, messaging });
  // ---- missions: progress from the bets' rollup, deposits (own consumer) and logins ----
  const missions = createMissionsService({
    db,
    ledger,
    now: clock,
    catchUpBets: () => d.bets.catchUp(),
  });
  const missionsAdmin = createMissionsAdmin({ db, missions, now: clock });
  const listBrands = async () => (await d.system.listBrands()).map((b) => b.brand);
  const payouts = createPromotionPayouts({ db, promotions, listBrands, now: clock });
  const findMemberIdByAccount = (brandId: number, account: string) =>
    d.identity.findMemberIdByAccount(brandId, account);
  // ---- referral and VIP (issue 17): rewards and totals from their own commit-order consumers ----
  const referral = createReferralService({ db, ledger, publicOrigin: (b) => d.system.publicOriginOf(b) });
  const vip = createVipService({ db, ledger, now: clock });
  const catchUpBets = () => d.bets.catchUp();
  const read = { bets: readChangedBets, deposits: readDeposits };
  const referralEarning = createBetsDepositsConsumer({
    db,
    name: 'referral',
    read,
    applyBets: referral.applyBets,
    applyDeposits: referral.applyDeposits,
    catchUpBets,
  });
  const vipProgress = createBetsDepositsConsumer({
    db,
    name: 'vip',
    read,
    applyBets: vip.applyBets,
    applyDeposits: vip.applyDeposits,
    catchUpBets,
  });
  // ---- end referral and VIP ----
  const admin = {
    promotionsAdmin: createPromotionsAdmin({ db, promotions, findMemberIdByAccount, now: clock }),
    pointsAdmin: createPointsAdmin({ db, points, findMemberIdByAccount }),
    messagingAdmin: createMessagingAdmin({ db, messaging, findMemberIdByAccount, now: clock }),
    missionsAdmin,
  };

  /** Every process runs them; each consumer's cursor lock lets one run at a time apply a row once. */
  const jobs: TJob[] = [
    { name: 'points-earning', everyMs: 5_000, run: async () => (await earning.catchUp()) || undefined },
    { name: 'inbox-notices', everyMs: 2_000, run: async () => (await notices.catchUp()) || undefined },
    { name: 'missions-deposits', everyMs: 5_000, run: async () => (await missions.catchUp()) || undefined },
    // Cashback for periods that have ended, birthday bonuses on the day (each paid once, any process).
    { name: 'promotion-payouts', everyMs: 60_000, run: async () => (await payouts.payDue()) || undefined },
    {
      name: 'referral-rewards',
      everyMs: 5_000,
      run: async () => (await referralEarning.catchUp()) || undefined,
    },
    { name: 'vip-progress', everyMs: 5_000, run: async () => (await vipProgress.catchUp()) || undefined },
    // The ended days' VIP rebates (keyed per member-day: any process, any rerun pays once).
    {
      name: 'vip-rebates',
      everyMs: 300_000,
      run: async () => (await vip.payRebates(await listBrands())) || undefined,
    },
  ];
  return {
    messaging,
    points,
    promotions,
    chat,
    chatRooms,
    earning,
    notices,
    payouts,
    missions,
    admin,
    jobs,
    envelopes,
    feedbackReplies,
    // referral and VIP
    referral,
    vip,
    referralEarning,
    vipProgress,
    findMemberIdByAccount,
  };
}
export type Engagement = ReturnType<typeof createEngagement>;

/** The member's engagement routes. */
export async function registerEngagement(app: FastifyInstance, e: Engagement): Promise<void> {
  await app.register(promotionsRoutes, { promotions: e.promotions });
  await app.register(pointsRoutes, { points: e.points, catchUp: e.earning.catchUp });
  await app.register(messagingRoutes, { messaging: e.messaging, catchUp: e.notices.catchUp });
  await app.register(chatRoutes, { chat: e.chat });
  await app.register(envelopesRoutes, { envelopes: e.envelopes });
  await app.register(myFeedbackRoutes, { replies: e.feedbackReplies });
  await app.register(referralRoutes, { referral: e.referral, catchUp: e.referralEarning.catchUp });
  await app.register(vipRoutes, { vip: e.vip, catchUp: e.vipProgress.catchUp });
  await app.register(missionsRoutes, { missions: e.missions });
  app.addHook('onClose', async () => e.chatRooms.close());
}

/** The back office's engagement routes (after the admin session plugin). */
export async function registerEngagementAdmin(
  app: FastifyInstance,
  e: Engagement,
  d: { audited: Audited; system: SystemService },
): Promise<void> {
  await app.register(adminEngagementRoutes, { audited: d.audited, system: d.system, ...e.admin });
  await app.register(adminChatRoutes, { audited: d.audited, system: d.system, chat: e.chat });
  await app.register(adminEnvelopesRoutes, { ...d, envelopes: e.envelopes });
  await app.register(adminFeedbackRoutes, { ...d, replies: e.feedbackReplies });
  await app.register(adminReferralRoutes, { audited: d.audited, system: d.system, referral: e.referral });
  await app.register(adminVipRoutes, {
    audited: d.audited,
    system: d.system,
    vip: e.vip,
    findMemberIdByAccount: e.findMemberIdByAccount,
    catchUp: e.vipProgress.catchUp,
  });
  await app.register(adminMissionsRoutes, {
    audited: d.audited,
    system: d.system,
    missionsAdmin: e.admin.missionsAdmin,
  });
}
