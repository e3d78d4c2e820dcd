import { describe, expect, it } from 'vitest';
import type { TTableResult } from '@openlobby/contracts';
import { currentShoe, lastColumns, roadsOf } from './roads.ts';

let hand = 0;
const r = (winner: 'PLAYER' | 'BANKER' | 'TIE', shoe = 1, at?: number): TTableResult => ({
  game: 'BACCARAT',
  player: [],
  banker: [],
  playerTotal: 0,
  bankerTotal: 0,
  winner,
  playerPair: false,
  bankerPair: false,
  shoe,
  hand: at ?? ++hand,
});

describe('the roads of the shoe', () => {
  it('start again at hand 1 of a new shoe', () => {
    hand = 0;
    const old = [r('PLAYER'), r('BANKER'), r('BANKER')];
    const fresh = [r('TIE', 2, 1), r('PLAYER', 2, 2)];
    expect(currentShoe([...old, ...fresh])).toEqual(fresh);
    expect(currentShoe(old)).toEqual(old);
    expect(currentShoe([])).toEqual([]);
  });

  it('lay the bead plate down columns of six and the big road by streaks, ties marked', () => {
    hand = 0;
    const results = [
      r('BANKER'),
      r('BANKER'),
      r('TIE'),
      r('PLAYER'),
      r('BANKER'),
      r('BANKER'),
      r('BANKER'),
      r('PLAYER'),
    ];
    const roads = roadsOf(results, { bead: 12, big: 24, eye: 24 });
    expect(roads.bead.map((c) => [c.column, c.row])).toEqual([
      [0, 0],
      [0, 1],
      [0, 2],
      [0, 3],
      [0, 4],
      [0, 5],
      [1, 0],
      [1, 1],
    ]);
    expect(roads.big.map((c) => `${c.winner[0]}${c.column}${c.row}${c.ties ? `t${c.ties}` : ''}`)).toEqual([
      'B00',
      'B01t1',
      'P10',
      'B20',
      'B21',
      'B22',
      'P30',
    ]);
    expect(roads.counts).toMatchObject({ PLAYER: 2, BANKER: 5, TIE: 1 });
    // the big eye boy starts at the second column's second cell, or the third column's first
    expect(roads.eye.length).toBeGreaterThan(0);
    expect(roads.eye[0]).toMatchObject({ column: 0, row: 0 });
    expect(roads.hand).toBe(8);
  });

  it('scroll: only the last columns show, shifted to the left edge', () => {
    const cells = [0, 1, 2, 3, 4].map((column) => ({ column, row: 0 }));
    expect(lastColumns(cells, 3).map((c) => c.column)).toEqual([0, 1, 2]);
    expect(lastColumns(cells, 10)).toEqual(cells);
  });
});
