import type { TLanguage } from '@openlobby/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { activateLanguage, currentLanguage, storeLanguageChoice } from '../../../lib/i18n.ts';
import { updateLanguage } from '../api/update-language.ts';

/** Query prefixes whose content depends on the language (spec §4: vendors, hot games, winners, announcements). */
export const LANGUAGE_DEPENDENT_KEYS = [
  ['vendors'],
  ['hotGames'],
  ['winners'],
  ['announcements'],
  ['help'],
  ['notice'],
];

/**
 * Switches the UI language: stores lang/hisLang, loads the pack, tells the server, then
 * refetches language-dependent queries (the Language header follows the active language).
 */
export const useChangeLanguage = () => {
  const queryClient = useQueryClient();
  return useCallback(
    async (next: TLanguage) => {
      const previous = currentLanguage();
      if (next === previous) return;
      storeLanguageChoice(next, previous);
      await activateLanguage(next);
      try {
        await updateLanguage(next);
      } catch {
        // The server copy is a preference only; the UI has already switched.
      }
      await Promise.all(
        LANGUAGE_DEPENDENT_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
    [queryClient],
  );
};
