import type { FastifyInstance } from 'fastify';
import type { Db } from './db/client.ts';
import type { Ledger } from './modules/ledger/ledger.service.ts';
import { messagingRoutes } from './modules/messaging/messaging.routes.ts';
import { createMessagingService } from './modules/messaging/messaging.service.ts';
import { findPaymentSettings } from './modules/payments/withdrawals.service.ts';
import { pointsRoutes } from './modules/points/points.routes.ts';
import { createPointsService } from './modules/points/points.service.ts';
import { promotionsRoutes } from './modules/promotions/promotions.routes.ts';
import { createPromotionsService } from './modules/promotions/promotions.service.ts';

/**
 * Engagement (issue 17) wired together: promotions and their bonuses, points, the inbox. app.ts
 * registers them through here, as it does the agent network through agent-network.ts.
 */
export async function registerEngagement(
  app: FastifyInstance,
  d: {
    db: Db;
    ledger: Ledger;
    clock: () => Date;
    checkPaymentPassword: Parameters<typeof createPointsService>[0]['checkPaymentPassword'];
  },
): Promise<void> {
  const { db, ledger, clock } = d;
  await app.register(promotionsRoutes, {
    promotions: createPromotionsService({
      db,
      ledger,
      now: clock,
      // A bonus's wagering requirement follows the brand's turnover percentage, as a deposit's does.
      turnoverPercent: async (brand) => (await findPaymentSettings(db, brand)).turnoverPercent,
    }),
  });
  await app.register(pointsRoutes, {
    points: createPointsService({ db, ledger, checkPaymentPassword: d.checkPaymentPassword, now: clock }),
  });
  await app.register(messagingRoutes, { messaging: createMessagingService({ db }) });
}
