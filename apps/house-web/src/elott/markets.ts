import type { TDrawView, TLotteryGame } from '@openlobby/contracts';
import { ELOTT_MARKETS, type TElottMarket, type TElottSelection } from '@openlobby/house-games';
import { lineKey, oddsMilliOf, type TSlipLine } from '../lottery-shared/slip.ts';

/** The e-lottery's markets as the page offers them (pure): names, selections with their odds, lines. */

export { MARKET_KEYS, SELECTION_KEYS } from '../lottery-shared/line-text.ts';

/** A pick's name in the slip and in the odds map: `SUM:BIG`. */
export const pickKey = (market: string, selection: string) => `${market}:${selection}`;

export type TMarketGroup = {
  market: TElottMarket;
  selections: { selection: TElottSelection; key: string; odds: number }[];
};

/**
 * Every market with the selections the game prices, in the engine's order. A selection the games
 * call gives no odds for is not offered (the server could not price a ticket on it).
 */
export function marketGroups(odds: Readonly<Record<string, number>>): TMarketGroup[] {
  return (Object.keys(ELOTT_MARKETS) as TElottMarket[]).flatMap((market) => {
    const selections = (ELOTT_MARKETS[market] as readonly TElottSelection[]).flatMap((selection) => {
      const key = pickKey(market, selection);
      const price = odds[key];
      return price === undefined ? [] : [{ selection, key, odds: price }];
    });
    return selections.length === 0 ? [] : [{ market, selections }];
  });
}

/** The slip lines of the picks on a draw at one stake: one line (one ticket) per pick. */
export function linesOfPicks(
  picks: readonly string[],
  game: Pick<TLotteryGame, 'code' | 'name' | 'odds'>,
  draw: Pick<TDrawView, 'id' | 'drawKey'>,
  stakeMinor: number,
): TSlipLine[] {
  return picks.flatMap((pick) => {
    const [market, selection] = pick.split(':') as [string, string];
    const odds = game.odds[pick];
    if (odds === undefined || selection === undefined) return [];
    return [
      {
        key: lineKey(draw.id, market, [selection]),
        gameCode: game.code,
        gameName: game.name,
        drawId: draw.id,
        drawKey: draw.drawKey,
        region: null,
        betType: market,
        numbers: [selection],
        stakeMinor,
        oddsMilli: oddsMilliOf(odds),
      },
    ];
  });
}
