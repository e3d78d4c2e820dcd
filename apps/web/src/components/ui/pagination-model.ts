import { LIMITS } from '@openlobby/contracts';

export type TPageItem =
  | { type: 'page'; page: number; selected: boolean }
  /** A gap of two or more pages; clicking it jumps `target` (pageRange pages towards the gap). */
  | { type: 'break'; side: 'left' | 'right'; target: number };

export type TPageModelInput = {
  /** 1-based selected page. */
  page: number;
  pageCount: number;
  pageRange?: number;
  marginPages?: number;
};

/**
 * The visible page list: `marginPages` pages at each end, a window of `pageRange` pages around the
 * selected one, and a break wherever two or more pages are hidden (a single hidden page is shown
 * instead, since a break would take the same room). Defaults of spec §9: range 3, margin 1.
 */
export const buildPageItems = ({
  page,
  pageCount,
  pageRange = LIMITS.pagination.pageRange,
  marginPages = LIMITS.pagination.marginPages,
}: TPageModelInput): TPageItem[] => {
  if (pageCount < 1) return [];
  const current = Math.min(Math.max(1, Math.trunc(page)), pageCount);
  const range = Math.max(1, pageRange);
  const start = Math.max(1, Math.min(current - Math.floor((range - 1) / 2), pageCount - range + 1));
  const end = Math.min(pageCount, start + range - 1);

  const shown = new Set<number>();
  for (let p = 1; p <= Math.min(marginPages, pageCount); p++) shown.add(p);
  for (let p = Math.max(1, pageCount - marginPages + 1); p <= pageCount; p++) shown.add(p);
  for (let p = start; p <= end; p++) shown.add(p);

  const sorted = [...shown].sort((a, b) => a - b);
  const items: TPageItem[] = [];
  const pageItem = (p: number): TPageItem => ({ type: 'page', page: p, selected: p === current });
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev === 2) items.push(pageItem(prev + 1));
    if (prev !== undefined && p - prev > 2) {
      const side = p <= current ? 'left' : 'right';
      const target = side === 'left' ? Math.max(1, current - range) : Math.min(pageCount, current + range);
      items.push({ type: 'break', side, target });
    }
    items.push(pageItem(p));
  });
  return items;
};
