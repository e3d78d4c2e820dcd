import type { TElottMarket, TElottSelection, TVnBetType } from '@openlobby/house-games';
import type { TKey, TTranslate } from '../shared/i18n.ts';

/**
 * How a line or a ticket is named, whichever product it is (pure): the tickets call lists all of a
 * member's lottery tickets, so each page names the other product's too.
 */

export const VN_BET_NAME_KEYS: Readonly<Record<TVnBetType, TKey>> = {
  LO2: 'vn.bet.LO2',
  LO3: 'vn.bet.LO3',
  DE: 'vn.bet.DE',
  BA_CANG: 'vn.bet.BA_CANG',
  XIEN2: 'vn.bet.XIEN2',
  XIEN3: 'vn.bet.XIEN3',
  XIEN4: 'vn.bet.XIEN4',
  DAU: 'vn.bet.DAU',
  DUOI: 'vn.bet.DUOI',
};

export const MARKET_KEYS: Readonly<Record<TElottMarket, TKey>> = {
  BALL_1: 'el.market.BALL_1',
  BALL_2: 'el.market.BALL_2',
  BALL_3: 'el.market.BALL_3',
  BALL_4: 'el.market.BALL_4',
  BALL_5: 'el.market.BALL_5',
  SUM: 'el.market.SUM',
  DRAGON_TIGER: 'el.market.DRAGON_TIGER',
};

export const SELECTION_KEYS: Readonly<Record<TElottSelection, TKey>> = {
  BIG: 'el.sel.BIG',
  SMALL: 'el.sel.SMALL',
  ODD: 'el.sel.ODD',
  EVEN: 'el.sel.EVEN',
  DRAGON: 'el.sel.DRAGON',
  TIGER: 'el.sel.TIGER',
  TIE: 'el.sel.TIE',
};

const wordOf = <K extends string>(t: TTranslate, keys: Readonly<Record<K, TKey>>, code: string) =>
  Object.hasOwn(keys, code) ? t(keys[code as K]) : code;

/** A Vietnam bet type's name ("Lô 2"); a code it does not know shows as it is. */
export const betName = (t: TTranslate, betType: string) => wordOf(t, VN_BET_NAME_KEYS, betType);

/**
 * A line as slips and tickets print it: "Lô 2 · 27", "Xiên 2 · 12 + 34" for the Vietnam lottery,
 * "Sum · Big" for the e-lottery.
 */
export function lineText(t: TTranslate, betType: string, numbers: readonly string[]): string {
  if (Object.hasOwn(MARKET_KEYS, betType))
    return `${wordOf(t, MARKET_KEYS, betType)} · ${numbers.map((n) => wordOf(t, SELECTION_KEYS, n)).join(' + ')}`;
  return `${betName(t, betType)} · ${numbers.join(' + ')}`;
}
