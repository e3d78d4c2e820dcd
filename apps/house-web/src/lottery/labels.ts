import type { TVnBetType, TVnRegion } from '@openlobby/house-games';
import type { TKey, TTranslate } from '../shared/i18n.ts';
import { VN_BET_NAME_KEYS } from '../lottery-shared/line-text.ts';

export { betName, lineText } from '../lottery-shared/line-text.ts';

/** The Vietnam lottery's words by code: bet types, their rules, regions. */
export const BET_KEYS: Readonly<Record<TVnBetType, { name: TKey; rule: TKey }>> = {
  LO2: { name: VN_BET_NAME_KEYS.LO2, rule: 'vn.rule.LO2' },
  LO3: { name: VN_BET_NAME_KEYS.LO3, rule: 'vn.rule.LO3' },
  DE: { name: VN_BET_NAME_KEYS.DE, rule: 'vn.rule.DE' },
  BA_CANG: { name: VN_BET_NAME_KEYS.BA_CANG, rule: 'vn.rule.BA_CANG' },
  XIEN2: { name: VN_BET_NAME_KEYS.XIEN2, rule: 'vn.rule.XIEN' },
  XIEN3: { name: VN_BET_NAME_KEYS.XIEN3, rule: 'vn.rule.XIEN' },
  XIEN4: { name: VN_BET_NAME_KEYS.XIEN4, rule: 'vn.rule.XIEN' },
  DAU: { name: VN_BET_NAME_KEYS.DAU, rule: 'vn.rule.DAU' },
  DUOI: { name: VN_BET_NAME_KEYS.DUOI, rule: 'vn.rule.DUOI' },
};

/** Each region in the page's language, and its own Vietnamese name (a proper name, never translated). */
export const REGION_KEYS: Readonly<Record<TVnRegion, TKey>> = {
  NORTH: 'vn.region.NORTH',
  CENTRAL: 'vn.region.CENTRAL',
  SOUTH: 'vn.region.SOUTH',
};
export const REGION_NATIVE: Readonly<Record<TVnRegion, string>> = {
  NORTH: 'Miền Bắc',
  CENTRAL: 'Miền Trung',
  SOUTH: 'Miền Nam',
};

/**
 * A region as the page names it: the page's word with the Vietnamese name beside it, or only the
 * Vietnamese name when that is the page's word too (a Vietnamese page).
 */
export function regionNames(t: TTranslate, region: TVnRegion): string[] {
  const word = t(REGION_KEYS[region]);
  return word === REGION_NATIVE[region] ? [word] : [word, REGION_NATIVE[region]];
}
