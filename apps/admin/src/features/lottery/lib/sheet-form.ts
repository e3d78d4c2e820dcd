import type { TAdminLotterySheet, TDrawResult, TLotterySheetTemplate } from '@openlobby/contracts';

/** A sheet as the form holds it: one row of cells per prize (Vietnam) or one row of balls. */
export type TSheetCells = string[][];

/** The rows of a sheet: each prize's code, count and digits, or the e-lottery's balls of one digit. */
export const sheetRows = (template: TLotterySheetTemplate) =>
  template.kind === 'VN' ? template.prizes : [{ code: 'BALLS', count: template.balls, digits: 1 }];

/** An empty sheet of the template's shape. */
export const blankCells = (template: TLotterySheetTemplate): TSheetCells =>
  sheetRows(template).map((row) => Array.from({ length: row.count }, () => ''));

/** Whether a cell holds exactly its prize's digits (0–9 each). */
export const isCellValid = (value: string, digits: number): boolean =>
  new RegExp(`^[0-9]{${digits}}$`).test(value.trim());

/** Which cells are wrong (true), in the sheet's shape. */
export const badCells = (template: TLotterySheetTemplate, cells: TSheetCells): boolean[][] =>
  sheetRows(template).map((row, i) =>
    Array.from({ length: row.count }, (_, k) => !isCellValid(cells[i]?.[k] ?? '', row.digits)),
  );

/** Whether every cell of the sheet is filled as its prize asks. */
export const isSheetComplete = (template: TLotterySheetTemplate, cells: TSheetCells): boolean =>
  badCells(template, cells).every((row) => row.every((bad) => !bad));

/** The sheet as the server takes it: the prizes in the table's order, or the balls as numbers. */
export const sheetOfCells = (template: TLotterySheetTemplate, cells: TSheetCells): TAdminLotterySheet =>
  template.kind === 'VN'
    ? {
        kind: 'VN',
        prizes: template.prizes.map((p, i) => ({
          code: p.code,
          numbers: (cells[i] ?? []).map((c) => c.trim()),
        })),
      }
    : { kind: 'ELOTT', balls: (cells[0] ?? []).map((c) => Number(c.trim())) };

/** A result's headline: the special prize (Vietnam lottery) or the balls (e-lottery). */
export const headlineOf = (result: TDrawResult): string =>
  result.kind === 'VN'
    ? (result.prizes.find((p) => p.code === 'DB')?.numbers.join(' ') ?? '')
    : result.balls.join(' ');
