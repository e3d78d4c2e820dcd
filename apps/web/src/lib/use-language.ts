import type { TLanguage } from '@openlobby/contracts';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from './i18n.ts';

/** The active language code (contract form, e.g. 'PT-BR'); re-renders when it changes. */
export const useLanguage = (): TLanguage => {
  useTranslation(); // subscribes to languageChanged
  return currentLanguage();
};
