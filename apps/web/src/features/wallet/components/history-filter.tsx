import { NativeSelect } from '@mantine/core';

type TProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The first option, which filters nothing out (value ''). */
  allLabel: string;
  options: { value: string; label: string }[];
  testId: string;
};

/** A history page's own filter (kind, vendor…): a small select beside the date window. */
export const HistoryFilter = ({ label, value, onChange, allLabel, options, testId }: TProps) => (
  <NativeSelect
    aria-label={label}
    value={value}
    onChange={(e) => onChange(e.currentTarget.value)}
    data={[{ value: '', label: allLabel }, ...options]}
    size="sm"
    className="ol-kind-filter"
    data-testid={testId}
  />
);
