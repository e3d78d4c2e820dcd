import { createContext, useContext } from 'react';

/** What a protected game action needs: any session (favourites) or a real account (real play). */
export type TGamesNeed = 'login' | 'realAccount';

/**
 * What the games feature needs from the rest of the site, composed in app/ (features never import
 * each other): the account guard (visitors get the login popup, trial accounts the
 * in_need_true_account message), a way to refresh the header balance after a game moved money, and
 * the origins launched games come from and the currency's decimals (site config).
 */
export type TGamesEnv = {
  guard: (need: TGamesNeed, action: () => void) => void;
  refreshBalance: () => void;
  /** Origins the /game frame may show (the site's own and the brand's game origins). */
  gameOrigins: readonly string[];
  /** Decimals of the brand's currency, the one room stakes are priced in. */
  currencyDecimals: number;
};

export const GamesEnvContext = createContext<TGamesEnv | null>(null);

export const useGamesEnv = (): TGamesEnv => {
  const env = useContext(GamesEnvContext);
  if (!env) throw new Error('useGamesEnv needs a GamesEnvContext provider (app/games-env-provider.tsx)');
  return env;
};
