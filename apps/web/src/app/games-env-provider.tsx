import { useQueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useAccountGuard } from '../features/auth/hooks/use-account-guard.ts';
import { GamesEnvContext, type TGamesEnv } from '../features/games/hooks/use-games-env.ts';
import { invalidateMoney } from '../features/wallet/api/get-balance.ts';

/**
 * Gives the games feature what it needs from auth and wallet: the account guard (login popup for
 * visitors, in_need_true_account for trial accounts) and the header balance refresh.
 */
export const GamesEnvProvider = ({ children }: { children: ReactNode }) => {
  const guard = useAccountGuard();
  const client = useQueryClient();
  const env = useMemo<TGamesEnv>(
    () => ({ guard, refreshBalance: () => void invalidateMoney(client) }),
    [guard, client],
  );
  return <GamesEnvContext.Provider value={env}>{children}</GamesEnvContext.Provider>;
};
