import type { FastifyInstance } from 'fastify';
import type { Db } from './db/client.ts';
import type { TJob } from './jobs/scheduler.ts';
import type { MoneyEvents } from './lib/money-events.ts';
import type { LaunchService } from './modules/games/launch.service.ts';
import type { GameSessions } from './modules/house/game-sessions.ts';
import type { Ledger } from './modules/ledger/ledger.service.ts';
import type { Audited } from './modules/admin/audited.ts';
import type { IdentityService } from './modules/identity/identity.service.ts';
import { adminLotteryRoutes } from './modules/lottery/lottery-admin.routes.ts';
import { createLotteryAdmin } from './modules/lottery/lottery-admin.service.ts';
import { findVnLotteryNode } from './modules/lottery/lottery-catalogue.ts';

/** The page a launched house lottery game opens, for the launch service. */
export { lotteryPageOf } from './modules/lottery/lottery-catalogue.ts';
import { lotteryRoutes } from './modules/lottery/lottery.routes.ts';
import { createLotteryService } from './modules/lottery/lottery.service.ts';
import type { SystemService } from './modules/system/system.service.ts';
import type { SeamlessWallet } from './modules/wallet/seamless.service.ts';

/** How often each process moves the draws along: often enough for a one-minute e-lottery. */
export const LOTTERY_JOB_EVERY_MS = 1_000;

/**
 * The house lottery (issue 18) wired together: its service over the seamless wallet, the draw job
 * (conditional steps, safe in every process, so it runs without the job lock), and its routes.
 */
export function createLottery(d: {
  db: Db;
  ledger: Ledger;
  seamless: SeamlessWallet;
  events: MoneyEvents;
  system: SystemService;
  clock: () => Date;
}) {
  const lottery = createLotteryService({
    db: d.db,
    ledger: d.ledger,
    seamless: d.seamless,
    events: d.events,
    brandById: (id, tx) => d.system.brandById(id, tx),
    now: d.clock,
    balanceOf: async (s) =>
      s.memberId === null
        ? 0n
        : d.seamless.balance({
            brand: await d.system.brandById(s.brandId),
            vendorCode: s.vendorCode,
            memberId: s.memberId,
            roundId: '',
            gameCode: s.gameCode,
            nodeId: s.nodeId,
          }),
  });
  const jobs: TJob[] = [
    { name: 'lottery-draws', everyMs: LOTTERY_JOB_EVERY_MS, run: () => lottery.draws.run() },
  ];
  return { lottery, jobs };
}
export type Lottery = ReturnType<typeof createLottery>;

export async function registerLottery(
  app: FastifyInstance,
  { lottery }: Lottery,
  d: { db: Db; gameSessions: GameSessions; launcher: LaunchService },
) {
  await app.register(lotteryRoutes, {
    lottery,
    gameSessions: d.gameSessions,
    launcher: d.launcher,
    vnLotteryNode: (brandId) => findVnLotteryNode(d.db, brandId),
  });
}

/**
 * The lottery's back office (after the admin session plugin, beside the engagement's): games,
 * draws, liability, voids, official results with maker and checker, members' tickets. It changes
 * draws only through their rows (a void, an approved result); the lottery's own draw job then
 * refunds or pays, so `_lottery` is taken for the wiring's symmetry and not called.
 */
export async function registerLotteryAdmin(
  app: FastifyInstance,
  _lottery: Lottery,
  d: {
    db: Db;
    audited: Audited;
    system: SystemService;
    identity: Pick<IdentityService, 'findMemberIdByAccount'>;
    clock: () => Date;
  },
) {
  const lotteryAdmin = createLotteryAdmin({
    db: d.db,
    now: d.clock,
    findMemberIdByAccount: (brandId, account) => d.identity.findMemberIdByAccount(brandId, account),
  });
  await app.register(adminLotteryRoutes, { audited: d.audited, system: d.system, lotteryAdmin });
}
