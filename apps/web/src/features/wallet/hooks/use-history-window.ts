import { useState } from 'react';
import { lastDays, type TDateRange } from '../../../components/ui/date-range.ts';
import { brandToday } from '../../../lib/brand-clock.ts';

/** The history pages open on the last week. */
export const DEFAULT_HISTORY_DAYS = 7;

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
