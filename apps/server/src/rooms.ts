import type { FastifyInstance } from 'fastify';
import type { Database, Db } from './db/client.ts';
import { startRoundLeader } from './lib/round-leader.ts';
import type { MoneyEvents } from './lib/money-events.ts';
import type { Audited } from './modules/admin/audited.ts';
import type { BetsService } from './modules/bets/bets.service.ts';
import type { GamesService } from './modules/games/games.service.ts';
import type { GameSessions } from './modules/house/game-sessions.ts';
import type { IdentityService } from './modules/identity/identity.service.ts';
import type { Ledger } from './modules/ledger/ledger.service.ts';
import { createRoomClock } from './modules/rooms/room-clock.ts';
import type { RoomEvents } from './modules/rooms/room-events.ts';
import { createRoomHands } from './modules/rooms/room-hands.ts';
import { createRoomMoney } from './modules/rooms/room-money.ts';
import { createRoomPlay } from './modules/rooms/room-play.service.ts';
import { adminRoomsRoutes } from './modules/rooms/rooms-admin.routes.ts';
import { createRoomsAdmin } from './modules/rooms/rooms-admin.service.ts';
import * as repo from './modules/rooms/rooms.repo.ts';
import { roomsRoutes } from './modules/rooms/rooms.routes.ts';
import type { SystemService } from './modules/system/system.service.ts';

export { roomPageOf } from './modules/rooms/rooms-catalogue.ts';

/** The advisory lock whose holder runs every card room's clock (deals, turn clocks, stand-ups). */
export const ROOMS_LEADER_LOCK_KEY = 7_270_021;

/**
 * The house's card rooms (issue 19, PVP) wired together: the player's calls, the rooms' clock (run
 * by the process that leads, started by `startRoomsLeader`), the room events every process hears.
 */
export function createRooms(d: {
  db: Db;
  ledger: Ledger;
  bets: Pick<BetsService, 'bookHouseBets'>;
  events: MoneyEvents;
  roomEvents: RoomEvents;
  system: SystemService;
  games: GamesService;
  identity: Pick<IdentityService, 'findMember'>;
  clock: () => Date;
}) {
  const brandById = (id: number, tx?: Parameters<SystemService['brandById']>[1]) =>
    d.system.brandById(id, tx);
  const money = createRoomMoney({ ledger: d.ledger, bets: d.bets });
  const hands = createRoomHands({ money, brandById, now: d.clock });
  const play = createRoomPlay({
    db: d.db,
    ledger: d.ledger,
    money,
    hands,
    events: d.events,
    roomEvents: d.roomEvents,
    brandById,
    gameName: async (brand, nodeId, language) =>
      (await d.games.findGame(brand, nodeId, undefined, d.system.languageFor(brand, language)))?.game.name ??
      '',
    accountOf: async (brandId, memberId) => (await d.identity.findMember(brandId, memberId))?.account ?? null,
    now: d.clock,
  });
  const clock = createRoomClock({ ledger: d.ledger, hands, roomEvents: d.roomEvents, now: d.clock });
  return { play, clock, events: d.roomEvents };
}
export type Rooms = ReturnType<typeof createRooms>;

export async function registerRooms(app: FastifyInstance, rooms: Rooms, d: { gameSessions: GameSessions }) {
  await app.register(roomsRoutes, { play: rooms.play, gameSessions: d.gameSessions });
}

/**
 * The card rooms' back office (issue 19): rooms, their edit (audited), seats and hands. Changes
 * reach the hands through the room's row, which the clock reads for every deal.
 */
export async function registerRoomsAdmin(
  app: FastifyInstance,
  d: { db: Db; audited: Audited; system: SystemService; clock: () => Date },
) {
  const roomsAdmin = createRoomsAdmin({ db: d.db, now: d.clock });
  await app.register(adminRoomsRoutes, { audited: d.audited, system: d.system, roomsAdmin });
}

/** Runs the rooms' clock in this process whenever it holds the leader lock; stopped when the app closes. */
export function startRoomsLeader(
  app: FastifyInstance,
  rooms: Rooms,
  database: Pick<Database, 'db' | 'tryLeaderLock'>,
) {
  const leader = startRoundLeader({
    lockKey: ROOMS_LEADER_LOCK_KEY,
    what: 'card rooms',
    tryLeaderLock: database.tryLeaderLock,
    advance: (room) => rooms.clock.advance(room),
    findItems: () => repo.findRoomsToRun(database.db),
    log: app.log,
  });
  app.addHook('onClose', async () => leader.stop());
  return leader;
}
