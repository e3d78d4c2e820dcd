import type { TGame, TVendor, TVendorLane } from '@openlobby/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType, type InitialEntry } from 'react-router';
import { vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { GamesEnvContext, type TGamesEnv } from './hooks/use-games-env.ts';

/** Test builders and a render helper for the games feature (imported by tests only). */

export const buildGame = (nodeId: number, over: Partial<TGame> = {}): TGame => ({
  nodeId,
  gameId: `g${nodeId}`,
  vassalage: 'PG',
  vendorName: 'PG Soft',
  category: 'RNG',
  gameType: 'SC',
  name: `Game ${nodeId}`,
  iconUrl: `/assets/games/${nodeId}.svg`,
  isNew: false,
  isHot: false,
  isFav: false,
  maintenance: false,
  freePlay: false,
  hasRooms: false,
  ...over,
});

export const buildVendor = (code: string, over: Partial<TVendor> = {}): TVendor => ({
  id: code.length,
  vassalage: code,
  name: `${code} Games`,
  accountTypeId: 1,
  isHot: 0,
  gameType: 'RNG',
  logoUrl: `/assets/vendors/${code}.svg`,
  maintenance: false,
  ...over,
});

export const buildLane = (title: TVendorLane['title'], vendors: TVendor[]): TVendorLane => ({
  title,
  cards: vendors,
  gameClassify: [],
});

/** A games environment whose guard lets everything through and records what it was asked. */
export const stubGamesEnv = (over: Partial<TGamesEnv> = {}) => ({
  guard: vi.fn((_need: string, action: () => void) => action()),
  refreshBalance: vi.fn(),
  gameOrigins: [window.location.origin, 'https://games.example'],
  currencyDecimals: 2,
  ...over,
});

/** Shows the router's location (and how it got there), so a test can read where a launch or a close went. */
const LocationProbe = () => {
  const { pathname, search } = useLocation();
  const action = useNavigationType();
  return <output data-testid="location" data-action={action}>{`${pathname}${search}`}</output>;
};

/**
 * Renders inside a memory router at `at` (with other routes rendering nothing) and a games
 * environment: the stub unless `env: null` (the caller provides one, e.g. app's real provider).
 */
export const renderGames = (
  ui: ReactNode,
  {
    at = '/',
    path = '*',
    env = stubGamesEnv(),
    token,
    client,
  }: {
    at?: InitialEntry;
    path?: string;
    env?: TGamesEnv | null;
    token?: string | null;
    client?: QueryClient;
  } = {},
) => {
  const routed = (
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route path={path} element={ui} />
        {path !== '*' && <Route path="*" element={null} />}
      </Routes>
      <LocationProbe />
    </MemoryRouter>
  );
  const result = renderWithProviders(
    env ? <GamesEnvContext.Provider value={env}>{routed}</GamesEnvContext.Provider> : routed,
    { token, client },
  );
  return { ...result, env };
};
