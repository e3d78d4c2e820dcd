import { TextInput, UnstyledButton } from '@mantine/core';
import { useTranslation } from '../../lib/use-translation.ts';
import { IconArrowRight, IconChevronLeft, IconChevronRight } from './icons.tsx';
import { brandToday } from '../../lib/brand-clock.ts';
import {
  canShiftForward,
  RANGE_SHIFTS,
  shiftRange,
  withFrom,
  withTo,
  type TDateRange,
} from './date-range.ts';

type TProps = {
  value: TDateRange;
  onChange: (range: TDateRange) => void;
  /** The last selectable day; the brand's today by default (tests pass a fixed one). */
  max?: string;
  testId?: string;
};

/**
 * The history pages' date window: two day fields and the spec's quick buttons, previous 30 and 7
 * days and next 7 and 30 days, which move the window and never past today. The window never
 * exceeds MAX_RANGE_DAYS, whichever end the member edits.
 */
export const DateRangePicker = ({ value, onChange, max = brandToday(), testId = 'date-range' }: TProps) => {
  const { t } = useTranslation();
  const forward = canShiftForward(value, max);
  return (
    <div className="ol-range" data-testid={testId}>
      <div className="ol-range-dates">
        <TextInput
          type="date"
          size="sm"
          aria-label={t('common.dateRange.from')}
          value={value.from}
          max={max}
          onChange={(e) => onChange(withFrom(value, e.currentTarget.value, max))}
          data-testid={`${testId}-from`}
          className="ol-range-input"
        />
        <IconArrowRight size={16} className="ol-range-sep" />
        <TextInput
          type="date"
          size="sm"
          aria-label={t('common.dateRange.to')}
          value={value.to}
          max={max}
          onChange={(e) => onChange(withTo(value, e.currentTarget.value, max))}
          data-testid={`${testId}-to`}
          className="ol-range-input"
        />
      </div>
      <div className="ol-range-shifts" role="group" aria-label={t('common.dateRange.quick')}>
        {RANGE_SHIFTS.map((days) => {
          const back = days < 0;
          const count = Math.abs(days);
          const label = back
            ? t('common.dateRange.previous', { count })
            : t('common.dateRange.following', { count });
          return (
            <UnstyledButton
              key={days}
              className="ol-range-shift"
              disabled={!back && !forward}
              onClick={() => onChange(shiftRange(value, days, max))}
              aria-label={label}
              title={label}
              data-testid={`${testId}-${back ? 'prev' : 'next'}-${count}`}
            >
              {back && <IconChevronLeft size={14} />}
              <span>{t('common.dateRange.days', { count })}</span>
              {!back && <IconChevronRight size={14} />}
            </UnstyledButton>
          );
        })}
      </div>
    </div>
  );
};
