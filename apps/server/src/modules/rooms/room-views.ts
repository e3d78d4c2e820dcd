import { fromMinor, type TPokerHand, type TPokerHandProof, type TPokerSeat } from '@openlobby/contracts';
import { cardName } from '@openlobby/house-games/holdem';
import { maskedName } from '../tables/table-views.ts';
import { choicesOf, potMinor, shownCategories, visibleCards } from './holdem-room.ts';
import { holdemHand, type THoldemHandRow } from './room-games.ts';
import { isNiuniuState } from './niuniu-room.ts';
import type { THandRow, TSeatRow } from './rooms.repo.ts';
import type { THandSeat } from './rooms.schema.ts';

/** Minor units (stored as numbers) in major units of the brand's currency. */
const major = (minor: number, dec: number) => fromMinor(BigInt(minor), dec);

/**
 * The seats as one viewer sees them: names masked but their own, stacks (during a hand, what is
 * behind; the hand's state holds the rest), and the hand's part of each seat dealt in.
 */
export function seatViews(
  seats: readonly TSeatRow[],
  hand: THandRow | null,
  mine: (row: { memberId: number | null; gameSessionId: number | null }) => boolean,
  dec: number,
): TPokerSeat[] {
  const viewerIndex = hand ? hand.seats.findIndex(mine) : -1;
  const inPlay = hand !== null && hand.settledAt === null;
  // a Niu-Niu hand's part of each seat (cards, stakes) is in its hand view; Hold'em's is here
  const holdem = hand && !isNiuniuState(hand.state) ? holdemHand(hand) : null;
  return seats.map((row) => {
    const index = hand ? hand.seats.findIndex((h) => h.sittingId === row.sittingId) : -1;
    const dealt = index === -1 || !holdem ? null : holdem.state.seats[index]!;
    const cards =
      index === -1 || !holdem
        ? undefined
        : visibleCards(holdem.state, index, viewerIndex === -1 ? null : viewerIndex);
    const own = mine(row);
    return {
      seatNo: row.seatNo,
      // a member's account is masked to the others; a free-play guest's label is no secret
      player: own || row.memberId === null ? row.account : maskedName(row.account),
      stack: major(inPlay && dealt ? dealt.stackMinor : row.stackMinor, dec),
      mine: own,
      sittingOut: row.sittingOut,
      leaving: row.leaving,
      inHand: inPlay && index !== -1,
      streetBet: inPlay && dealt ? major(dealt.streetMinor, dec) : 0,
      committed: dealt ? major(dealt.committedMinor, dec) : 0,
      folded: dealt?.folded ?? false,
      allIn: dealt?.allIn ?? false,
      ...(cards && { cards }),
    };
  });
}

const seatNoOf = (seats: readonly THandSeat[], index: number) => seats[index]!.seatNo;

/** The hand as a viewer sees it (the viewer's index among the dealt seats, or null for an onlooker). */
export function handView(hand: THoldemHandRow, viewerIndex: number | null, dec: number): TPokerHand {
  const { state, seats } = hand;
  const choices = viewerIndex === null || hand.settledAt !== null ? null : choicesOf(state, viewerIndex);
  const result = state.result;
  return {
    handId: hand.id,
    handNo: hand.handNo,
    street: state.street,
    board: state.board.map(cardName),
    pot: major(potMinor(state), dec),
    buttonSeatNo: seatNoOf(seats, state.config.button),
    toActSeatNo: state.toAct === null ? null : seatNoOf(seats, state.toAct),
    turnEndsAt: hand.turnEndsAt?.toISOString() ?? null,
    serverSeedHash: hand.serverSeedHash,
    log: state.log.map((e) => ({
      seatNo: seatNoOf(seats, e.seat),
      street: e.street,
      type: e.type,
      added: major(e.addedMinor, dec),
      to: major(e.toMinor, dec),
      timedOut: e.timedOut,
    })),
    result: result && {
      pots: result.pots.map((p) => ({
        amount: major(p.amountMinor, dec),
        winners: p.winners.map((w) => seatNoOf(seats, w)),
      })),
      rake: major(result.rakeMinor, dec),
      shown: shownCategories(state).map((x) => ({ seatNo: seatNoOf(seats, x.seat), category: x.category })),
      net: state.seats.map((seat, i) => ({
        seatNo: seatNoOf(seats, i),
        amount: major(seat.stackMinor - state.initialStacks[i]!, dec),
      })),
    },
    choices: choices && {
      actions: choices.actions,
      call: major(choices.callMinor, dec),
      minTo: choices.minToMinor === null ? null : major(choices.minToMinor, dec),
      maxTo: choices.maxToMinor === null ? null : major(choices.maxToMinor, dec),
    },
  };
}

/**
 * A hand's proof for the verifier: while it is played only the seed's hash; once over the seed,
 * the stacks and button it was dealt with, every card and every action, to replay it whole.
 */
export function proofView(hand: THoldemHandRow, roomCode: string, dec: number): TPokerHandProof {
  const { state } = hand;
  const over = hand.settledAt !== null;
  return {
    handId: hand.id,
    roomCode,
    handNo: hand.handNo,
    serverSeedHash: hand.serverSeedHash,
    serverSeed: over ? hand.serverSeed : null,
    seatNos: hand.seats.map((s) => s.seatNo),
    stacks: state.initialStacks.map((m) => major(m, dec)),
    buttonIndex: state.config.button,
    smallBlind: major(state.config.smallBlindMinor, dec),
    bigBlind: major(state.config.bigBlindMinor, dec),
    rakeBps: state.config.rakeBps,
    rakeCap: major(state.config.rakeCapMinor, dec),
    decimals: dec,
    board: (over ? state.runout : state.board).map(cardName),
    holeCards: over ? state.seats.map((s) => s.holeCards.map(cardName)) : null,
    log: handView(hand, null, dec).log,
    result: over ? handView(hand, null, dec).result : null,
  };
}
