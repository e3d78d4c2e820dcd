import type { TVendor } from '@openlobby/contracts';
import { toast } from '../../../lib/toast.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { getRequestContext } from '../../../lib/request-context.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { gameListQueryOptions } from '../api/get-game-list.ts';
import { useGamesEnv } from './use-games-env.ts';
import { useLaunchGame } from './use-launch-game.ts';

/**
 * Opens a vendor's lobby (sports, e-sports, cockfight, lottery pages): the vendor's first game in
 * its category is its lobby game, launched like any other game.
 */
export const useLaunchVendorLobby = () => {
  const { t } = useTranslation();
  const env = useGamesEnv();
  const client = useQueryClient();
  const language = useLanguage();
  const launch = useLaunchGame();
  return useCallback(
    (vendor: TVendor) =>
      env.guard('realAccount', () => {
        const options = gameListQueryOptions(getRequestContext().token, language, {
          category: vendor.gameType,
          vassalage: vendor.vassalage,
          pageIndex: 1,
          pageSize: 1,
        });
        client.fetchQuery(options).then(
          (page) => {
            const lobby = page.content[0];
            if (lobby) launch(lobby);
            else toast({ color: 'yellow', message: t('games.noLobby', { name: vendor.name }) });
          },
          (e: unknown) => toast({ color: 'red', message: errorMessage(t, e) }),
        );
      }),
    [client, env, language, launch, t],
  );
};
