import type { TLanguage } from '@openlobby/contracts';
import { useSyncExternalStore } from 'react';
import { onLanguageChange, translatorLanguage } from './translator.ts';

/** The active language code (contract form, e.g. 'PT-BR'); re-renders when it changes. */
export const useLanguage = (): TLanguage => useSyncExternalStore(onLanguageChange, translatorLanguage);
