import type { TRouletteSelection } from './bets.ts';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * Every selection the table takes, built from the layout's shapes: 37 straights; 60 splits (0 with
 * 1, 2, 3; 24 across, 33 down); 14 streets (12 rows and the trios 0-1-2, 0-2-3); 23 corners (22
 * squares and the first four); 11 six lines; 3 dozens; 3 columns; 6 even-money bets: 157 in all.
 * The bet form can list them; the RTP test settles each against every pocket.
 */
export function allRouletteSelections(): TRouletteSelection[] {
  const rowStarts = range(0, 11).map((s) => 3 * s + 1);
  return [
    ...range(0, 36).map((n) => ({ kind: 'STRAIGHT' as const, numbers: [n] })),
    ...[1, 2, 3].map((n) => ({ kind: 'SPLIT' as const, numbers: [0, n] })),
    ...range(1, 36)
      .filter((n) => n % 3 !== 0)
      .map((n) => ({ kind: 'SPLIT' as const, numbers: [n, n + 1] })),
    ...range(1, 33).map((n) => ({ kind: 'SPLIT' as const, numbers: [n, n + 3] })),
    ...rowStarts.map((n) => ({ kind: 'STREET' as const, numbers: [n, n + 1, n + 2] })),
    { kind: 'STREET', numbers: [0, 1, 2] },
    { kind: 'STREET', numbers: [0, 2, 3] },
    ...range(1, 32)
      .filter((n) => n % 3 !== 0)
      .map((n) => ({ kind: 'CORNER' as const, numbers: [n, n + 1, n + 3, n + 4] })),
    { kind: 'CORNER', numbers: [0, 1, 2, 3] },
    ...rowStarts.slice(0, 11).map((n) => ({ kind: 'SIX_LINE' as const, numbers: range(n, n + 5) })),
    ...([1, 2, 3] as const).map((index) => ({ kind: 'DOZEN' as const, index })),
    ...([1, 2, 3] as const).map((index) => ({ kind: 'COLUMN' as const, index })),
    ...(['RED', 'BLACK', 'ODD', 'EVEN', 'LOW', 'HIGH'] as const).map((kind) => ({ kind })),
  ];
}
