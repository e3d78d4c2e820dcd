import type { TBalance } from '@openlobby/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { invalidateMoney, setBalanceData } from '../api/get-balance.ts';

/**
 * After every money action: writes the balance the answer carried (if any) straight into the
 * header, then invalidates the balance and every wallet query so pages on screen refetch.
 */
export const useInvalidateMoney = () => {
  const client = useQueryClient();
  return useCallback(
    (balance?: TBalance) => {
      if (balance) setBalanceData(client, balance);
      return invalidateMoney(client);
    },
    [client],
  );
};
