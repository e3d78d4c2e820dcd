import type { TLanguage } from '@openlobby/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { activateLanguage, currentLanguage, storeLanguageChoice } from '../../../lib/i18n.ts';
import { updateLanguage } from '../api/update-language.ts';

/**
 * Query prefixes whose content depends on the language (spec §4: vendors, hot games, winners,
 * announcements; and the help topics). Each of their keys holds the language.
 */
export const LANGUAGE_DEPENDENT_KEYS = [['vendors'], ['hotGames'], ['winners'], ['announcements'], ['help']];

/**
 * Switches the UI language (spec §4): stores lang/hisLang, marks every language-dependent answer
 * stale, loads the pack and switches, then tells the server. The queries on screen follow the new
 * language in their keys and fetch its answers, each once and with the new Language header; being
 * stale, a language already seen in this page load is fetched afresh too rather than shown from
 * the cache. Nothing reloads the page.
 */
export const useChangeLanguage = () => {
  const queryClient = useQueryClient();
  return useCallback(
    async (next: TLanguage) => {
      const previous = currentLanguage();
      if (next === previous) return;
      storeLanguageChoice(next, previous);
      await Promise.all(
        LANGUAGE_DEPENDENT_KEYS.map((queryKey) =>
          queryClient.invalidateQueries({ queryKey, refetchType: 'none' }),
        ),
      );
      await activateLanguage(next);
      try {
        await updateLanguage(next);
      } catch {
        // The server copy is a preference only; the UI has already switched.
      }
    },
    [queryClient],
  );
};
