import { useCallback } from 'react';
import { useFormat } from './use-format.ts';

/** The brand's currency as app/ hands it to a feature (from the site config). */
export type TCurrency = { symbol: string; decimals: number };

/** Amounts in the currency's major unit, written with its symbol in the UI language. */
export const useMoney = ({ symbol, decimals }: TCurrency): ((amount: number) => string) => {
  const { money } = useFormat();
  return useCallback((amount: number) => `${symbol} ${money(amount, decimals)}`, [money, symbol, decimals]);
};
