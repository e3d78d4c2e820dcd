import {
  fromMinor,
  type TDrawResult,
  type TLatestNumbers,
  type TLotteryGames,
  type TLotteryProduct,
  type TPlaceTicket,
} from '@openlobby/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { TGameSession } from '../house/game-sessions.ts';
import { createLotteryDraws, type TDrawDeps } from './lottery-draws.ts';
import { createLotteryTickets } from './lottery-tickets.ts';
import { drawView, gameName, gameView, ticketView } from './lottery-views.ts';
import * as repo from './lottery.repo.ts';
import { VN_LOTTERY_GAME_CODE } from './lottery-catalogue.ts';

/** Which product a launched page plays: the Vietnam lottery's lobby game, or an e-lottery game. */
export const productOfSession = (s: Pick<TGameSession, 'gameCode'>): TLotteryProduct =>
  s.gameCode === VN_LOTTERY_GAME_CODE ? 'VN' : 'ELOTT';

/** The headline numbers of a result: the special prize, or the e-lottery's balls. */
const headline = (result: TDrawResult): string[] =>
  result.kind === 'VN'
    ? (result.prizes.find((p) => p.code === 'DB')?.numbers ?? [])
    : result.balls.map(String);

/**
 * The house lottery (issue 18) behind its pages: the games of the launched product with their
 * current draws, tickets, results and proofs, the home page's latest numbers; the draws' life is
 * lottery-draws.ts, placing a ticket lottery-tickets.ts.
 */
export function createLotteryService(d: TDrawDeps & { balanceOf: (s: TGameSession) => Promise<bigint> }) {
  const draws = createLotteryDraws(d);
  const tickets = createLotteryTickets(d);

  async function games(s: TGameSession): Promise<TLotteryGames> {
    const brand = await d.brandById(s.brandId);
    const dec = brand.currencyDecimals;
    const rows = await repo.findGames(d.db, s.brandId, productOfSession(s));
    const pending = await repo.findPendingDraws(
      d.db,
      rows.map((g) => g.id),
    );
    // the draw taking bets (the earliest still open), else the next to be drawn
    const current = (gameId: number) =>
      pending.find((p) => p.gameId === gameId && p.status === 'OPEN') ??
      pending.find((p) => p.gameId === gameId) ??
      null;
    return {
      currency: brand.currencyCode,
      decimals: dec,
      balance: fromMinor(await d.balanceOf(s), dec),
      games: rows.map((g) => gameView(g, current(g.id), s.language, dec)),
    };
  }

  async function placeTicket(s: TGameSession, req: TPlaceTicket) {
    const brand = await d.brandById(s.brandId);
    const { ticket } = await tickets.place(s, req);
    const found = (await repo.findDraw(d.db, ticket.drawId))!;
    return {
      ticket: ticketView(
        ticket,
        { gameCode: found.game.code, drawKey: found.draw.drawKey },
        brand.currencyDecimals,
      ),
      balance: fromMinor(await d.balanceOf(s), brand.currencyDecimals),
    };
  }

  async function myTickets(s: TGameSession, q: { page: number; pageSize: number }) {
    if (s.memberId === null) return { items: [], total: 0 };
    const brand = await d.brandById(s.brandId);
    const { items, total } = await repo.findMemberTickets(d.db, { memberId: s.memberId, ...q });
    return {
      items: items.map((r) => ticketView(r.ticket, r, brand.currencyDecimals)),
      total,
    };
  }

  async function results(s: TGameSession, code: string, q: { page: number; pageSize: number }) {
    const game = await repo.findGameByCode(d.db, s.brandId, code);
    if (!game) throw new AppError('NOT_FOUND', 'No such lottery game.');
    const { items, total } = await repo.findPastDraws(d.db, { gameId: game.id, ...q });
    return { items: items.map((r) => drawView(r, game.code)), total };
  }

  /** Public: a draw's proof, for the verifier (its seed only once betting has closed). */
  async function proof(drawId: number) {
    const found = await repo.findDraw(d.db, drawId);
    if (!found) throw new AppError('NOT_FOUND', 'No such draw.');
    return drawView(found.draw, found.game.code);
  }

  async function latestNumbers(brandId: number, language: string): Promise<TLatestNumbers> {
    const games = new Map((await repo.findGames(d.db, brandId)).map((g) => [g.id, g]));
    return (await repo.findLatestResults(d.db, brandId))
      .filter((r) => games.has(r.gameId))
      .map((r) => {
        const game = games.get(r.gameId)!;
        return {
          gameCode: game.code,
          name: gameName(game, language),
          drawKey: r.drawKey,
          drawAt: new Date(r.drawAt).toISOString(),
          numbers: headline(r.result as TDrawResult),
        };
      });
  }

  return { games, placeTicket, myTickets, results, proof, latestNumbers, draws };
}
export type LotteryService = ReturnType<typeof createLotteryService>;
