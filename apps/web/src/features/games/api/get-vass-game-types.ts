import { GAMES_API, type ZVassGameTypes, type TGameType } from '@openlobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { gamesKeys } from './games-keys.ts';

export type TVassGameTypes = z.infer<typeof ZVassGameTypes>;

/** POST /wps/relay/GCSGAME_getVassGameType (T): the game types a vendor has, with their counts. */
export const getVassGameTypes = (vassalage: string, signal?: AbortSignal): Promise<TVassGameTypes> =>
  apiRequest<typeof ZVassGameTypes>(GAMES_API.vassGameType, { method: 'POST', body: { vassalage }, signal });

export const vassGameTypesQueryOptions = (vassalage: string) =>
  queryOptions({
    queryKey: gamesKeys.vassGameTypes(vassalage),
    queryFn: ({ signal }) => getVassGameTypes(vassalage, signal),
    staleTime: 10 * 60_000,
  });

/** The listing's game-type tabs for the chosen vendor (none without a vendor). */
export const useVassGameTypes = (vassalage: string | null) =>
  useQuery({
    ...vassGameTypesQueryOptions(vassalage ?? ''),
    enabled: vassalage !== null,
    select: (v): { gameType: TGameType; count: number }[] => v.list.filter((x) => x.count > 0),
  });
