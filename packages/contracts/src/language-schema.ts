import { z } from 'zod';
import { LANGUAGE_CODES } from './languages.ts';

/** A language code of spec §1 (languages.ts holds the list, free of zod for the player site). */
export const ZLanguage = z.enum(LANGUAGE_CODES);
