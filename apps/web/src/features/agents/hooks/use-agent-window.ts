import { useState } from 'react';
import { lastDays, type TDateRange } from '../../../components/ui/date-range.ts';
import { brandToday } from '../../../lib/brand-clock.ts';

/** The agent pages open on the last week, like the member centre's histories. */
export const DEFAULT_AGENT_DAYS = 7;

/** How many pages a paged answer spans (none until it has come). */
export const pageCountOf = (data: { total: number; pageSize: number } | undefined): number =>
  data ? Math.ceil(data.total / Math.max(1, data.pageSize)) : 0;

/** The date window and page of an agent page; a new window or filter starts again at page 1. */
export const useAgentWindow = () => {
  const [range, setRange] = useState<TDateRange>(() => lastDays(DEFAULT_AGENT_DAYS, brandToday()));
  const [page, setPage] = useState(1);
  const restart = () => setPage(1);
  const changeRange = (next: TDateRange) => {
    setRange(next);
    restart();
  };
  return { range, changeRange, page, setPage, restart };
};
