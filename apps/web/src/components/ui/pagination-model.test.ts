import { describe, expect, it } from 'vitest';
import { buildPageItems, type TPageItem } from './pagination-model.ts';

/** Compact picture of the items: pages as numbers, the selected one in brackets, breaks as '…'. */
const picture = (items: TPageItem[]) =>
  items.map((i) => (i.type === 'break' ? '…' : i.selected ? `[${i.page}]` : String(i.page))).join(' ');

describe('buildPageItems', () => {
  it('returns nothing without pages and one page for one', () => {
    expect(buildPageItems({ page: 1, pageCount: 0 })).toEqual([]);
    expect(picture(buildPageItems({ page: 1, pageCount: 1 }))).toBe('[1]');
  });
  it('shows every page when they fit', () => {
    expect(picture(buildPageItems({ page: 2, pageCount: 5 }))).toBe('1 [2] 3 4 5');
  });
  it('breaks on the right at the start', () => {
    expect(picture(buildPageItems({ page: 1, pageCount: 10 }))).toBe('[1] 2 3 … 10');
  });
  it('breaks on both sides in the middle', () => {
    expect(picture(buildPageItems({ page: 5, pageCount: 10 }))).toBe('1 … 4 [5] 6 … 10');
  });
  it('breaks on the left at the end', () => {
    expect(picture(buildPageItems({ page: 10, pageCount: 10 }))).toBe('1 … 8 9 [10]');
  });
  it('shows a single hidden page instead of a break', () => {
    expect(picture(buildPageItems({ page: 3, pageCount: 10 }))).toBe('1 2 [3] 4 … 10');
    expect(picture(buildPageItems({ page: 8, pageCount: 10 }))).toBe('1 … 7 [8] 9 10');
  });
  it('clamps a page outside the range', () => {
    expect(picture(buildPageItems({ page: 99, pageCount: 4 }))).toBe('1 2 3 [4]');
    expect(picture(buildPageItems({ page: -3, pageCount: 4 }))).toBe('[1] 2 3 4');
  });
  it('jumps a page range from a break', () => {
    const items = buildPageItems({ page: 10, pageCount: 20 });
    const breaks = items.filter((i) => i.type === 'break');
    expect(breaks).toEqual([
      { type: 'break', side: 'left', target: 7 },
      { type: 'break', side: 'right', target: 13 },
    ]);
  });
  it('honours other ranges and margins', () => {
    expect(picture(buildPageItems({ page: 10, pageCount: 20, pageRange: 5, marginPages: 2 }))).toBe(
      '1 2 … 8 9 [10] 11 12 … 19 20',
    );
  });
  it('never repeats or skips order', () => {
    for (let count = 1; count <= 15; count++)
      for (let page = 1; page <= count; page++) {
        const pages = buildPageItems({ page, pageCount: count }).flatMap((i) =>
          i.type === 'page' ? [i.page] : [],
        );
        expect(pages).toEqual([...pages].sort((a, b) => a - b));
        expect(new Set(pages).size).toBe(pages.length);
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(count);
        expect(pages).toContain(page);
      }
  });
});
