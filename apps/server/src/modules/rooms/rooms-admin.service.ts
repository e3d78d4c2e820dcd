import {
  fromMinor,
  HOUSE_NIUNIU_API,
  HOUSE_ROOMS_API,
  toMinor,
  type TAdminRoom,
  type TAdminRoomHand,
  type TAdminRoomUpdate,
  type TRoomGameCode,
} from '@openlobby/contracts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { dayIn, startOfDay } from '../../lib/zoned-time.ts';
import type { TBrand } from '../system/system.service.ts';
import { isNiuniuRoom, outcomeOf } from './room-games.ts';
import { seatViews } from './room-views.ts';
import * as admin from './rooms-admin.repo.ts';
import * as repo from './rooms.repo.ts';
import type { THandRow, TRoomRow } from './rooms.repo.ts';

type TPage = { page: number; pageSize: number };
type TProblem = { field: string; message: string };

const refuse = (problems: TProblem[]) =>
  new AppError('VALIDATION_FAILED', 'Some values are not valid for this room.', problems);

/**
 * The card rooms' back office (issue 19): the brand's rooms of both games with their seats taken,
 * hands dealt and rake, a room's edit, who sits there now, and its hands with each seat's net. The
 * edit runs inside the caller's audited transaction under the room's row lock (the one every deal
 * and seating takes), and the clock reads the room afresh for every deal, so stakes, rake and
 * clocks apply from the next hand; a deactivated room finishes its hand and deals no other. Reads
 * take the brand resolved by the route, so another brand's ids are NOT_FOUND.
 */
