import { describe, expect, it } from 'vitest';
import { bigEyeBoy } from './big-eye-boy.ts';
import type { TBaccaratOutcome, TBaccaratWinner } from './hand.ts';
import { beadPlate, bigRoad } from './roads.ts';

const LETTER: Record<string, TBaccaratWinner> = { P: 'PLAYER', B: 'BANKER', T: 'TIE' };

/** Hands from text: 'B B P T' (no pairs unless asked). */
const hands = (text: string): TBaccaratOutcome[] =>
  text.split(' ').map((l) => ({ winner: LETTER[l]!, playerPair: false, bankerPair: false }));

/** Cells as 'letter@column,row' (with +ties), for compact expectations. */
const drawn = (cells: { winner: TBaccaratWinner; column: number; row: number; ties: number }[]) =>
  cells.map((c) => `${c.winner[0]}@${c.column},${c.row}${c.ties ? `+${c.ties}` : ''}`);

describe('beadPlate', () => {
  it('fills each column of 6 top to bottom, ties and pairs included', () => {
    const list = hands('B P T B B P P B');
    list[1]!.playerPair = true;
    const plate = beadPlate(list);
    expect(plate.map((c) => `${c.winner[0]}@${c.column},${c.row}`).join(' ')).toBe(
      'B@0,0 P@0,1 T@0,2 B@0,3 B@0,4 P@0,5 P@1,0 B@1,1',
    );
    expect(plate[1]).toMatchObject({ playerPair: true, bankerPair: false });
  });
});

describe('bigRoad', () => {
  it('stacks repeats, starts a column on a change and marks ties on the last cell', () => {
    const road = bigRoad(hands('T B B P T P P B B B B B B B P B'));
    expect(road.columns.map((c) => c.length)).toEqual([2, 3, 7, 1, 1]);
    expect(drawn(road.cells).join(' ')).toBe(
      // the leading tie is marked on the first cell; the seventh B turns right at the bottom (the dragon tail)
      'B@0,0+1 B@0,1 P@1,0+1 P@1,1 P@1,2 B@2,0 B@2,1 B@2,2 B@2,3 B@2,4 B@2,5 B@3,5 P@3,0 B@4,0',
    );
  });

  it('counts repeated ties on one cell and draws nothing for ties alone', () => {
    expect(drawn(bigRoad(hands('P T T T')).cells)).toEqual(['P@0,0+3']);
    expect(bigRoad(hands('T T')).cells).toEqual([]);
  });

  it('turns a column right where the cell below is taken by an earlier tail', () => {
    const road = bigRoad(hands('B B B B B B B P P P P P P B'));
    expect(drawn(road.cells).join(' ')).toBe(
      'B@0,0 B@0,1 B@0,2 B@0,3 B@0,4 B@0,5 B@1,5 P@1,0 P@1,1 P@1,2 P@1,3 P@1,4 P@2,4 B@2,0',
    );
  });

  it('keeps a turned column running right even where the cell below it is free again', () => {
    // P turns at row 4 of column 1 (row 5 holds B's tail); under column 2 row 4 nothing is taken, yet the
    // tail stays on row 4
    const road = bigRoad(hands('B B B B B B B P P P P P P P'));
    expect(drawn(road.cells).slice(7).join(' ')).toBe('P@1,0 P@1,1 P@1,2 P@1,3 P@1,4 P@2,4 P@3,4');
  });

  it('starts a column further right when an earlier tail took row 0 of its column', () => {
    const road = bigRoad(hands('B B B B B B B P P P P P P B B B B B P P P P B B B P P B'));
    // each streak turns one row higher than the last, until P×2 turns along row 0 into column 6
    expect(drawn(road.cells).slice(13).join(' ')).toBe(
      'B@2,0 B@2,1 B@2,2 B@2,3 B@3,3 P@3,0 P@3,1 P@3,2 P@4,2 B@4,0 B@4,1 B@5,1 P@5,0 P@6,0 B@7,0',
    );
  });
});

describe('bigEyeBoy', () => {
  it("colours each cell from the second column's second cell on by the standard comparison", () => {
    const road = bigRoad(hands('T B B P T P P B B B B B B B P B'));
    const eye = bigEyeBoy(road.columns);
    // (0-based) column 1: row 1 has a cell to its left (red), row 2 is one past column 0's end
    // (blue); column 2 opens on unequal columns 0 and 1 (blue), rows 1–2 red, row 3 one past
    // column 1's end (blue), rows 4–6 deeper still (red); columns 3 and 4 open on unequal columns
    expect(eye.entries.map((c) => c[0]).join('')).toBe('RBBRRBRRRBB');
    expect(eye.cells.map((c) => `${c.value[0]}@${c.column},${c.row}`).join(' ')).toBe(
      'R@0,0 B@1,0 B@1,1 R@2,0 R@2,1 B@3,0 R@4,0 R@4,1 R@4,2 B@5,0 B@5,1',
    );
  });

  it("starts on the third column's first cell when the second column has a single cell", () => {
    // columns of 2, 1, 2: the third opens comparing the first two (2 vs 1: blue), then its second
    // cell finds the second column ended one row above (blue)
    expect(bigEyeBoy(bigRoad(hands('B B P B B')).columns).entries).toEqual(['BLUE', 'BLUE']);
    // a zigzag: every column one cell long, all equal, so every entry is red
    expect(bigEyeBoy(bigRoad(hands('B P B P B')).columns).entries).toEqual(['RED', 'RED', 'RED']);
  });

  it('is empty until the big road has a cell to compare', () => {
    expect(bigEyeBoy(bigRoad(hands('B B B P')).columns).entries).toEqual([]);
  });
});
