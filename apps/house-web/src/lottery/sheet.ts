import type { TVnPrizeCode, TVnRegion } from '@openlobby/house-games';

/** A sheet as the results page prints it (pure). */
export type TSheet = { region: TVnRegion; prizes: readonly { code: string; numbers: readonly string[] }[] };
export type TSheetRow = { code: TVnPrizeCode; label: string; numbers: readonly string[] };

/** The row labels printed on Vietnamese sheets: ĐB (đặc biệt), then G1 … G8. */
export const PRIZE_LABELS: Readonly<Record<TVnPrizeCode, string>> = {
  DB: 'ĐB',
  G1: 'G1',
  G2: 'G2',
  G3: 'G3',
  G4: 'G4',
  G5: 'G5',
  G6: 'G6',
  G7: 'G7',
  G8: 'G8',
};

/**
 * The rows in the order the region's sheets are printed: Miền Bắc from ĐB down to G7, Miền Trung
 * and Miền Nam from G8 up to ĐB at the bottom. Display only: the draw's order (the verifier's) is
 * the prize table's, ĐB first, whatever the print.
 */
export function sheetRows(sheet: TSheet): TSheetRow[] {
  const rows = sheet.prizes.map((prize) => ({
    code: prize.code as TVnPrizeCode,
    label: PRIZE_LABELS[prize.code as TVnPrizeCode] ?? prize.code,
    numbers: prize.numbers,
  }));
  return sheet.region === 'NORTH' ? rows : rows.reverse();
}

/**
 * The "lô tô" table printed beside a sheet: every number's last two digits, grouped by their first
 * digit (đầu 0 … 9), each group's last digits (đuôi) ascending, a repeat kept (a number out twice
 * pays a lô twice). Heads with no number show an empty list.
 */
export function lotoTable(sheet: TSheet): { head: string; tails: string[] }[] {
  const groups = Array.from({ length: 10 }, () => [] as string[]);
  for (const prize of sheet.prizes)
    for (const number of prize.numbers) {
      if (number.length < 2) continue;
      const ending = number.slice(-2);
      groups[Number(ending[0])]!.push(ending[1]!);
    }
  return groups.map((tails, head) => ({ head: String(head), tails: tails.sort() }));
}

/** The special prize's number, the sheet's headline; '' when the sheet has none. */
export function specialOf(sheet: TSheet): string {
  return sheet.prizes.find((p) => p.code === 'DB')?.numbers[0] ?? '';
}
