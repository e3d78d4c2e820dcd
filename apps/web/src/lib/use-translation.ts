import { useCallback, useSyncExternalStore } from 'react';
import { onLanguageChange, translate, translatorLanguage, type TTranslate } from './translator.ts';

/**
 * `t` for a component: a new function after each language switch, so memoised readers render the
 * new language too.
 */
export const useTranslation = (): { t: TTranslate } => {
  const language = useSyncExternalStore(onLanguageChange, translatorLanguage);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `language` is what makes t new
  const t = useCallback<TTranslate>((key, values) => translate(key, values), [language]);
  return { t };
};
