/** Paging of the round history drawer. Pure. */

import { createT, type TTranslate } from '../shared/i18n.ts';

const ENGLISH = createT('EN');

export const HISTORY_PAGE_SIZE = 10;

/** How many pages `total` rows fill; at least one so an empty list still has a page 1. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/** The page kept within 1 … pageCount. */
export function clampPage(page: number, total: number, pageSize: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(pageCount(total, pageSize), Math.max(1, Math.trunc(page)));
}

/** "11–20 of 45", or "No rounds yet" (in the language of `t`). */
export function rangeLabel(page: number, total: number, pageSize: number, t: TTranslate = ENGLISH): string {
  if (total <= 0) return t('history.none');
  const p = clampPage(page, total, pageSize);
  const first = (p - 1) * pageSize + 1;
  const last = Math.min(total, p * pageSize);
  return t('history.range', { first, last, total });
}

export type TPager = { page: number; pages: number; hasPrev: boolean; hasNext: boolean; label: string };

export function pager(page: number, total: number, pageSize: number, t: TTranslate = ENGLISH): TPager {
  const p = clampPage(page, total, pageSize);
  const pages = pageCount(total, pageSize);
  return { page: p, pages, hasPrev: p > 1, hasNext: p < pages, label: rangeLabel(p, total, pageSize, t) };
}
