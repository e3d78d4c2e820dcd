import { assertQuarterLine, settleHandicap, settleTotal } from './lines.ts';
import {
  CS_MAX_GOALS,
  isSelectionOf,
  type TEventResult,
  type TMarket,
  type TOutcome,
  type TSide,
} from './vocabulary.ts';

function assertResult(result: TEventResult): void {
  for (const score of [result.home, result.away])
    if (!Number.isSafeInteger(score) || score < 0)
      throw new RangeError(`a score is a whole number from 0, got ${score}`);
  if (!result.maps) return;
  const won = (side: TSide) => result.maps!.filter((winner) => winner === side).length;
  // the maps and the score come from one feed message: settling on either must give the same answer
  if (won('HOME') !== result.home || won('AWAY') !== result.away)
    throw new RangeError(
      `the maps won (${result.maps.join(',')}) disagree with ${result.home}-${result.away}`,
    );
}

/** Who won, or DRAW for a level score. */
function winnerOf(result: TEventResult): TSide | 'DRAW' {
  return (['AWAY', 'DRAW', 'HOME'] as const)[Math.sign(result.home - result.away) + 1]!;
}

const winOrLose = (won: boolean): TOutcome => (won ? 'WIN' : 'LOSE');

function settleMapWinner(line: number | undefined, selection: string, result: TEventResult): TOutcome {
  const map = line ?? 0;
  if (!Number.isSafeInteger(map) || map < 1)
    throw new RangeError(`MAP_WINNER's line is the map's number from 1, got ${line}`);
  if (!result.maps) throw new RangeError('an e-sports result lists each map’s winner (maps)');
  const winner = result.maps[map - 1];
  return winner === undefined ? 'VOID' : winOrLose(winner === selection);
}

function settleFight(selection: string, result: TEventResult): TOutcome {
  if (!result.fight) throw new RangeError('a cockfight result names the fight’s result (fight)');
  if (result.fight === 'DRAW') return selection === 'DRAW' ? 'WIN' : 'PUSH';
  return winOrLose(selection === result.fight);
}

function settleCorrectScore(selection: string, result: TEventResult): TOutcome {
  const listed = result.home <= CS_MAX_GOALS && result.away <= CS_MAX_GOALS;
  if (selection === 'OTHER') return winOrLose(!listed);
  return winOrLose(selection === `${result.home}-${result.away}`);
}

/**
 * The outcome of one selection of a market once the event's result is known. Pure: the same market,
 * selection and result always give the same outcome, so a corrected result re-settles by running it
 * again (see resettlementDelta).
 *
 * - CANCELLED voids every market.
 * - 1X2: the full-time result. MONEYLINE: the winner (basketball with overtime, tennis, e-sports
 *   match); a level score, which those rules rarely allow, pushes both sides.
 * - AH: HOME's score plus `line` against AWAY's (AWAY gets −line); OU, TOTAL_MAPS: the total (maps
 *   played = home + away) against `line`. Whole lines push on a tie; quarter lines split (lines.ts).
 * - BTTS: YES when both sides scored. CS: the exact score, or OTHER for any side above 4.
 * - MAP_WINNER: the winner of map number `line`, VOID when that map was not played.
 * - FIGHT: the winner wins; on a DRAW result DRAW wins and MERON and WALA push (refunded).
 *
 * Throws a RangeError for a selection the market does not offer, a line it cannot take, or a result
 * that lacks what the market needs (negative scores, maps for e-sports, fight for a cockfight).
 */
export function settleSelection(market: TMarket, selection: string, result: TEventResult): TOutcome {
  if (!isSelectionOf(market, selection)) throw new RangeError(`${market.kind} has no selection ${selection}`);
  if (result.status === 'CANCELLED') return 'VOID';
  assertResult(result);
  switch (market.kind) {
    case '1X2':
      return winOrLose(selection === winnerOf(result));
    case 'MONEYLINE': {
      const winner = winnerOf(result);
      return winner === 'DRAW' ? 'PUSH' : winOrLose(selection === winner);
    }
    case 'AH':
      assertQuarterLine(market.line, 'AH');
      return settleHandicap(selection as TSide, market.line, result.home, result.away);
    case 'OU':
    case 'TOTAL_MAPS':
      assertQuarterLine(market.line, market.kind);
      return settleTotal(selection as 'OVER' | 'UNDER', market.line, result.home + result.away);
    case 'BTTS':
      return winOrLose((selection === 'YES') === (result.home > 0 && result.away > 0));
    case 'CS':
      return settleCorrectScore(selection, result);
    case 'MAP_WINNER':
      return settleMapWinner(market.line, selection, result);
    case 'FIGHT':
      return settleFight(selection, result);
  }
}
