import type { ReactNode } from 'react';
import { DateRangePicker } from '../../../components/ui/date-range-picker.tsx';
import type { TDateRange } from '../../../components/ui/date-range.ts';
import { brandToday } from '../../../lib/brand-clock.ts';

type TProps = { range: TDateRange; onRange: (range: TDateRange) => void; children?: ReactNode };

/** The history pages' filter bar: the date window, then any page-specific filter. */
export const HistoryToolbar = ({ range, onRange, children }: TProps) => (
  <div className="ol-history-toolbar">
    <DateRangePicker value={range} onChange={onRange} max={brandToday()} />
    {children}
  </div>
);
