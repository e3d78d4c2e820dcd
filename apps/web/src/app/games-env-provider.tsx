import { useQueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useAccountGuard } from '../features/auth/hooks/use-account-guard.ts';
import { GamesEnvContext, type TGamesEnv } from '../features/games/hooks/use-games-env.ts';
import { gameOriginsOf } from '../features/games/lib/game-href.ts';
import { useWhitelabel } from '../features/system/api/get-whitelabel.ts';
import { invalidateMoney } from '../features/wallet/api/get-balance.ts';

/**
 * Gives the games feature what it needs from auth, wallet and system: the account guard (login popup
 * for visitors, in_need_true_account for trial accounts), the header balance refresh and the origins
 * games may be framed from and the brand currency's decimals.
 */
export const GamesEnvProvider = ({ children }: { children: ReactNode }) => {
  const guard = useAccountGuard();
  const client = useQueryClient();
  const { launchGameCDNs, currency } = useWhitelabel();
  const env = useMemo<TGamesEnv>(
    () => ({
      guard,
      refreshBalance: () => void invalidateMoney(client),
      gameOrigins: gameOriginsOf(launchGameCDNs),
      currencyDecimals: currency.decimals,
    }),
    [guard, client, launchGameCDNs, currency.decimals],
  );
  return <GamesEnvContext.Provider value={env}>{children}</GamesEnvContext.Provider>;
};
