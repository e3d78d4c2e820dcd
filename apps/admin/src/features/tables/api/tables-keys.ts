import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { TQuery } from '../../../lib/api-client.ts';

/** Every query key of the live tables' page, from one factory, so a change refreshes what it touched. */
export const tablesKeys = {
  all: ['tables'] as const,
  list: (brand: string) => [...tablesKeys.all, 'list', brand] as const,
  roundsAll: () => [...tablesKeys.all, 'rounds'] as const,
  rounds: (q: TQuery) => [...tablesKeys.roundsAll(), q] as const,
  placements: (q: TQuery) => [...tablesKeys.roundsAll(), 'placements', q] as const,
};

/** A change, after which the lists it touched are read again (whatever the answer). */
export const useTablesChange = <V, R>(call: (v: V) => Promise<R>, touched: readonly QueryKey[]) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => Promise.all(touched.map((queryKey) => qc.invalidateQueries({ queryKey }))),
  });
};
