import { describe, expect, it } from 'vitest';
import { SLOT_GAME } from './definition.ts';
import { evaluateLine } from './evaluate-line.ts';
import type { TSlotGame } from './slot-game.ts';

/** The slot with pays of its own for the wild, to check the better-of rule the real paytable never meets. */
const withWildPays: TSlotGame = {
  ...SLOT_GAME,
  linePays: { ...SLOT_GAME.linePays, wild: [10, 50, 1000] },
};

const line = (text: string) => text.split(' ');

describe('evaluateLine', () => {
  it('pays a left-to-right line of three cherries', () => {
    expect(evaluateLine(SLOT_GAME, line('cherry cherry cherry lemon melon'))).toEqual({
      symbol: 'cherry',
      count: 3,
      multiple: 8,
    });
  });

  it('pays four and five of a kind at their own pays', () => {
    expect(evaluateLine(SLOT_GAME, line('ruby ruby ruby ruby melon'))).toEqual({
      symbol: 'ruby',
      count: 4,
      multiple: 75,
    });
    expect(evaluateLine(SLOT_GAME, line('diamond diamond diamond diamond diamond'))).toEqual({
      symbol: 'diamond',
      count: 5,
      multiple: 400,
    });
  });

  it('pays nothing for a run of two', () => {
    expect(evaluateLine(SLOT_GAME, line('cherry cherry lemon lemon lemon'))).toBeNull();
  });

  it('lets wilds stand in for the symbol of the run', () => {
    expect(evaluateLine(SLOT_GAME, line('lemon wild wild lemon grape'))).toEqual({
      symbol: 'lemon',
      count: 4,
      multiple: 20,
    });
    expect(evaluateLine(SLOT_GAME, line('emerald wild wild wild emerald'))).toEqual({
      symbol: 'emerald',
      count: 5,
      multiple: 150,
    });
  });

  it('pays nothing when reel 1 breaks the run, however good the rest', () => {
    expect(evaluateLine(SLOT_GAME, line('lemon diamond diamond diamond diamond'))).toBeNull();
  });

  it('never lets the wild stand in for the scatter', () => {
    expect(evaluateLine(SLOT_GAME, line('scatter wild wild scatter scatter'))).toBeNull();
    expect(evaluateLine(SLOT_GAME, line('grape wild scatter grape grape'))).toBeNull();
  });

  it('pays a wild-only line only when the wild has pays of its own', () => {
    expect(evaluateLine(SLOT_GAME, line('wild wild wild wild wild'))).toBeNull();
    expect(evaluateLine(withWildPays, line('wild wild wild wild wild'))).toEqual({
      symbol: 'wild',
      count: 5,
      multiple: 1000,
    });
  });

  it('pays the better of the wild run and the symbol run the wilds join', () => {
    expect(evaluateLine(withWildPays, line('wild wild wild wild melon'))).toEqual({
      symbol: 'wild',
      count: 4,
      multiple: 50,
    });
    expect(evaluateLine(withWildPays, line('wild wild wild cherry cherry'))).toEqual({
      symbol: 'cherry',
      count: 5,
      multiple: 80,
    });
  });

  it('pays the symbol run on a tie with the wild run, as it covers more cells', () => {
    const tie: TSlotGame = { ...SLOT_GAME, linePays: { ...SLOT_GAME.linePays, wild: [25, 50, 1000] } };
    // three wilds pay 25, and so do four cherries (wild, wild, wild, cherry)
    expect(evaluateLine(tie, line('wild wild wild cherry lemon'))).toEqual({
      symbol: 'cherry',
      count: 4,
      multiple: 25,
    });
  });

  it('ends the run where the cells end, so a settled prefix pays as the whole line', () => {
    expect(evaluateLine(SLOT_GAME, line('orange orange orange'))).toEqual({
      symbol: 'orange',
      count: 3,
      multiple: 5,
    });
    expect(evaluateLine(SLOT_GAME, line('orange lemon'))).toBeNull();
  });
});
