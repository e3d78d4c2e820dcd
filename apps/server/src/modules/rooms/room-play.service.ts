import {
  fromMinor,
  HOLDEM_GAME_CODE,
  NIUNIU_GAME_CODE,
  type TNiuniuStakeRequest,
  type TRoomView,
  type TPokerActRequest,
  type TPokerRoomEvent,
  type TPokerRooms,
  type TPokerRoomSummary,
  type TPokerSitRequest,
} from '@openlobby/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { MoneyEvents } from '../../lib/money-events.ts';
import type { TGameSession } from '../house/game-sessions.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import type { TBrand } from '../system/system.service.ts';
import { amountInMinor } from '../wallet/wallet.service.ts';
import { stakeNiuniu } from '@openlobby/house-games/niuniu';
import { applyAction, engineAction } from './holdem-room.ts';
import { isNiuniuState, niuniuHandView, niuniuProofView, type TNiuniuHandRow } from './niuniu-room.ts';
import { holdemHand, isNiuniuRoom, onTheClock, playableStackMinor } from './room-games.ts';
import type { RoomEvents } from './room-events.ts';
import type { RoomHands } from './room-hands.ts';
import { ROOMS_VENDOR_CODE, type RoomMoney } from './room-money.ts';
import { handView, proofView, seatViews } from './room-views.ts';
import * as repo from './rooms.repo.ts';

export type TRoomPlayDeps = {
  db: Db;
  ledger: Ledger;
  money: RoomMoney;
  hands: RoomHands;
  events: MoneyEvents;
  roomEvents: RoomEvents;
  brandById: (id: number, tx?: Tx) => Promise<TBrand>;
  gameName: (brand: TBrand, nodeId: number, language: string) => Promise<string>;
  accountOf: (brandId: number, memberId: number) => Promise<string | null>;
  now: () => Date;
};

/** A free-play player's name at the table: labelled, never mistaken for a member. */
export const guestName = (gameSessionId: number) => `Guest ${gameSessionId}`;

/**
 * The player's calls in a card room: the rooms of the launched game, one room's view, taking a
 * seat with a buy-in, acting in the hand, standing up, sitting back in. Every change takes the
 * room's row lock, so moves from any process apply one at a time in one order, and is told to
 * every player by a room event after it commits.
 */
