import {
  fromMinor,
  type TDrawResult,
  type TDrawView,
  type TLotteryGame,
  type TTicketView,
  type TVnRegion,
} from '@openlobby/contracts';
import { defaultOddsOf } from './lottery-engine.ts';
import type { TDrawRow, TGameRow, TTicketRow } from './lottery.repo.ts';

/** A game's name in the language, else English, else its code. */
export const gameName = (g: Pick<TGameRow, 'names' | 'code'>, language: string) =>
  g.names[language] ?? g.names.EN ?? g.code;

/** A draw as the pages show it: the seed only once betting has closed, so nobody can bet knowing it. */
export function drawView(draw: TDrawRow, gameCode: string): TDrawView {
  const revealed = draw.status !== 'OPEN';
  return {
    id: draw.id,
    gameCode,
    drawKey: draw.drawKey,
    status: draw.status as TDrawView['status'],
    opensAt: draw.opensAt.toISOString(),
    closesAt: draw.closesAt.toISOString(),
    drawAt: draw.drawAt.toISOString(),
    seedHash: draw.seedHash,
    seed: revealed ? draw.seed : null,
    resultSource: (draw.resultSource as TDrawView['resultSource']) ?? null,
    result: (draw.result as TDrawResult | null) ?? null,
  };
}

/** The odds a game pays, as multipliers: the engine's defaults with the brand's own over them. */
export function oddsView(game: TGameRow): Record<string, number> {
  const milli = {
    ...defaultOddsOf(game.product as 'VN' | 'ELOTT', game.region as TVnRegion | null),
    ...game.odds,
  };
  return Object.fromEntries(Object.entries(milli).map(([k, v]) => [k, v / 1000]));
}

export function gameView(
  game: TGameRow,
  draw: TDrawRow | null,
  language: string,
  decimals: number,
): TLotteryGame {
  return {
    code: game.code,
    product: game.product as TLotteryGame['product'],
    region: (game.region as TLotteryGame['region']) ?? null,
    name: gameName(game, language),
    minStake: fromMinor(game.minStakeMinor, decimals),
    maxStake: fromMinor(game.maxStakeMinor, decimals),
    odds: oddsView(game),
    draw: draw ? drawView(draw, game.code) : null,
  };
}

export function ticketView(
  t: TTicketRow,
  where: { gameCode: string; drawKey: string },
  decimals: number,
): TTicketView {
  return {
    id: t.id,
    drawId: t.drawId,
    gameCode: where.gameCode,
    drawKey: where.drawKey,
    betType: t.betType,
    numbers: t.numbers,
    stake: fromMinor(t.stakeMinor, decimals),
    odds: t.oddsMilli / 1000,
    status: t.status as TTicketView['status'],
    win: t.winMinor === null ? null : fromMinor(t.winMinor, decimals),
    hits: t.hits,
    placedAt: t.placedAt.toISOString(),
    settledAt: t.settledAt?.toISOString() ?? null,
  };
}
