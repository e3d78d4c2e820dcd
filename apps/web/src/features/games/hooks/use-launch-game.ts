import type { TGame } from '@openlobby/contracts';
import { toast } from '../../../lib/toast.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { gamesKeys } from '../api/games-keys.ts';
import {
  buildLaunchRequest,
  launchGame,
  launchUrlOf,
  maintenanceSuggestions,
  type TLaunchMode,
} from '../api/launch-game.ts';
import { gameHref, returnPathOf } from '../lib/game-href.ts';
import { useLaunchStore } from '../stores/launch-store.ts';
import { currentGamePlatform } from './use-game-platform.ts';
import { useGamesEnv } from './use-games-env.ts';

export type TLaunchOptions = { mode?: TLaunchMode; roomId?: string };

/**
 * Starts a game (spec §5, §7). Real play needs a session and a real account (the guard opens the
 * login popup or tells a trial account in_need_true_account); free play works for anyone. Card
 * games with rooms ask for a room first. A GAME_MAINTENANCE refusal opens the maintenance dialog
 * with the server's suggestions. On success the game opens in /game (the frame is swapped when
 * already there) and the header balance refreshes, since a transfer-wallet vendor took the money.
 */
export const useLaunchGame = () => {
  const { t } = useTranslation();
  const env = useGamesEnv();
  const navigate = useNavigate();
  const location = useLocation();
  const language = useLanguage();
  const client = useQueryClient();

  return useCallback(
    (game: TGame, { mode = 'real', roomId }: TLaunchOptions = {}) => {
      const store = useLaunchStore.getState();
      const run = async () => {
        try {
          const result = await launchGame(
            buildLaunchRequest({ game, mode, platform: currentGamePlatform(), language, roomId }),
          );
          const url = launchUrlOf(result);
          if (!url) throw new Error('launch answered no address');
          if (mode === 'real') env.refreshBalance();
          void client.invalidateQueries({ queryKey: gamesKeys.recentRoot });
          const onGamePage = location.pathname === paths.game.path;
          const from = onGamePage ? returnPathOf(location.state) : `${location.pathname}${location.search}`;
          // The title uses the name the player clicked (already in the UI language).
          const name = game.name || result.game.name;
          void navigate(gameHref({ url, nodeId: result.game.nodeId, name }), {
            replace: onGamePage,
            state: { from },
          });
        } catch (e) {
          const suggestions = maintenanceSuggestions(e);
          if (suggestions) store.showMaintenance(game, suggestions);
          else toast({ color: 'red', message: errorMessage(t, e) });
        }
      };
      const start = () => {
        // Free play seats the player in the vendor's default room; rooms need a session.
        if (game.hasRooms && !roomId && mode === 'real') return store.pickRoom(game, mode);
        store.close();
        void run();
      };
      if (mode === 'free') start();
      else env.guard('realAccount', start);
    },
    [client, env, language, location, navigate, t],
  );
};
