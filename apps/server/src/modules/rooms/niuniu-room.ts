import { fromMinor, type TNiuniuHand, type TNiuniuHandProof } from '@openlobby/contracts';
import { cardName } from '@openlobby/house-games/holdem';
import { coverFor, multiplesFor, type TNiuniuTableState } from '@openlobby/house-games/niuniu';
import type { TSeatOutcome, TRoomSeat } from './holdem-room.ts';
import type { THandRow } from './rooms.repo.ts';
import type { THandSeat, THandState } from './rooms.schema.ts';

/**
 * The room's side of a Niu-Niu hand, pure: who is dealt in and who banks, what the hand means for
 * each sitting when it is shown, and the hand as one viewer may see it. The engine
 * (packages/house-games/src/niuniu/table.ts) knows seats by their index in dealing order: the
 * players from the banker's left, the banker last.
 */

export const isNiuniuState = (state: THandState): state is TNiuniuTableState =>
  'game' in state && state.game === 'NIUNIU';

export type TNiuniuHandRow = Omit<THandRow, 'state'> & { state: TNiuniuTableState };

/** The fewest chips a Niu-Niu seat is dealt in with: a 1 × stake at the banker's ×5. */
export const niuniuMinimumStack = (baseMinor: number) => coverFor({ baseMinor, commissionBps: 0 }, 1);

/**
 * The seats dealt into the next hand in dealing order, and the banker's seat number: the bank
 * moves to the next ready seat (by seat number) after the last banker; a seat is ready when it
 * neither sits out nor leaves and covers a 1 × stake. Null when fewer than two are ready.
 */
export function nextNiuniuDeal(
  seats: readonly TRoomSeat[],
  lastBankerSeatNo: number,
  baseMinor: number,
): { seats: TRoomSeat[]; bankerSeatNo: number } | null {
  const ready = seats
    .filter((s) => !s.sittingOut && !s.leaving && s.stackMinor >= niuniuMinimumStack(baseMinor))
    .toSorted((a, b) => a.seatNo - b.seatNo);
  if (ready.length < 2) return null;
  const after = ready.findIndex((s) => s.seatNo > lastBankerSeatNo);
  const banker = after === -1 ? 0 : after;
  // the players clockwise from the banker's left, the banker last
  const order = [...ready.slice(banker + 1), ...ready.slice(0, banker), ready[banker]!];
  return { seats: order, bankerSeatNo: ready[banker]!.seatNo };
}

/** What a shown hand settles: each seat's final stack, stake and payout, and the commission as the rake. */
export function niuniuOutcome(
  state: TNiuniuTableState,
  seats: readonly THandSeat[],
): { seats: TSeatOutcome[]; rakeMinor: number } {
  const result = state.result;
  if (!result) throw new RangeError('the hand is not shown yet');
  return {
    rakeMinor: result.commissionMinor,
    seats: result.seats.map((r, i) => ({
      seat: seats[i]!,
      finalMinor: r.finalMinor,
      committedMinor: r.stakeMinor,
      payoutMinor: r.stakeMinor + r.netMinor,
      netMinor: r.netMinor,
    })),
  };
}

const major = (minor: number, dec: number) => fromMinor(BigInt(minor), dec);

/** The hand as a viewer sees it (the viewer's index in dealing order, or null for an onlooker). */
export function niuniuHandView(hand: TNiuniuHandRow, viewerIndex: number | null, dec: number): TNiuniuHand {
  const { state, seats } = hand;
  const bankerIndex = seats.length - 1;
  const shown = state.result;
  return {
    handId: hand.id,
    handNo: hand.handNo,
    phase: shown ? 'SHOWN' : 'STAKE',
    baseBet: major(state.config.baseMinor, dec),
    bankerSeatNo: seats[bankerIndex]!.seatNo,
    turnEndsAt: shown ? null : (hand.turnEndsAt?.toISOString() ?? null),
    serverSeedHash: hand.serverSeedHash,
    seats: seats.map((seat, i) => {
      const r = shown?.seats[i];
      // the viewer's four cards while stakes are chosen (the fifth stays down); all five once shown
      const cards = r
        ? state.hands[i]!.map(cardName)
        : i === viewerIndex
          ? state.hands[i]!.slice(0, 4).map(cardName)
          : undefined;
      return {
        seatNo: seat.seatNo,
        banker: i === bankerIndex,
        multiple: i === bankerIndex ? null : (state.multiples[i] ?? null),
        timedOut: i === bankerIndex ? false : state.timedOut[i]!,
        ...(cards && { cards }),
        category: r?.category ?? null,
        handMultiplier: r?.handMultiplier ?? null,
        net: r ? major(r.netMinor, dec) : null,
        won: r?.won ?? null,
      };
    }),
    commission: shown ? major(shown.commissionMinor, dec) : 0,
    bankerShort: shown?.bankerShort ?? false,
    choices:
      viewerIndex !== null && hand.settledAt === null && multiplesFor(state, viewerIndex).length > 0
        ? { multiples: multiplesFor(state, viewerIndex) }
        : null,
  };
}

/** A hand's proof for the verifier: the seed's hash while stakes are chosen; once shown, everything. */
export function niuniuProofView(hand: TNiuniuHandRow, roomCode: string, dec: number): TNiuniuHandProof {
  const { state } = hand;
  const shown = hand.settledAt !== null && state.result !== null;
  return {
    handId: hand.id,
    roomCode,
    handNo: hand.handNo,
    serverSeedHash: hand.serverSeedHash,
    serverSeed: shown ? hand.serverSeed : null,
    seatNos: hand.seats.map((s) => s.seatNo),
    stacks: state.initialStacks.map((m) => major(m, dec)),
    baseBet: major(state.config.baseMinor, dec),
    commissionBps: state.config.commissionBps,
    decimals: dec,
    multiples: shown ? state.multiples.map((m) => m!) : null,
    hands: shown ? state.hands.map((cards) => cards.map(cardName)) : null,
    net: shown ? state.result!.seats.map((r) => major(r.netMinor, dec)) : null,
    commission: shown ? major(state.result!.commissionMinor, dec) : null,
  };
}
