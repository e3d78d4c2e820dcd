import { API, type ZVendorLanes, type TLanguage, type TVendorLane } from '@openlobby/contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useGamePlatform } from '../hooks/use-game-platform.ts';
import { gamesKeys, type TGamePlatform } from './games-keys.ts';

/** Session-storage key of one platform's and language's lanes (spec §5: cached per session). */
export const vendorsStorageKey = (platform: TGamePlatform, language: TLanguage) =>
  `vendorLanes:${platform}:${language}`;

type TStored = { at: number; lanes: TVendorLane[] };

/** What this site itself wrote (storeVendors): a time and a list, or nothing it can use. */
const isStored = (value: unknown): value is TStored =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as TStored).at === 'number' &&
  Array.isArray((value as TStored).lanes);

/** The lanes kept in session storage, if any and still readable. */
export const readStoredVendors = (platform: TGamePlatform, language: TLanguage): TStored | undefined => {
  try {
    const raw = sessionStorage.getItem(vendorsStorageKey(platform, language));
    if (!raw) return undefined;
    const stored: unknown = JSON.parse(raw);
    return isStored(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
};

const storeVendors = (platform: TGamePlatform, language: TLanguage, lanes: TVendorLane[]): void => {
  try {
    sessionStorage.setItem(vendorsStorageKey(platform, language), JSON.stringify({ at: Date.now(), lanes }));
  } catch {
    // Without session storage the query cache alone keeps them for this page.
  }
};

/**
 * GET /wps/relay/GCSGAME_newGameVendor: vendor lanes in the server's order, for a platform
 * (html5-desktop, or html5 on phones). Every answer is written to session storage.
 */
export const getVendors = async (
  platform: TGamePlatform,
  language: TLanguage,
  signal?: AbortSignal,
): Promise<TVendorLane[]> => {
  const value = await apiRequest<typeof ZVendorLanes>(API.vendors, { query: { platform }, signal });
  storeVendors(platform, language, value.data.lanes);
  return value.data.lanes;
};

/**
 * Vendor lanes, reused from session storage for the whole session: a stored copy seeds the query
 * and never goes stale by itself. Only a flush (flushVendors: login, logout, language change)
 * fetches them again.
 */
export const vendorsQueryOptions = (platform: TGamePlatform, language: TLanguage) =>
  queryOptions({
    queryKey: gamesKeys.vendors(platform, language),
    queryFn: ({ signal }) => getVendors(platform, language, signal),
    initialData: () => readStoredVendors(platform, language)?.lanes,
    initialDataUpdatedAt: () => readStoredVendors(platform, language)?.at,
    staleTime: Infinity,
  });

/** Lanes that have at least one vendor (header and side menu show only these, spec §1). */
export const useVendors = () => {
  const platform = useGamePlatform();
  const language = useLanguage();
  return useQuery({
    ...vendorsQueryOptions(platform, language),
    select: (lanes) => lanes.filter((l) => l.cards.length > 0),
  });
};

/** Forgets the lanes kept in session storage, every platform's and language's. */
export const forgetStoredVendors = (): void => {
  try {
    for (let i = sessionStorage.length - 1; i >= 0; i--) {
      const key = sessionStorage.key(i);
      if (key?.startsWith('vendorLanes:')) sessionStorage.removeItem(key);
    }
  } catch {
    // Nothing stored without session storage.
  }
};

/** A flush: forgets the stored lanes and refetches the ones on screen. */
export const flushVendors = (client: QueryClient): Promise<void> => {
  forgetStoredVendors();
  return client.invalidateQueries({ queryKey: gamesKeys.vendorsRoot });
};
