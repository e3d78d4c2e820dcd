import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useRequestToken } from '../../../lib/use-request-token.ts';
import { gamesKeys } from '../api/games-keys.ts';
import { flushVendors } from '../api/get-vendors.ts';

/**
 * Spec §4: logging in or out reloads the vendors (a flush of the session copy), the hot games and
 * the winners board. Game lists follow by themselves: their keys hold the token. Mount once.
 */
export const useGamesSessionSync = () => {
  const client = useQueryClient();
  const token = useRequestToken();
  const previous = useRef(token);
  useEffect(() => {
    if (previous.current === token) return;
    previous.current = token;
    void flushVendors(client);
    void client.invalidateQueries({ queryKey: gamesKeys.hotRoot });
    void client.invalidateQueries({ queryKey: gamesKeys.winnersRoot });
  }, [client, token]);
};
