import type { TGame } from '@openlobby/contracts';
import { toast } from '../../../lib/toast.ts';
import { useCallback } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useAddFavorite } from '../api/add-favorite.ts';
import { useRemoveFavorite } from '../api/remove-favorite.ts';
import { useGamesEnv } from './use-games-env.ts';

/**
 * The heart on a game card: adds or removes the favourite (visitors get the login popup). The change
 * shows at once in every list; a failure puts it back and says why.
 */
export const useToggleFavorite = () => {
  const { t } = useTranslation();
  const env = useGamesEnv();
  const add = useAddFavorite();
  const remove = useRemoveFavorite();
  const onError = useCallback((e: unknown) => toast({ color: 'red', message: errorMessage(t, e) }), [t]);
  const { mutate: addMutate } = add;
  const { mutate: removeMutate } = remove;
  return useCallback(
    (game: TGame) =>
      env.guard('login', () =>
        game.isFav ? removeMutate(game.nodeId, { onError }) : addMutate(game.nodeId, { onError }),
      ),
    [env, addMutate, removeMutate, onError],
  );
};
