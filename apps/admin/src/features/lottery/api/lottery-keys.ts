import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { TQuery } from '../../../lib/api-client.ts';

/** Every query key of the lottery pages, from one factory, so a change refreshes what it touched. */
export const lotteryKeys = {
  all: ['lottery'] as const,
  games: (brand: string) => [...lotteryKeys.all, 'games', brand] as const,
  drawsAll: () => [...lotteryKeys.all, 'draws'] as const,
  draws: (q: TQuery) => [...lotteryKeys.drawsAll(), q] as const,
  /** Under the draws: a void changes both. */
  exposure: (q: TQuery) => [...lotteryKeys.drawsAll(), 'exposure', q] as const,
  resultsAll: () => [...lotteryKeys.all, 'results'] as const,
  results: (q: TQuery) => [...lotteryKeys.resultsAll(), q] as const,
  awaiting: (brand: string) => [...lotteryKeys.resultsAll(), 'awaiting', brand] as const,
  tickets: (q: TQuery) => [...lotteryKeys.all, 'tickets', q] as const,
};

/** A change, after which the lists it touched are read again (whatever the answer). */
export const useLotteryChange = <V, R>(call: (v: V) => Promise<R>, touched: readonly QueryKey[]) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => Promise.all(touched.map((queryKey) => qc.invalidateQueries({ queryKey }))),
  });
};