export function createRoomsAdmin(d: { db: Db; now: () => Date }) {
  const money = (brand: TBrand, minor: number) => fromMinor(BigInt(minor), brand.currencyDecimals);
  const gameOf = (r: TRoomRow) => r.gameCode as TRoomGameCode;
  const roomRef = (r: TRoomRow) => ({ id: r.id, code: r.code, name: r.name, game: gameOf(r) });

  /** The room as the audit keeps it: what an operator can change. */
  const settingsOf = (brand: TBrand, r: TRoomRow) => ({
    game: gameOf(r),
    code: r.code,
    name: r.name,
    active: r.active,
    smallBlind: money(brand, r.smallBlindMinor),
    bigBlind: money(brand, r.bigBlindMinor),
    minBuyIn: money(brand, r.minBuyInMinor),
    maxBuyIn: money(brand, r.maxBuyInMinor),
    rakePercent: r.rakeBps / 100,
    rakeCap: money(brand, r.rakeCapMinor),
    turnSeconds: r.turnMs / 1000,
    pauseSeconds: r.pauseMs / 1000,
  });

  const roomView = (
    brand: TBrand,
    r: TRoomRow,
    seated: number,
    rake: admin.TRakeSums | undefined,
  ): TAdminRoom => ({
    id: r.id,
    ...settingsOf(brand, r),
    freePlay: r.freePlay,
    seatCount: r.seatCount,
    seated,
    handsDealt: r.handsDealt,
    // a free-play room rakes demo chips: no money of the house
    rakeToday: r.freePlay ? null : money(brand, rake?.todayMinor ?? 0),
    rakeTotal: r.freePlay ? null : money(brand, rake?.totalMinor ?? 0),
  });

  async function getRoom(db: DbOrTx, brand: TBrand, id: number, lock = false) {
    const room = await admin.findBrandRoom(db, brand.id, id, lock);
    if (!room) throw new AppError('NOT_FOUND', 'No such room.');
    return room;
  }

  /** A room's edit checked against its game and the brand's currency, as columns. */
  function columnsOf(brand: TBrand, room: TRoomRow, input: TAdminRoomUpdate) {
    if (input.game !== room.gameCode)
      throw refuse([{ field: 'body.game', message: 'Not the game of this room.' }]);
    const problems: TProblem[] = [];
    const minor = (field: string, v: number) => {
      const m = toMinor(v, brand.currencyDecimals);
      if (m === null) problems.push({ field: `body.${field}`, message: 'More decimals than the currency.' });
      return Number(m ?? 0n);
    };
    // Niu-Niu's base bet is both blinds; its commission has no cap (the room keeps its 0)
    const blinds =
      input.game === 'niuniu'
        ? { smallBlindMinor: minor('baseBet', input.baseBet), bigBlindMinor: minor('baseBet', input.baseBet) }
        : {
            smallBlindMinor: minor('smallBlind', input.smallBlind),
            bigBlindMinor: minor('bigBlind', input.bigBlind),
            rakeCapMinor: minor('rakeCap', input.rakeCap),
          };
    const columns = {
      ...blinds,
      name: input.name.trim(),
      active: input.active,
      minBuyInMinor: minor('minBuyIn', input.minBuyIn),
      maxBuyInMinor: minor('maxBuyIn', input.maxBuyIn),
      rakeBps: Math.round(input.rakePercent * 100),
      turnMs: input.turnSeconds * 1000,
      pauseMs: Math.round(input.pauseSeconds * 1000),
    };
    if (problems.length) throw refuse(problems);
    return columns;
  }

  const todayOf = (brand: TBrand) => startOfDay(brand.timeZone, dayIn(brand.timeZone, d.now()));

  /** Each dealt seat with its net once the hand is settled, by seat number. */
  function handSeats(brand: TBrand, hand: THandRow): TAdminRoomHand['seats'] {
    const nets = hand.settledAt ? outcomeOf(hand.state, hand.seats).seats.map((s) => s.netMinor) : null;
    return hand.seats
      .map((s, i) => ({
        seatNo: s.seatNo,
        account: s.account,
        guest: s.memberId === null,
        net: nets ? money(brand, nets[i]!) : null,
      }))
      .sort((a, b) => a.seatNo - b.seatNo);
  }

  const handView = (brand: TBrand, room: TRoomRow, hand: THandRow): TAdminRoomHand => ({
    id: hand.id,
    handNo: hand.handNo,
    startedAt: hand.startedAt.toISOString(),
    settledAt: hand.settledAt?.toISOString() ?? null,
    players: hand.seats.length,
    rake: hand.rakeMinor === null || !hand.settledAt ? null : money(brand, hand.rakeMinor),
    seats: handSeats(brand, hand),
    proof: (isNiuniuRoom(room) ? HOUSE_NIUNIU_API.handProof : HOUSE_ROOMS_API.handProof).replace(
      ':handId',
      hand.id,
    ),
  });

  return {
    async findRooms(brand: TBrand) {
      const rows = await admin.findBrandRooms(d.db, brand.id);
      const ids = rows.map((r) => r.id);
      const [seated, rake] = await Promise.all([
        admin.findSeatedCounts(d.db, ids),
        admin.findRakeSums(d.db, ids, todayOf(brand)),
      ]);
      return {
        currency: brand.currencyCode,
        decimals: brand.currencyDecimals,
        items: rows.map((r) => roomView(brand, r, seated.get(r.id) ?? 0, rake.get(r.id))),
      };
    },

    /**
     * Edits a room: name, active or not, stakes (Hold'em's blinds and rake cap, Niu-Niu's base
     * bet), buy-in range, rake, turn clock and pause. The hand in play keeps what it was dealt
     * with. Answers the audit's before and after (the settings, without the room's figures).
     */
    async updateRoom(tx: Tx, brand: TBrand, id: number, input: TAdminRoomUpdate) {
      const before = await getRoom(tx, brand, id, true);
      const after = await admin.updateRoom(tx, id, columnsOf(brand, before, input));
      return { before: settingsOf(brand, before), after: settingsOf(brand, after), room: after };
    },

    /** The edited room as the list shows it, its seats and rake read again. */
    async viewRoom(brand: TBrand, room: TRoomRow) {
      const [seated, rake] = await Promise.all([
        admin.findSeatedCounts(d.db, [room.id]),
        admin.findRakeSums(d.db, [room.id], todayOf(brand)),
      ]);
      return roomView(brand, room, seated.get(room.id) ?? 0, rake.get(room.id));
    },

    /** Who sits in the room now: the account in full (a guest's label), the stack, the hand's part. */
    async findSeats(brand: TBrand, roomId: number) {
      const room = await getRoom(d.db, brand, roomId);
      const [rows, hand] = await Promise.all([
        repo.findSeats(d.db, roomId),
        repo.findHandInPlay(d.db, roomId),
      ]);
      const views = seatViews(rows, hand, () => false, brand.currencyDecimals);
      return {
        currency: brand.currencyCode,
        room: roomRef(room),
        handInPlay: hand?.handNo ?? null,
        items: rows.map((row, i) => ({
          seatNo: row.seatNo,
          account: row.account,
          guest: row.memberId === null,
          stack: views[i]!.stack,
          committed: views[i]!.committed,
          inHand: views[i]!.inHand,
          sittingOut: row.sittingOut,
          leaving: row.leaving,
          seatedAt: row.seatedAt.toISOString(),
        })),
      };
    },

    async findHands(brand: TBrand, roomId: number, q: TPage) {
      const room = await getRoom(d.db, brand, roomId);
      const { items, total } = await admin.findHandPage(d.db, { roomId, ...q });
      return {
        currency: brand.currencyCode,
        room: roomRef(room),
        items: items.map((h) => handView(brand, room, h)),
        page: q.page,
        pageSize: q.pageSize,
        total,
      };
    },
  };
}
export type RoomsAdmin = ReturnType<typeof createRoomsAdmin>;
