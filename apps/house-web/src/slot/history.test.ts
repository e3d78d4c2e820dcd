import { describe, expect, it } from 'vitest';
import { loadT } from '../shared/i18n.ts';
import { clampPage, pageCount, pager, rangeLabel } from './history.ts';

describe('history paging', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });

  it('keeps the page in range', () => {
    expect(clampPage(0, 45, 10)).toBe(1);
    expect(clampPage(9, 45, 10)).toBe(5);
    expect(clampPage(Number.NaN, 45, 10)).toBe(1);
    expect(clampPage(2.7, 45, 10)).toBe(2);
  });

  it('labels the range shown', async () => {
    expect(rangeLabel(1, 0, 10)).toBe('No rounds yet');
    expect(rangeLabel(2, 45, 10)).toBe('11–20 of 45');
    expect(rangeLabel(5, 45, 10)).toBe('41–45 of 45');
    expect(rangeLabel(2, 45, 10, await loadT('CN'))).toBe('第 11–20 条，共 45 条');
    expect(rangeLabel(1, 0, 10, await loadT('TH'))).toBe('ยังไม่มีรอบการเล่น');
  });

  it('says where the pager can go', () => {
    expect(pager(1, 45, 10)).toEqual({
      page: 1,
      pages: 5,
      hasPrev: false,
      hasNext: true,
      label: '1–10 of 45',
    });
    expect(pager(5, 45, 10)).toMatchObject({ hasPrev: true, hasNext: false });
    expect(pager(1, 3, 10)).toMatchObject({ hasPrev: false, hasNext: false });
  });
});
