import { describe, expect, it } from 'vitest';
import {
  bigRoad,
  outcomesOf,
  roadColumns,
  roadStats,
  sumLinePoints,
  sumSeries,
  type TOutcome,
} from './trend.ts';

const B: TOutcome = 'BIG';
const S: TOutcome = 'SMALL';
const place = (cells: ReturnType<typeof bigRoad>) => cells.map((c) => `${c.col},${c.row}`);

describe('outcomesOf', () => {
  const draws = [
    [9, 0, 0, 0, 1], // ball 1 big and odd; sum 10 small and even
    [4, 5, 6, 7, 8], // ball 1 small and even; sum 30 big and even
  ];

  it('reads a ball big from 5 and odd by its digit', () => {
    expect(outcomesOf(draws, 1, 'BS')).toEqual(['BIG', 'SMALL']);
    expect(outcomesOf(draws, 1, 'OE')).toEqual(['ODD', 'EVEN']);
    expect(outcomesOf(draws, 5, 'BS')).toEqual(['SMALL', 'BIG']);
  });

  it('reads the sum big from 23, as the SUM market settles', () => {
    expect(outcomesOf(draws, 'SUM', 'BS')).toEqual(['SMALL', 'BIG']);
    expect(outcomesOf([[5, 5, 5, 4, 4]], 'SUM', 'BS')).toEqual(['BIG']);
    expect(outcomesOf([[5, 5, 4, 4, 4]], 'SUM', 'BS')).toEqual(['SMALL']);
  });
});

describe('bigRoad', () => {
  it('runs a streak down a column and starts the next column on a change', () => {
    expect(place(bigRoad([B, B, S, B, B, B]))).toEqual(['0,0', '0,1', '1,0', '2,0', '2,1', '2,2']);
  });

  it('turns a streak longer than the rows right along its last row (the dragon tail)', () => {
    const cells = bigRoad([B, B, B, B, S], 3);
    expect(place(cells)).toEqual(['0,0', '0,1', '0,2', '1,2', '1,0']);
  });

  it('starts the next streak past a tail that lies in its column', () => {
    // a tail along the top row (rows = 1) fills the columns the next streaks would start in
    expect(place(bigRoad([B, B, S], 1))).toEqual(['0,0', '1,0', '2,0']);
  });

  it('keeps each mark’s draw index and is empty without draws', () => {
    expect(bigRoad([B, S]).map((c) => c.index)).toEqual([0, 1]);
    expect(bigRoad([])).toEqual([]);
    expect(roadColumns(bigRoad([B, S, B]))).toBe(3);
  });
});

describe('roadStats', () => {
  it('counts each side and the streak the latest draws are on', () => {
    expect(roadStats([B, S, S, B, B, B])).toEqual({
      counts: { BIG: 4, SMALL: 2 },
      streak: { outcome: B, length: 3 },
    });
    expect(roadStats([])).toEqual({ counts: {}, streak: null });
  });
});

describe('the sum line', () => {
  it('sums each draw’s balls', () => {
    expect(
      sumSeries([
        [1, 2, 3, 4, 5],
        [9, 9, 9, 9, 9],
      ]),
    ).toEqual([15, 45]);
  });

  it('spreads the points across the box, 45 at the top and 0 at the bottom', () => {
    expect(sumLinePoints([0, 45], 100, 50, 0)).toBe('0,50 100,0');
    expect(sumLinePoints([45], 100, 50, 0)).toBe('50,0');
    expect(sumLinePoints([], 100, 50)).toBe('');
  });
});
