import { useCallback } from 'react';
import { useFormat } from '../../../lib/use-format.ts';
import { useRequestToken } from '../../../lib/use-request-token.ts';
import { useBalance } from '../api/get-balance.ts';

/**
 * The member's currency as the balance answer gives it (code and decimals) and a formatter in the
 * UI language. `ready` is false until the balance is known: amount checks need the real decimals.
 */
export const useCurrency = () => {
  const balance = useBalance(useRequestToken());
  const { money } = useFormat();
  const decimals = balance.data?.decimals ?? 2;
  const format = useCallback((amount: number) => money(amount, decimals), [money, decimals]);
  return {
    ready: balance.data !== undefined,
    currency: balance.data?.currency ?? '',
    decimals,
    format,
    balance: balance.data,
  };
};
