import { useState } from 'react';
import { brandToday } from '../../lib/brand-clock.ts';
import { lastDays, type TDateRange } from './date-range.ts';

/** The history pages (the member centre's and the agent centre's) open on the last week. */
const DEFAULT_HISTORY_DAYS = 7;

/** How many pages a paged answer spans (none until it has come). */
export const pageCountOf = (data: { total: number; pageSize: number } | undefined): number =>
  data ? Math.ceil(data.total / Math.max(1, data.pageSize)) : 0;

/**
 * The date window and page of a history page. A new window, like any new filter, starts again
 * at page 1: `restart` does the resetting for the page's own filters.
 */
export const useHistoryWindow = () => {
  const [range, setRange] = useState<TDateRange>(() => lastDays(DEFAULT_HISTORY_DAYS, brandToday()));
  const [page, setPage] = useState(1);
  const restart = () => setPage(1);
  const changeRange = (next: TDateRange) => {
    setRange(next);
    restart();
  };
  return { range, changeRange, page, setPage, restart };
};

/** What useHistoryWindow gives a page. */
export type THistoryWindow = ReturnType<typeof useHistoryWindow>;