export function createRoomPlay(d: TRoomPlayDeps) {
  const summaryOf = (room: repo.TRoomRow, seated: number, dec: number): TPokerRoomSummary => ({
    roomId: room.id,
    code: room.code,
    name: room.name,
    freePlay: room.freePlay,
    smallBlind: fromMinor(BigInt(room.smallBlindMinor), dec),
    bigBlind: fromMinor(BigInt(room.bigBlindMinor), dec),
    minBuyIn: fromMinor(BigInt(room.minBuyInMinor), dec),
    maxBuyIn: fromMinor(BigInt(room.maxBuyInMinor), dec),
    seatCount: room.seatCount,
    seated,
  });

  async function walletMinor(brand: TBrand, s: TGameSession, tx?: Tx): Promise<bigint> {
    if (s.memberId === null) return s.funBalanceMinor ?? 0n;
    const balances = await d.ledger.memberBalances(brand.id, s.memberId, tx);
    return balances.find((b) => b.kind === 'MAIN')?.balanceMinor ?? 0n;
  }

  /** The room, if the launched game opens it and the session may sit there (free play ↔ free play). */
  async function roomOf(s: TGameSession, roomId: number, tx?: Tx) {
    const room = tx ? await repo.lockRoom(tx, roomId) : await repo.findRoom(d.db, roomId);
    if (
      !room ||
      room.brandId !== s.brandId ||
      room.gameCode !== s.gameCode ||
      room.freePlay !== (s.memberId === null)
    )
      throw new AppError('NOT_FOUND', 'No such room.');
    return room;
  }

  async function listRooms(s: TGameSession): Promise<TPokerRooms> {
    const brand = await d.brandById(s.brandId);
    const dec = brand.currencyDecimals;
    const rooms = await repo.findRoomsOfGame(d.db, s.brandId, s.gameCode);
    return {
      gameName: await d.gameName(brand, s.nodeId, s.language),
      currency: brand.currencyCode,
      decimals: dec,
      freePlay: s.memberId === null,
      balance: fromMinor(await walletMinor(brand, s), dec),
      rooms: rooms
        .filter((r) => r.room.freePlay === (s.memberId === null))
        .map((r) => summaryOf(r.room, r.seated, dec)),
    };
  }

  const isMine = (s: TGameSession) => (row: { memberId: number | null; gameSessionId: number | null }) =>
    s.memberId !== null ? row.memberId === s.memberId : row.gameSessionId === s.id;

  async function viewRoom(s: TGameSession, roomId: number): Promise<TRoomView> {
    const brand = await d.brandById(s.brandId);
    const dec = brand.currencyDecimals;
    const room = await roomOf(s, roomId);
    const seats = await repo.findSeats(d.db, room.id);
    const hand = await repo.findLatestHand(d.db, room.id);
    const mine = isMine(s);
    const viewerIndex = hand ? hand.seats.findIndex(mine) : -1;
    const viewer = viewerIndex === -1 ? null : viewerIndex;
    const ready = seats.filter(
      (x) => !x.sittingOut && !x.leaving && x.stackMinor >= playableStackMinor(room),
    ).length;
    const inPlay = hand !== null && hand.settledAt === null;
    const nextHandAt =
      !inPlay && ready >= 2
        ? new Date(
            Math.max(d.now().getTime(), (room.lastHandEndedAt?.getTime() ?? 0) + room.pauseMs),
          ).toISOString()
        : null;
    const common = {
      currency: brand.currencyCode,
      decimals: dec,
      balance: fromMinor(await walletMinor(brand, s), dec),
      seats: seatViews(seats, hand, mine, dec),
      nextHandAt,
      serverTime: d.now().toISOString(),
    };
    const summary = summaryOf(room, seats.length, dec);
    const turnSeconds = Math.round(room.turnMs / 1000);
    if (isNiuniuRoom(room))
      return {
        game: 'NIUNIU',
        room: {
          ...summary,
          baseBet: fromMinor(BigInt(room.bigBlindMinor), dec),
          turnSeconds,
          commissionPercent: room.rakeBps / 100,
        },
        ...common,
        hand: hand && isNiuniuState(hand.state) ? niuniuHandView(hand as TNiuniuHandRow, viewer, dec) : null,
      };
    return {
      game: 'HOLDEM',
      room: {
        ...summary,
        turnSeconds,
        rakePercent: room.rakeBps / 100,
        rakeCap: fromMinor(BigInt(room.rakeCapMinor), dec),
      },
      ...common,
      hand: hand ? handView(holdemHand(hand), viewer, dec) : null,
    };
  }

  /** Runs a change of the room in its lock; tells every player once it commits. */
  async function change<T>(
    roomId: number,
    type: TPokerRoomEvent['type'],
    work: (tx: Tx) => Promise<T>,
  ): Promise<T> {
    const { result, version } = await d.ledger.inTransaction(async (tx) => {
      const result = await work(tx);
      return { result, version: await repo.bumpRoom(tx, roomId) };
    });
    d.roomEvents.publish({ type, roomId, version });
    return result;
  }

  /**
   * Takes a seat with a buy-in from the main wallet (demo chips in free play). The request id is
   * the sitting's id: a retried call finds its seat and moves no money again.
   */
  async function sit(s: TGameSession, roomId: number, req: TPokerSitRequest) {
    const brand = await d.brandById(s.brandId);
    const buyInMinor = Number(amountInMinor(brand, req.buyIn, 'buyIn'));
    const account =
      s.memberId === null ? guestName(s.id) : ((await d.accountOf(s.brandId, s.memberId)) ?? '');
    await change(roomId, 'SEATS', async (tx) => {
      const room = await roomOf(s, roomId, tx);
      const earlier = await repo.findSitting(tx, req.requestId);
      if (earlier) {
        if (earlier.roomId === room.id && isMine(s)(earlier)) return;
        throw new AppError('DUPLICATE_TRANSACTION', 'This request id was already used.');
      }
      const seats = await repo.findSeats(tx, room.id);
      const own = seats.find(isMine(s));
      if (own) throw new AppError('ALREADY_SEATED', 'You already sit at this table.');
      if (req.seatNo >= room.seatCount)
        throw new AppError('VALIDATION_FAILED', 'No such seat.', [{ field: 'seatNo', message: 'tooBig' }]);
      if (buyInMinor < room.minBuyInMinor || buyInMinor > room.maxBuyInMinor)
        throw new AppError('VALIDATION_FAILED', 'The buy-in is outside the table’s range.', [
          { field: 'buyIn', message: buyInMinor < room.minBuyInMinor ? 'tooSmall' : 'tooBig' },
        ]);
      if (seats.some((x) => x.seatNo === req.seatNo))
        throw new AppError('SEAT_TAKEN', 'Someone sits there already.');
      await repo.insertSeat(tx, {
        roomId: room.id,
        seatNo: req.seatNo,
        sittingId: req.requestId,
        memberId: s.memberId,
        gameSessionId: s.memberId === null ? s.id : null,
        account,
        stackMinor: buyInMinor,
        seatedAt: d.now(),
      });
      if (s.memberId !== null)
        await d.money.buyIn(tx, brand, {
          memberId: s.memberId,
          sittingId: req.requestId,
          roomCode: room.code,
          amountMinor: buyInMinor,
        });
    });
    if (s.memberId !== null) d.events.publish({ brandId: brand.id, memberId: s.memberId });
    return viewRoom(s, roomId);
  }

  /** The player's move in the hand in play; out of turn or for a hand gone by: NOT_YOUR_TURN. */
  async function act(s: TGameSession, roomId: number, req: TPokerActRequest) {
    const brand = await d.brandById(s.brandId);
    const toMinor = req.to === undefined ? null : Number(amountInMinor(brand, req.to, 'to'));
    await change(roomId, 'ACTION', async (tx) => {
      const room = await roomOf(s, roomId, tx);
      if (isNiuniuRoom(room))
        throw new AppError('VALIDATION_FAILED', 'At a Niu-Niu table a player stakes; nobody bets or folds.', [
          { field: 'action', message: 'notAllowed' },
        ]);
      const found = await repo.findHandInPlay(tx, room.id);
      if (!found || found.id !== req.handId) throw new AppError('NOT_YOUR_TURN', 'That hand is over.');
      const hand = holdemHand(found);
      const index = hand.seats.findIndex(isMine(s));
      if (index === -1 || hand.state.toAct !== index)
        throw new AppError('NOT_YOUR_TURN', 'It is not your turn.');
      let state;
      try {
        state = applyAction(hand.state, index, engineAction(req.action, toMinor));
      } catch (e) {
        if (!(e instanceof RangeError)) throw e;
        throw new AppError('VALIDATION_FAILED', 'That move is not allowed now.', [
          { field: req.action === 'BET' || req.action === 'RAISE' ? 'to' : 'action', message: 'notAllowed' },
        ]);
      }
      const seats = await repo.findSeats(tx, room.id);
      const own = seats.find(isMine(s));
      if (own && own.missedTurns > 0) await repo.updateSeat(tx, own.id, { missedTurns: 0 });
      await d.hands.saveMove(tx, room, hand, state);
    });
    return viewRoom(s, roomId);
  }

  /** The player's stake in the Niu-Niu hand in play: a multiple of the base bet its stack covers. */
  async function stake(s: TGameSession, roomId: number, req: TNiuniuStakeRequest) {
    await change(roomId, 'ACTION', async (tx) => {
      const room = await roomOf(s, roomId, tx);
      if (!isNiuniuRoom(room))
        throw new AppError('VALIDATION_FAILED', 'Only a Niu-Niu table takes stakes.', [
          { field: 'multiple', message: 'notAllowed' },
        ]);
      const hand = await repo.findHandInPlay(tx, room.id);
      if (!hand || hand.id !== req.handId || !isNiuniuState(hand.state))
        throw new AppError('NOT_YOUR_TURN', 'That hand is over.');
      const index = hand.seats.findIndex(isMine(s));
      // the banker stakes nothing, and a stake once chosen stands
      if (index === -1 || !onTheClock(hand.state).includes(index))
        throw new AppError('NOT_YOUR_TURN', 'There is no stake of yours to choose in this hand.');
      let state;
      try {
        state = stakeNiuniu(hand.state, index, req.multiple);
      } catch (e) {
        if (!(e instanceof RangeError)) throw e;
        throw new AppError('VALIDATION_FAILED', 'Your chips do not cover that stake.', [
          { field: 'multiple', message: 'tooBig' },
        ]);
      }
      const own = (await repo.findSeats(tx, room.id)).find(isMine(s));
      if (own && own.missedTurns > 0) await repo.updateSeat(tx, own.id, { missedTurns: 0 });
      await d.hands.saveMove(tx, room, hand, state);
    });
    return viewRoom(s, roomId);
  }

  /** Stands up now between hands (stack cashed out); during a hand, when it ends (folding if it must). */
  async function leave(s: TGameSession, roomId: number) {
    await change(roomId, 'SEATS', async (tx) => {
      const room = await roomOf(s, roomId, tx);
      const own = (await repo.findSeats(tx, room.id)).find(isMine(s));
      if (!own) return;
      const hand = await repo.findHandInPlay(tx, room.id);
      const index = hand ? hand.seats.findIndex(isMine(s)) : -1;
      // a Niu-Niu seat is in the hand until it is shown; a Hold'em seat until it folds
      const stillIn = hand && index !== -1 && (isNiuniuState(hand.state) || !hand.state.seats[index]!.folded);
      if (stillIn) {
        await repo.updateSeat(tx, own.id, { leaving: true });
        return;
      }
      await d.hands.standUp(tx, room, own);
    });
    if (s.memberId !== null) d.events.publish({ brandId: s.brandId, memberId: s.memberId });
    return viewRoom(s, roomId);
  }

  /** Back from sitting out: dealt in again from the next hand. */
  async function sitBackIn(s: TGameSession, roomId: number) {
    await change(roomId, 'SEATS', async (tx) => {
      const room = await roomOf(s, roomId, tx);
      const own = (await repo.findSeats(tx, room.id)).find(isMine(s));
      if (own) await repo.updateSeat(tx, own.id, { sittingOut: false, satOutAt: null, missedTurns: 0 });
    });
    return viewRoom(s, roomId);
  }

  /** Public: a hand's proof (its seed once the hand is over). */
  async function handProof(handId: string) {
    const hand = await repo.findHand(d.db, handId);
    if (!hand || isNiuniuState(hand.state)) throw new AppError('NOT_FOUND', 'No such hand.');
    const room = (await repo.findRoom(d.db, hand.roomId))!;
    const brand = await d.brandById(room.brandId);
    return proofView(holdemHand(hand), room.code, brand.currencyDecimals);
  }

  /** Public: a Niu-Niu hand's proof (its seed, cards and settlement once shown). */
  async function niuniuHandProof(handId: string) {
    const hand = await repo.findHand(d.db, handId);
    if (!hand || !isNiuniuState(hand.state)) throw new AppError('NOT_FOUND', 'No such hand.');
    const room = (await repo.findRoom(d.db, hand.roomId))!;
    const brand = await d.brandById(room.brandId);
    return niuniuProofView(hand as TNiuniuHandRow, room.code, brand.currencyDecimals);
  }

  /** GLS2_roomList's rooms of the house's card games: every room of the game and who sits there now. */
  async function catalogueRooms(brand: TBrand, game: { vendorCode: string; gameCode: string }) {
    const roomGames: string[] = [HOLDEM_GAME_CODE, NIUNIU_GAME_CODE];
    if (game.vendorCode !== ROOMS_VENDOR_CODE || !roomGames.includes(game.gameCode)) return null;
    const rooms = await repo.findRoomsOfGame(d.db, brand.id, game.gameCode);
    return rooms.map(({ room, seated }) => ({
      roomCode: room.code,
      name: room.name,
      minBetMinor: BigInt(room.bigBlindMinor),
      maxBetMinor: BigInt(room.maxBuyInMinor),
      players: seated,
    }));
  }

  return {
    listRooms,
    viewRoom,
    sit,
    act,
    stake,
    leave,
    sitBackIn,
    handProof,
    niuniuHandProof,
    roomOf,
    catalogueRooms,
  };
}
export type RoomPlay = ReturnType<typeof createRoomPlay>;
