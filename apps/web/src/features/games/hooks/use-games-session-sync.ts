import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { onLanguageChange } from '../../../lib/translator.ts';
import { useRequestToken } from '../../../lib/use-request-token.ts';
import { gamesKeys } from '../api/games-keys.ts';
import { flushVendors, forgetStoredVendors } from '../api/get-vendors.ts';

/**
 * Spec §4: logging in or out reloads the vendors (a flush of the session copy), the hot games and
 * the winners board. Game lists follow by themselves: their keys hold the token. A language change
 * reloads them too (features/language marks them stale; their keys hold the language); here the
 * session copy is dropped as the language switches, before the new language's lanes are first
 * read, so they come from the server and not from an earlier visit. Mount once.
 */
export const useGamesSessionSync = () => {
  const client = useQueryClient();
  const token = useRequestToken();
  const previous = useRef(token);
  useEffect(() => onLanguageChange(forgetStoredVendors), []);
  useEffect(() => {
    if (previous.current === token) return;
    previous.current = token;
    void flushVendors(client);
    void client.invalidateQueries({ queryKey: gamesKeys.hotRoot });
    void client.invalidateQueries({ queryKey: gamesKeys.winnersRoot });
  }, [client, token]);
};
