import type { TVnResult } from './draw.ts';
import { VN_PRIZE_TABLES, type TVnPrizeCode, type TVnRegion } from './prize-table.ts';

/** A sheet from its prizes as printed, laid out in the prize table's order. */
function sheet(region: TVnRegion, printed: Partial<Record<TVnPrizeCode, string[]>>): TVnResult {
  return {
    region,
    prizes: VN_PRIZE_TABLES[region].map(({ code }) => ({ code, numbers: printed[code] ?? [] })),
  };
}

/**
 * Published results, typed from public crawls of the official sheets; they were not checked against
 * the printed sheets themselves, so read the dates as where the numbers were found. Chosen because
 * they repeat endings (lô paying more than once) and carry leading zeros.
 *
 * Miền Bắc, Friday 2026-09-11, from the data set of github.com/khiemdoan/vietnam-lottery-xsmb-analysis
 * (data/xsmb.csv), which stores numbers as integers: the leading zeros (08590, 0008, 083, 00) are put
 * back to each prize's digits.
 */
export const NORTH_2026_09_11 = sheet('NORTH', {
  DB: ['29352'],
  G1: ['76083'],
  G2: ['08590', '75553'],
  G3: ['88200', '79039', '18954', '69147', '63705', '52097'],
  G4: ['3999', '8383', '3002', '5031'],
  G5: ['2110', '3571', '3864', '5633', '0008', '2974'],
  G6: ['827', '083', '875'],
  G7: ['00', '41', '89', '12'],
});

/**
 * Miền Nam, TP. HCM, Monday 2026-09-28, as minhngoc.net.vn published it (crawled in
 * github.com/Thienlee86/du-bao-xsmn, data/tphcm-latest.json).
 */
export const HCM_2026_09_28 = sheet('SOUTH', {
  DB: ['760372'],
  G1: ['57769'],
  G2: ['10072'],
  G3: ['49513', '21219'],
  G4: ['74569', '89878', '58813', '25531', '17297', '59888', '76986'],
  G5: ['3811'],
  G6: ['7161', '6655', '2155'],
  G7: ['285'],
  G8: ['21'],
});

/** Miền Nam, Vũng Tàu, Tuesday 2026-09-29, from the same crawl (data/vung-tau-latest.json). */
export const VUNG_TAU_2026_09_29 = sheet('SOUTH', {
  DB: ['333771'],
  G1: ['14992'],
  G2: ['67850'],
  G3: ['16288', '21673'],
  G4: ['04232', '96159', '48194', '08565', '03103', '07250', '64199'],
  G5: ['1066'],
  G6: ['4027', '3142', '7899'],
  G7: ['405'],
  G8: ['14'],
});
