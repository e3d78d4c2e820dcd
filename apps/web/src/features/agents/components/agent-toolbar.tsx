import type { ReactNode } from 'react';
import { DateRangePicker } from '../../../components/ui/date-range-picker.tsx';
import type { TDateRange } from '../../../components/ui/date-range.ts';
import { brandToday } from '../../../lib/brand-clock.ts';

type TProps = { range: TDateRange; onRange: (range: TDateRange) => void; children?: ReactNode };

/** An agent page's filter bar: the date window (spec §9's quick shifts), then the page's filters. */
export const AgentToolbar = ({ range, onRange, children }: TProps) => (
  <div className="ol-history-toolbar">
    <DateRangePicker value={range} onChange={onRange} max={brandToday()} />
    {children}
  </div>
);
