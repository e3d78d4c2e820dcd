import { Select } from '@mantine/core';
import { CONTRACT_KINDS } from '@openlobby/contracts';
import type { TFunction } from 'i18next';

type TProps = {
  label: string;
  /** What the cleared select says: the filter lets everything through. */
  placeholder: string;
  data: { value: string; label: string }[];
  /** The filter as the URL keeps it: '' for any. */
  value: string;
  onChange: (value: string) => void;
  searchable?: boolean;
  testId: string;
};

/** One of an agent list's filters: a clearable select whose empty choice is "any" (''). */
export const FilterSelect = ({ label, placeholder, data, value, onChange, searchable, testId }: TProps) => (
  <Select
    w={{ base: '100%', xs: 190 }}
    label={label}
    placeholder={placeholder}
    data={data}
    value={value || null}
    onChange={(v) => onChange(v ?? '')}
    searchable={searchable}
    clearable
    data-testid={testId}
  />
);

/** The contract kinds as a filter offers them, in their order. */
export const kindChoices = (t: TFunction) =>
  CONTRACT_KINDS.map((k) => ({ value: k, label: t(`agents.kinds.${k}`) }));
