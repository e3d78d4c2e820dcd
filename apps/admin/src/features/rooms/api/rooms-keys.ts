import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { TQuery } from '../../../lib/api-client.ts';

/** Every query key of the card rooms' page, from one factory, so a change refreshes what it touched. */
export const roomsKeys = {
  all: ['rooms'] as const,
  list: (brand: string) => [...roomsKeys.all, 'list', brand] as const,
  seatsAll: () => [...roomsKeys.all, 'seats'] as const,
  seats: (q: TQuery) => [...roomsKeys.seatsAll(), q] as const,
  handsAll: () => [...roomsKeys.all, 'hands'] as const,
  hands: (q: TQuery) => [...roomsKeys.handsAll(), q] as const,
};

/** A change, after which the lists it touched are read again (whatever the answer). */
export const useRoomsChange = <V, R>(call: (v: V) => Promise<R>, touched: readonly QueryKey[]) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => Promise.all(touched.map((queryKey) => qc.invalidateQueries({ queryKey }))),
  });
};
