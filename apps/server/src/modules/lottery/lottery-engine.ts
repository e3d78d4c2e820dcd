import { createHmac } from 'node:crypto';
import type { TDrawResult, TVnRegion } from '@openlobby/contracts';
import {
  ELOTT_DEFAULT_ODDS,
  VN_DEFAULT_ODDS,
  drawElott,
  drawSource,
  drawVnResult,
  isElottSelection,
  settleElottBet,
  settleVnLine,
  validateVnSelection,
  vnLiabilityKeys,
  vnLineMaxWin,
  type TElottBet,
  type TVnBetType,
  type TVnResult,
} from '@openlobby/house-games';
import { AppError } from '../../lib/app-error.ts';
import type { TDrawRow, TGameRow, TTicketRow } from './lottery.repo.ts';

const hmac = (key: string, message: string) => createHmac('sha256', key).update(message).digest();

/**
 * The HMAC message a draw's numbers come from: its game's code and its key (`VN-MB:2026-12-03`),
 * so the verifier recomputes them from the revealed seed and what the results page shows.
 */
export const drawMessageOf = (gameCode: string, drawKey: string) => `${gameCode}:${drawKey}`;

/** A draw's numbers from its seed, by the engine of its game's product. */
export function drawResultOf(
  game: Pick<TGameRow, 'code' | 'product' | 'region'>,
  draw: Pick<TDrawRow, 'seed' | 'drawKey'>,
): TDrawResult {
  const source = drawSource(hmac, draw.seed, drawMessageOf(game.code, draw.drawKey));
  if (game.product === 'VN') return { kind: 'VN', ...drawVnResult(source, game.region as TVnRegion) };
  return { kind: 'ELOTT', balls: drawElott(source) };
}

/** The engine's odds for a game (thousandths): by bet type, or by `market:selection`. */
export function defaultOddsOf(product: 'VN' | 'ELOTT', region: TVnRegion | null): Record<string, number> {
  if (product === 'VN') return { ...VN_DEFAULT_ODDS[region!] };
  return Object.fromEntries(
    Object.entries(ELOTT_DEFAULT_ODDS).flatMap(([market, bySelection]) =>
      Object.entries(bySelection).map(([selection, odds]) => [`${market}:${selection}`, odds]),
    ),
  );
}

/** The odds a game pays on a key: the brand's own, else the engine's. */
const oddsOn = (game: TGameRow, key: string) =>
  game.odds[key] ?? defaultOddsOf(game.product as 'VN' | 'ELOTT', game.region as TVnRegion | null)[key];

const refuse = (problem: string) =>
  new AppError('VALIDATION_FAILED', 'These numbers do not make a bet of this type.', [
    { field: 'numbers', message: problem },
  ]);

/** A line as the ticket keeps it: its numbers, odds, the most it can pay, and its exposure keys. */
export type TLine = { numbers: string[]; oddsMilli: number; maxWinMinor: bigint; liabilityKeys: string[] };

/**
 * Checks a bet and prices it. A Vietnam line's numbers must make its type (the engine says why
 * not); an e-lottery bet names its market as the type and one selection. The exposure keys: the
 * engine's per-number keys for a Vietnam line; the market and selection for the e-lottery.
 */
export function lineOf(game: TGameRow, betType: string, numbers: string[], stakeMinor: bigint): TLine {
  if (game.product === 'VN') {
    const problem = validateVnSelection(betType as TVnBetType, numbers);
    if (problem) throw refuse(problem);
    const oddsMilli = oddsOn(game, betType);
    if (oddsMilli === undefined) throw refuse('LOTTERY_UNKNOWN_BET_TYPE');
    const line = { betType: betType as TVnBetType, numbers, stakeMinor: Number(stakeMinor), oddsMilli };
    return {
      numbers,
      oddsMilli,
      maxWinMinor: BigInt(vnLineMaxWin(line, game.region as TVnRegion)),
      liabilityKeys: vnLiabilityKeys(line),
    };
  }
  const [selection] = numbers;
  if (numbers.length !== 1 || !isElottSelection(betType, selection!))
    throw refuse('LOTTERY_UNKNOWN_SELECTION');
  const key = `${betType}:${selection}`;
  const oddsMilli = oddsOn(game, key)!;
  return { numbers, oddsMilli, maxWinMinor: (stakeMinor * BigInt(oddsMilli)) / 1000n, liabilityKeys: [key] };
}

/** What a ticket wins on its draw's result: hits (times paid) and the win in minor units. */
export function settleTicket(
  game: Pick<TGameRow, 'product'>,
  t: Pick<TTicketRow, 'betType' | 'numbers' | 'stakeMinor' | 'oddsMilli'>,
  result: TDrawResult,
): { hits: number; winMinor: bigint } {
  const stakeMinor = Number(t.stakeMinor);
  if (game.product === 'VN' && result.kind === 'VN') {
    const sheet: TVnResult = { region: result.region, prizes: result.prizes as TVnResult['prizes'] };
    const { hits, winMinor } = settleVnLine(
      { betType: t.betType as TVnBetType, numbers: t.numbers, stakeMinor, oddsMilli: t.oddsMilli },
      sheet,
    );
    return { hits, winMinor: BigInt(winMinor) };
  }
  if (result.kind !== 'ELOTT') throw new Error(`a ${game.product} ticket on a ${result.kind} result`);
  const bet = { market: t.betType, selection: t.numbers[0], stakeMinor, oddsMilli: t.oddsMilli } as TElottBet;
  const { won, winMinor } = settleElottBet(bet, result.balls);
  return { hits: won ? 1 : 0, winMinor: BigInt(winMinor) };
}
