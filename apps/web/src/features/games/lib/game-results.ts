import type { TGame, TGameListResult, TPagedGames } from '@openlobby/contracts';
import type { z } from 'zod';

/**
 * The answers of the game calls the contracts give no schema of their own (recent games, popular
 * games): a `{ list }`, a page `{ content }` or a bare array. All read as a list of games.
 */
export type ZAnyGames = z.ZodType<TGameListResult | TPagedGames | TGame[]>;

export const gamesOf = (value: z.infer<ZAnyGames>): TGame[] =>
  Array.isArray(value) ? value : 'list' in value ? value.list : value.content;

/** Rewrites every game inside a cached answer (a list, a page, pages of an infinite query). */
export const mapCachedGames = (data: unknown, fn: (game: TGame) => TGame): unknown => {
  if (Array.isArray(data))
    return data.map((item: unknown) =>
      item && typeof item === 'object' && 'nodeId' in item && 'isFav' in item ? fn(item as TGame) : item,
    );
  if (!data || typeof data !== 'object') return data;
  const o = data as Record<string, unknown>;
  if (Array.isArray(o.content)) return { ...o, content: mapCachedGames(o.content, fn) };
  if (Array.isArray(o.list)) return { ...o, list: mapCachedGames(o.list, fn) };
  if (Array.isArray(o.pages)) return { ...o, pages: o.pages.map((p) => mapCachedGames(p, fn)) };
  return data;
};
