import { GAMES_API, type ZGameMenus, type TLanguage } from '@openlobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { gamesKeys } from './games-keys.ts';

export type TGameMenus = z.infer<typeof ZGameMenus>;

/** GET /lgw/games/game_menus: categories with their vendors in the header's order, with labels. */
export const getGameMenus = (signal?: AbortSignal): Promise<TGameMenus> =>
  apiRequest<typeof ZGameMenus>(GAMES_API.gameMenus, { signal });

export const gameMenusQueryOptions = (language: TLanguage) =>
  queryOptions({
    queryKey: gamesKeys.menus(language),
    queryFn: ({ signal }) => getGameMenus(signal),
    staleTime: 10 * 60_000,
  });

export const useGameMenus = () => useQuery(gameMenusQueryOptions(useLanguage()));
