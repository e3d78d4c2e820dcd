import type { TLanguage } from '@openlobby/contracts';

/**
 * Spec §9: under language TY, BTI and every vendor whose code starts with TCG show one combined
 * vendor icon (the two marks together) instead of their own logos.
 */
export const showsCombinedIcon = (language: TLanguage, vassalage: string): boolean =>
  language === 'TY' && (vassalage === 'BTI' || vassalage.startsWith('TCG'));
