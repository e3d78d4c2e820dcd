import type { Tx } from '../../db/client.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import type { BetsService } from '../bets/bets.service.ts';
import type { TBrand } from '../system/system.service.ts';
import type { TSeatOutcome } from './holdem-room.ts';
import type { THandSeat } from './rooms.schema.ts';

/** The house's card-room vendor: its chips, rake and bets are booked under this code. */
export const ROOMS_VENDOR_CODE = 'OLP';

export type TRoomMoneyDeps = {
  ledger: Ledger;
  bets: Pick<BetsService, 'bookHouseBets'>;
};

/**
 * A card room's money (DESIGN.md "Games": money moves only as ledger entries). Chips bought in
 * leave the member's main wallet for the brand's TABLE_CHIPS account, which holds every chip at
 * every table of the brand; cashing out moves a stack back. During a hand chips only change hands
 * between seats (the hand's state); at its end the rake moves from TABLE_CHIPS to game revenue as its
 * own entry, and each member's part of the hand is booked as a settled bet (stake: the chips put in;
 * payout: what came back). Free-play rooms play with demo chips: none of this runs for them.
 */
export function createRoomMoney(d: TRoomMoneyDeps) {
  const accounts = async (tx: Tx, brand: TBrand, memberId: number) => ({
    main: await d.ledger.memberAccount(tx, {
      brandId: brand.id,
      memberId,
      kind: 'MAIN',
      currency: brand.currencyCode,
    }),
    chips: await d.ledger.brandAccount(tx, {
      brandId: brand.id,
      kind: 'TABLE_CHIPS',
      currency: brand.currencyCode,
    }),
  });

  /** The buy-in: main wallet → table chips, once per sitting (INSUFFICIENT_BALANCE writes nothing). */
  async function buyIn(
    tx: Tx,
    brand: TBrand,
    m: { memberId: number; sittingId: string; roomCode: string; amountMinor: number },
  ) {
    const a = await accounts(tx, brand, m.memberId);
    await d.ledger.post(
      {
        brandId: brand.id,
        kind: 'TRANSFER_IN',
        idempotencyKey: `poker:${m.sittingId}:buy-in`,
        payload: { room: m.roomCode, amountMinor: m.amountMinor },
        memberId: m.memberId,
        reference: ROOMS_VENDOR_CODE,
        memo: { room: m.roomCode },
        postings: [
          { accountId: a.main, amountMinor: -BigInt(m.amountMinor) },
          { accountId: a.chips, amountMinor: BigInt(m.amountMinor) },
        ],
      },
      tx,
    );
  }

  /** The cash-out of a sitting's stack when it stands up: table chips → main wallet, once. */
  async function cashOut(
    tx: Tx,
    brand: TBrand,
    m: { memberId: number; sittingId: string; roomCode: string; amountMinor: number },
  ) {
    if (m.amountMinor === 0) return;
    const a = await accounts(tx, brand, m.memberId);
    await d.ledger.post(
      {
        brandId: brand.id,
        kind: 'TRANSFER_OUT',
        idempotencyKey: `poker:${m.sittingId}:cash-out`,
        payload: { room: m.roomCode, amountMinor: m.amountMinor },
        memberId: m.memberId,
        reference: ROOMS_VENDOR_CODE,
        memo: { room: m.roomCode },
        postings: [
          { accountId: a.chips, amountMinor: -BigInt(m.amountMinor) },
          { accountId: a.main, amountMinor: BigInt(m.amountMinor) },
        ],
      },
      tx,
    );
  }

  /** A finished hand: the rake to game revenue, and each member's part as a settled bet. */
  async function settleHand(
    tx: Tx,
    brand: TBrand,
    h: {
      handId: string;
      gameCode: string;
      startedAt: Date;
      endedAt: Date;
      rakeMinor: number;
      seats: TSeatOutcome[];
    },
  ) {
    if (h.rakeMinor > 0) {
      const chips = await d.ledger.brandAccount(tx, {
        brandId: brand.id,
        kind: 'TABLE_CHIPS',
        currency: brand.currencyCode,
      });
      const revenue = await d.ledger.brandAccount(tx, {
        brandId: brand.id,
        kind: 'GAME_REVENUE',
        currency: brand.currencyCode,
      });
      await d.ledger.post(
        {
          brandId: brand.id,
          kind: 'GAME_SETTLEMENT',
          idempotencyKey: `poker:${h.handId}:rake`,
          payload: { hand: h.handId, rakeMinor: h.rakeMinor },
          reference: ROOMS_VENDOR_CODE,
          memo: { hand: h.handId, rake: true },
          postings: [
            { accountId: chips, amountMinor: -BigInt(h.rakeMinor) },
            { accountId: revenue, amountMinor: BigInt(h.rakeMinor) },
          ],
        },
        tx,
      );
    }
    const bets = h.seats.flatMap((s) =>
      s.seat.memberId === null || s.committedMinor === 0
        ? []
        : [
            {
              betId: betIdOf(h.handId, s.seat),
              memberId: s.seat.memberId,
              gameId: h.gameCode,
              stakeMinor: BigInt(s.committedMinor),
              payoutMinor: BigInt(s.payoutMinor),
              placedAt: h.startedAt,
              settledAt: h.endedAt,
            },
          ],
    );
    await d.bets.bookHouseBets(tx, brand, ROOMS_VENDOR_CODE, 'PVP', bets);
  }

  return { buyIn, cashOut, settleHand };
}
export type RoomMoney = ReturnType<typeof createRoomMoney>;

/** A seat's bet in a hand: one per hand and seat. */
export const betIdOf = (handId: string, seat: THandSeat) => `${handId}:${seat.seatNo}`;
